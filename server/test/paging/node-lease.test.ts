/**
 * The node lease (network/node-lease.ts) on one database: at start a node sets OFFLINE its own
 * transmitters and those of nodes that hold no lease, never those of a node that is alive; when
 * a node's lease runs out, the others set its transmitters OFFLINE and say so on the bus.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNetworkEvents } from '../../src/events/network-events.js';
import { startNodeLease, type NodeLease } from '../../src/network/node-lease.js';
import { createStore, type Store } from '../../src/store/store.js';
import { transmitterRecord } from '../helpers/records.js';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database.js';

const silent = { warn() {}, error() {} };
let store: Store;
let folder: string;
let database: TestDatabase;
const leases: NodeLease[] = [];

const online = (name: string, nodeName: string) =>
  transmitterRecord(name, 'secret1', {
    status: 'ONLINE',
    nodeName,
    connectedSince: '2026-11-27T05:00:00.000Z',
  });

const statusOf = async (name: string) => (await store.transmitters.get(name))?.status;

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'dapnet-lease-'));
  database = await openTestDatabase(join(folder, 'lease.sqlite'));
  store = createStore(database.database);
  await store.transaction(async () => {
    await store.transmitters.put(online('own', 'Node-A'));
    await store.transmitters.put(online('alive', 'node-b'));
    await store.transmitters.put(online('gone', 'node-c'));
    await store.transmitters.put({ ...online('broken', 'node-b'), status: 'ERROR' });
  });
});

afterEach(async () => {
  await Promise.all(leases.splice(0).map((lease) => lease.stop()));
  await database.close(false);
  rmSync(folder, { recursive: true, force: true });
});

it('at start sets OFFLINE its own transmitters and those of nodes without a lease', async () => {
  await store.nodeLeases.renew('node-b', Date.now() + 60_000);
  leases.push(await startNodeLease(store, 'node-a', silent));
  expect(await statusOf('own')).toBe('OFFLINE');
  expect(await statusOf('gone')).toBe('OFFLINE');
  expect((await store.transmitters.get('gone'))?.connectedSince).toBeNull();
  // Node B is alive: its sessions go on.
  expect(await statusOf('alive')).toBe('ONLINE');
  expect(await statusOf('broken')).toBe('ERROR');
  expect(await store.nodeLeases.alive(Date.now())).toEqual(
    expect.arrayContaining(['node-a', 'node-b']),
  );
});

it('sets OFFLINE the transmitters of a node whose lease ran out, and announces them', async () => {
  let now = Date.now();
  await store.nodeLeases.renew('node-b', now + 1_000);
  const events = createNetworkEvents();
  const announced: string[] = [];
  events.subscribe('transmitterStatus', ({ name }) => announced.push(name));
  events.subscribe('nodeStatus', ({ name }) => announced.push(`node ${name}`));
  leases.push(
    await startNodeLease(store, 'node-a', silent, {
      renewMs: 20,
      leaseMs: 5_000,
      clock: () => now,
      networkEvents: events,
    }),
  );
  await new Promise((done) => setTimeout(done, 100));
  expect(await statusOf('alive')).toBe('ONLINE');
  // Node B stops renewing: a moment after its lease ran out, its transmitters are OFFLINE.
  now += 2_000;
  await expect.poll(() => statusOf('alive')).toBe('OFFLINE');
  expect(announced).toEqual(expect.arrayContaining(['alive', 'node node-b']));
  // ERROR stays, as after the Core's shutdown; our own lease lives on.
  expect(await statusOf('broken')).toBe('ERROR');
  expect(await store.nodeLeases.alive(now)).toEqual(['node-a']);
});

it('gives its lease back when it stops', async () => {
  const lease = await startNodeLease(store, 'node-a', silent);
  await lease.stop();
  expect(await store.nodeLeases.alive(Date.now())).toEqual([]);
});
