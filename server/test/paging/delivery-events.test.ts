/**
 * The paging side's announcements on the node's event bus: a new call and new rubric content
 * (with their ids), and receipt changes, coalesced and only after their changes were committed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createNetworkEvents,
  type NetworkEventMap,
  type NetworkEvents,
} from '../../src/events/network-events.js';
import { DeliveryRecorder } from '../../src/paging/delivery-recorder.js';
import type { PagerMessage } from '../../src/paging/pager-message.js';
import {
  ADMIN,
  createGroup,
  createRubric,
  createSubscriber,
  postCall,
  postNews,
} from '../helpers/fixtures.js';
import {
  connectOnline,
  registerTransmitter,
  startPagingServer,
  type PagingServer,
} from './protocol-harness.js';

let server: PagingServer;
let bus: NetworkEvents;
const heard: { name: keyof NetworkEventMap; event: unknown }[] = [];

beforeAll(async () => {
  bus = createNetworkEvents();
  for (const name of ['callAdded', 'newsPosted', 'receiptChanged'] as const)
    bus.subscribe(name, (event) => void heard.push({ name, event }));
  server = await startPagingServer({ networkEvents: bus });
  await registerTransmitter(server, 'india');
  await createGroup(server, 'gindia', ['india'], { ownerNames: ['admin'] });
  await createSubscriber(server, 'dl3abc', { ownerNames: ['admin'] });
  await createRubric(server, 'traffic', ['gindia'], { number: 3, ownerNames: ['admin'] });
});

afterAll(() => server.close());

describe('network events of the delivery', () => {
  it('announce a call, rubric content and their receipts as they change', async () => {
    const client = await connectOnline(server, 'india');
    const call = await postCall(server, ADMIN, ['dl3abc'], ['gindia'], { text: 'Heard?' });
    expect(heard).toContainEqual({ name: 'callAdded', event: { id: call.id } });
    const news = await postNews(server, ADMIN, 'traffic', 'Jam');
    expect(heard).toContainEqual({
      name: 'newsPosted',
      event: { rubricName: 'traffic', id: news.id },
    });
    // The transmitter acknowledges all three pages; the receipts say so.
    for (let count = 0; count < 3; count++) {
      const line = (await client.nextLine())!;
      const sequence = Number.parseInt(line.slice(1, 3), 16);
      client.send(`#${((sequence + 1) % 256).toString(16).padStart(2, '0')} +`);
    }
    await vi.waitFor(() => {
      expect(heard).toContainEqual({
        name: 'receiptChanged',
        event: { kind: 'call', id: call.id },
      });
      expect(heard).toContainEqual({
        name: 'receiptChanged',
        event: { kind: 'news', id: news.id },
      });
    });
    client.close();
  });
});

describe('DeliveryRecorder', () => {
  it('writes many changes in one batch and announces each receipt once, after the commit', async () => {
    const store = server.store;
    const sourceId = 700_001;
    const now = Date.now();
    const ids = await store.transaction(() =>
      store.deliveries.add(
        Array.from({ length: 200 }, (_, index) => ({
          kind: 'call' as const,
          sourceId,
          transmitterName: `tx${index}`,
          ric: 1234,
          function: 3,
          type: 6,
          speed: 1,
          priority: 'CALL' as const,
          text: 'Many',
          state: 'queued' as const,
          queuedAt: now,
          nodeName: null,
        })),
      ),
    );
    const events = createNetworkEvents();
    const seen: string[] = [];
    events.subscribe('receiptChanged', ({ kind, id }) => {
      // When the event is heard, every acknowledgement before it is in the database.
      void store.deliveries.ofSource(kind, id).then((pages) => {
        const states = pages.map((page) => page.state);
        seen.push(`${kind}:${id}:${states.filter((state) => state === 'acknowledged').length}`);
      });
    });
    const recorder = new DeliveryRecorder(store, console, {
      nodeName: 'db0tst',
      keepMinutes: 15,
      networkEvents: events,
      batchMs: 20,
      receiptEventMs: 50,
    });
    try {
      const message = (id: number): PagerMessage => ({
        priority: 'CALL',
        createdAt: now,
        type: 6,
        speed: 1,
        ric: 1234,
        function: 3,
        text: 'Many',
        source: 'call',
        delivery: { id, kind: 'call', sourceId },
      });
      for (const id of ids) {
        recorder.sent(message(id));
        recorder.finished(message(id), 'acknowledged');
      }
      await vi.waitFor(() => expect(seen).toEqual([`call:${sourceId}:200`]));
    } finally {
      await recorder.close();
    }
    expect((await store.deliveries.ofSource('call', sourceId))[0]).toMatchObject({
      state: 'acknowledged',
      attempts: 1,
      nodeName: 'db0tst',
    });
  });
});
