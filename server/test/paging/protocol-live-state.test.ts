/** The live-state writer and the connection history table, on an in-memory database. */
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { LiveStateWriter } from '../../src/paging/live-state.js';
import { createStore, type TransmitterRecord } from '../../src/store/store.js';

function storeWith(...records: Partial<TransmitterRecord>[]) {
  const store = createStore(openDatabase(':memory:'));
  for (const record of records)
    store.transmitters.put({
      status: 'OFFLINE',
      connectedSince: null,
      ...record,
    } as TransmitterRecord);
  return store;
}

it('collects changes into one commit, applied to the record as it is then', () => {
  const store = storeWith({ name: 'a' }, { name: 'b' });
  const before = store.transmitters.listJson();
  const writer = new LiveStateWriter(store, 60_000);
  writer.change('a', () => ({ status: 'ONLINE', connectedSince: 'now' }));
  writer.change('b', () => ({ status: 'ONLINE' }));
  writer.change('gone', () => ({ status: 'ONLINE' }));
  // An edit in between disables b: the session's ONLINE must not undo it.
  store.transmitters.put({ ...store.transmitters.get('b')!, status: 'DISABLED' });
  writer.change('b', (record) => (record.status === 'DISABLED' ? {} : { status: 'OFFLINE' }));
  expect(store.transmitters.get('a')?.status).toBe('OFFLINE');
  writer.flush();
  expect(store.transmitters.get('a')).toMatchObject({ status: 'ONLINE', connectedSince: 'now' });
  expect(store.transmitters.has('gone')).toBe(false);
  // The cached list bytes and their ETag were replaced.
  expect(store.transmitters.listJson().etag).not.toBe(before.etag);
  expect(store.transmitters.listJson().bytes.toString()).toContain('"ONLINE"');
});

it('keeps the last 50 connection events of each transmitter, newest first', () => {
  const store = storeWith({ name: 'a' });
  for (let index = 0; index < 60; index++)
    store.connectionEvents.add('a', { time: String(index), kind: 'connected' });
  store.connectionEvents.add('b', { time: 'x', kind: 'refused' });
  const events = store.connectionEvents.list('a');
  expect(events).toHaveLength(50);
  expect(events[0]?.time).toBe('59');
  expect(events[49]?.time).toBe('10');
  const count = store.db
    .prepare("SELECT count(*) AS n FROM connection_events WHERE transmitter = 'a'")
    .get() as { n: number };
  expect(count.n).toBe(50);
  store.connectionEvents.deleteFor('a');
  expect(store.connectionEvents.list('a')).toEqual([]);
  expect(store.connectionEvents.list('b')).toHaveLength(1);
});
