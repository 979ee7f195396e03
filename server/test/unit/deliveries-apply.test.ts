/**
 * The delivery records' changes written in bulk (store/deliveries-table.ts, applyAll) on the real
 * database: the rows end as if every change had been applied one by one in its order, retries
 * counted, nothing finished reopened.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DeliveryChange } from '../../src/store/deliveries-table.js';
import { createStore, type Store } from '../../src/store/store.js';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const dir = mkdtempSync(join(tmpdir(), 'dapnet-deliveries-apply-'));
let database: TestDatabase;
let store: Store;

beforeAll(async () => {
  database = await openTestDatabase(join(dir, 'deliveries.sqlite'));
  store = createStore(database.database);
});

afterAll(async () => {
  await database.close(false);
  rmSync(dir, { recursive: true, force: true });
});

/** Six queued pages of one call, for transmitters t1 to t6; their ids in that order. */
async function sixPages(sourceId: number): Promise<number[]> {
  return store.transaction(() =>
    store.deliveries.add(
      Array.from({ length: 6 }, (_, index) => ({
        kind: 'call' as const,
        sourceId,
        transmitterName: `t${index + 1}`,
        ric: 1000,
        function: 3,
        type: 6,
        speed: 1,
        priority: 'CALL' as const,
        text: 'Bulk',
        state: 'queued' as const,
        queuedAt: 1,
        nodeName: null,
      })),
    ),
  );
}

/** One batch as the recorder collects it: sends, acknowledgements, a retry, a late send. */
function batch([p1, p2, p3, p4, p5, p6]: number[]): DeliveryChange[] {
  return [
    { id: p1!, state: 'sent', at: 10, nodeName: 'n1' },
    { id: p2!, state: 'sent', at: 10, nodeName: 'n1' },
    { id: p3!, state: 'sent', at: 10, nodeName: 'n1' },
    { id: p1!, state: 'acknowledged', at: 12 },
    { id: p2!, state: 'sent', at: 13, nodeName: 'n1' },
    { id: p2!, state: 'failed', at: 15 },
    // After its acknowledgement: a finished page is never reopened.
    { id: p1!, state: 'sent', at: 16, nodeName: 'n1' },
    { id: p4!, state: 'sent', at: 10, nodeName: 'n1' },
    { id: p5!, state: 'expired', at: 11 },
    { id: p3!, state: 'acknowledged', at: 12 },
    { id: p6!, state: 'sent', at: 10, nodeName: 'n2' },
  ];
}

const rows = async (sourceId: number) =>
  (await store.deliveries.ofSource('call', sourceId)).map(
    ({ transmitterName, state, attempts, sentAt, finishedAt, nodeName }) => ({
      transmitterName,
      state,
      attempts,
      sentAt,
      finishedAt,
      nodeName,
    }),
  );

it('ends every page as the changes applied one by one in their order would', async () => {
  const bulk = await sixPages(1);
  await store.transaction(() => store.deliveries.applyAll(batch(bulk)));
  expect(await rows(1)).toEqual([
    {
      transmitterName: 't1',
      state: 'acknowledged',
      attempts: 1,
      sentAt: 10,
      finishedAt: 12,
      nodeName: 'n1',
    },
    {
      transmitterName: 't2',
      state: 'failed',
      attempts: 2,
      sentAt: 13,
      finishedAt: 15,
      nodeName: 'n1',
    },
    {
      transmitterName: 't3',
      state: 'acknowledged',
      attempts: 1,
      sentAt: 10,
      finishedAt: 12,
      nodeName: 'n1',
    },
    {
      transmitterName: 't4',
      state: 'sent',
      attempts: 1,
      sentAt: 10,
      finishedAt: null,
      nodeName: 'n1',
    },
    {
      transmitterName: 't5',
      state: 'expired',
      attempts: 0,
      sentAt: null,
      finishedAt: 11,
      nodeName: null,
    },
    {
      transmitterName: 't6',
      state: 'sent',
      attempts: 1,
      sentAt: 10,
      finishedAt: null,
      nodeName: 'n2',
    },
  ]);

  const single = await sixPages(2);
  await store.transaction(async () => {
    for (const change of batch(single)) await store.deliveries.apply(change);
  });
  expect(await rows(2)).toEqual(await rows(1));
});

it('writes a call to thousands of transmitters, each sent and acknowledged, in bulk', async () => {
  const pages = await store.transaction(() =>
    store.deliveries.add(
      Array.from({ length: 1_200 }, (_, index) => ({
        kind: 'call' as const,
        sourceId: 3,
        transmitterName: `tx${index}`,
        ric: 1000,
        function: 3,
        type: 6,
        speed: 1,
        priority: 'CALL' as const,
        text: 'All',
        state: 'queued' as const,
        queuedAt: 1,
        nodeName: null,
      })),
    ),
  );
  const changes: DeliveryChange[] = [
    ...pages.map((id) => ({ id, state: 'sent' as const, at: 20, nodeName: 'n1' })),
    ...pages.map((id, index) => ({ id, state: 'acknowledged' as const, at: 21 + (index % 3) })),
  ];
  await store.transaction(() => store.deliveries.applyAll(changes));
  const states = await store.deliveries.ofSource('call', 3);
  expect(states.filter((page) => page.state === 'acknowledged')).toHaveLength(1_200);
  expect(new Set(states.map((page) => page.finishedAt))).toEqual(new Set([21, 22, 23]));
});
