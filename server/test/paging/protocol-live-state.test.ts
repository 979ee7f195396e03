/** The live-state writer and the connection history table, on an in-memory database. */
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { LiveStateWriter } from '../../src/paging/live-state.js';
import { createStore, type TransmitterRecord } from '../../src/store/store.js';

async function storeWith(...records: Partial<TransmitterRecord>[]) {
  const store = createStore(await openDatabase(':memory:'));
  for (const record of records)
    await store.transmitters.put({
      status: 'OFFLINE',
      connectedSince: null,
      ...record,
    } as TransmitterRecord);
  return store;
}

it('collects changes into one commit, applied to the record as it is then', async () => {
  const store = await storeWith({ name: 'a' }, { name: 'b' });
  const before = await store.transmitters.listJson();
  const writer = new LiveStateWriter(store, 60_000);
  writer.change('a', () => ({ status: 'ONLINE', connectedSince: 'now' }));
  writer.change('b', () => ({ status: 'ONLINE' }));
  writer.change('gone', () => ({ status: 'ONLINE' }));
  // An edit in between disables b: the session's ONLINE must not undo it.
  await store.transmitters.put({ ...(await store.transmitters.get('b'))!, status: 'DISABLED' });
  writer.change('b', (record) => (record.status === 'DISABLED' ? {} : { status: 'OFFLINE' }));
  expect((await store.transmitters.get('a'))?.status).toBe('OFFLINE');
  await writer.flush();
  expect(await store.transmitters.get('a')).toMatchObject({
    status: 'ONLINE',
    connectedSince: 'now',
  });
  expect(await store.transmitters.has('gone')).toBe(false);
  // The cached list bytes and their ETag were replaced.
  expect((await store.transmitters.listJson()).etag).not.toBe(before.etag);
  expect((await store.transmitters.listJson()).bytes.toString()).toContain('"ONLINE"');
});

it('keeps the last 50 connection events of each transmitter, newest first', async () => {
  const store = await storeWith({ name: 'a' });
  for (let index = 0; index < 60; index++)
    await store.connectionEvents.add('a', { time: String(index), kind: 'connected' });
  await store.connectionEvents.add('b', { time: 'x', kind: 'refused' });
  const events = await store.connectionEvents.list('a');
  expect(events).toHaveLength(50);
  expect(events[0]?.time).toBe('59');
  expect(events[49]?.time).toBe('10');
  const count = store.database
    .sqlite!.prepare("SELECT count(*) AS n FROM connection_events WHERE transmitter = 'a'")
    .get() as { n: number };
  expect(count.n).toBe(50);
  await store.connectionEvents.deleteFor('a');
  expect(await store.connectionEvents.list('a')).toEqual([]);
  expect(await store.connectionEvents.list('b')).toHaveLength(1);
});
