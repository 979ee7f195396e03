/**
 * Import and export of a real Core's State.json: a round trip gives the same document back,
 * passwords survive, missing fields get the Core's defaults, and bad input changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/passwords.js';
import { openDatabase } from '../../src/db/database.js';
import { seedDemoData } from '../../src/demo/seed.js';
import { exportState, importState } from '../../src/migration/state-json.js';
import { createStore, type Store } from '../../src/store/store.js';
import { FIXTURE_PASSWORDS, readFixture, sortKeys } from './helpers.js';

async function emptyStore(): Promise<Store> {
  return createStore(await openDatabase(':memory:'));
}

/** A database as the server's first start leaves it with demo data on. */
async function demoStore(): Promise<Store> {
  const store = await emptyStore();
  await store.users.put({ name: 'admin', mail: 'admin@admin.de', admin: true, hash: 'not-a-hash' });
  await seedDemoData(store, new Date('2024-05-01T12:00:00Z'));
  return store;
}

describe('importState and exportState', () => {
  it('give back an equivalent State.json', async () => {
    const store = await emptyStore();
    const summary = await importState(store, readFixture());
    expect(summary).toEqual({
      counts: {
        users: 3,
        callSigns: 3,
        nodes: 2,
        transmitters: 3,
        transmitterGroups: 2,
        rubrics: 2,
        calls: 3,
        news: 2,
      },
      warnings: [],
    });
    expect(sortKeys(await exportState(store))).toStrictEqual(sortKeys(readFixture()));
  });

  it('write records in the Core field order, without nulls, with secrets', async () => {
    const store = await emptyStore();
    await importState(store, readFixture());
    const exported = await exportState(store);
    const fixture = readFixture() as Record<string, Record<string, object>>;
    expect(Object.keys(exported)).toEqual(Object.keys(fixture));
    for (const name of ['db0old', 'db0off', 'pi1old']) {
      expect(Object.keys(exported.transmitters[name] as object)).toEqual(
        Object.keys(fixture.transmitters?.[name] ?? {}),
      );
    }
    expect(exported.transmitters.db0off).not.toHaveProperty('nodeName');
    expect(exported.transmitters.db0old).toHaveProperty('authKey', 's3cretKey');
    expect(Object.keys(exported.users.dl7old as object)).toEqual(['name', 'hash', 'mail', 'admin']);
    expect(exported.news['nl-news']).toEqual(Array(10).fill(null));
    expect(exported.stats).toEqual({ calls: 1234, news: 17 });
  });

  it('keeps the Core hashes, so old passwords still work', async () => {
    const store = await emptyStore();
    await importState(store, readFixture());
    for (const [name, password] of Object.entries(FIXTURE_PASSWORDS)) {
      const hash = (await store.users.get(name))?.hash ?? '';
      expect(hash.startsWith('1000:')).toBe(true);
      expect(await verifyPassword(password, hash)).toBe(true);
      expect(await verifyPassword(`${password}x`, hash)).toBe(false);
    }
  });

  it('replaces everything the database held', async () => {
    const store = await demoStore();
    await importState(store, readFixture());
    expect([...(await store.users.names())].sort()).toEqual(['admin', 'dl7old', 'pe1old']);
    expect([...(await store.transmitters.names())].sort()).toEqual(['db0off', 'db0old', 'pi1old']);
    expect(await store.calls.count()).toBe(3);
    expect(await store.news.count()).toBe(2);
    expect([...(await store.news.allSlots()).keys()]).toEqual(['dx']);
    expect(await store.counters.get('callsTotal')).toBe(1234);
  });

  it('round-trips the demo data', async () => {
    const demo = await demoStore();
    const exported = await exportState(demo);
    const copy = await emptyStore();
    expect((await importState(copy, JSON.parse(JSON.stringify(exported)))).warnings).toEqual([]);
    expect(await exportState(copy)).toStrictEqual(exported);
    expect((await copy.calls.list()).map(({ call }) => call)).toEqual(
      (await demo.calls.list()).map(({ call }) => call),
    );
  });
});

describe('importState leniency', () => {
  it('fills what the file leaves out with the Core defaults', async () => {
    const store = await emptyStore();
    await importState(store, {
      users: { DL1NEW: { hash: 'x', mail: 'dl1new@example.org' } },
      transmitters: {
        DB0NEW: {
          latitude: 50.5,
          longitude: 6.25,
          power: 10,
          timeSlot: '01',
          ownerNames: ['DL1NEW'],
        },
        db0tiny: { power: '0.2', ownerNames: ['dl1new'] },
      },
      nodes: { db0node: { latitude: '50', longitude: '6', ownerNames: ['dl1new'] } },
      callSigns: {
        dl1new: { pagers: [{ number: '1234', name: 'Skyper' }], ownerNames: ['dl1new'] },
      },
      stats: { calls: 0, news: 0 },
    });
    expect(await store.users.get('dl1new')).toEqual({
      name: 'dl1new',
      mail: 'dl1new@example.org',
      admin: false,
      hash: 'x',
    });
    expect(await store.transmitters.get('db0new')).toEqual({
      name: 'db0new',
      authKey: '',
      longitude: '6.25',
      latitude: '50.5',
      power: '10',
      nodeName: null,
      address: null,
      timeSlot: '01',
      ownerNames: ['DL1NEW'],
      deviceType: null,
      deviceVersion: null,
      callCount: 0,
      status: 'OFFLINE',
      antennaAboveGroundLevel: 0,
      antennaType: 'OMNI',
      antennaDirection: 0,
      antennaGainDbi: 0,
      lastUpdate: null,
      usage: 'WIDERANGE',
      identificationAddress: 1,
      lastConnected: null,
      connectedSince: null,
    });
    expect(await store.transmitters.get('db0tiny')).toMatchObject({
      usage: 'PERSONAL',
      status: 'OFFLINE',
    });
    expect(await store.nodes.get('db0node')).toEqual({
      name: 'db0node',
      longitude: '6',
      latitude: '50',
      address: null,
      status: 'SUSPENDED',
      ownerNames: ['dl1new'],
      version: null,
    });
    expect(await store.subscribers.get('dl1new')).toEqual({
      name: 'dl1new',
      description: '',
      numeric: false,
      pagers: [{ number: 1234, name: 'Skyper' }],
      ownerNames: ['dl1new'],
    });
  });

  it('keeps a stored node status and reads the old array form and old timestamps', async () => {
    const store = await emptyStore();
    const { warnings } = await importState(store, {
      nodes: [{ name: 'DS-TP', longitude: '0', latitude: '0', status: 'UNKNOWN', ownerNames: [] }],
      users: [{ name: 'Admin', hash: 'h', mail: 'admin@admin.de', admin: true }],
      calls: [
        {
          text: 'Hallo',
          callSignNames: ['sign'],
          transmitterGroupNames: ['group'],
          emergency: false,
          timestamp: 'Dec 23, 2015 4:34:15 PM',
          ownerName: 'admin',
        },
        { text: 'no time' },
      ],
    });
    expect(await store.nodes.get('ds-tp')).toMatchObject({ name: 'ds-tp', status: 'UNKNOWN' });
    expect(await store.users.get('admin')).toMatchObject({ admin: true });
    const [call] = await store.calls.list();
    expect(call?.call.timestamp).toMatch(/^2015-12-2\dT\d\d:\d\d:15\.000Z$/);
    expect(await store.calls.count()).toBe(1);
    expect(warnings).toContain('calls: skipped a call without a valid timestamp');
    expect(warnings).toContain('calls[0].callSignNames: unknown sign');
  });

  it('reports dangling references and news of unknown rubrics as warnings', async () => {
    const store = await emptyStore();
    const { warnings } = await importState(store, {
      users: { admin: { hash: 'h', mail: 'a@b.c', admin: true } },
      transmitterGroups: {
        all: { description: '', transmitterNames: ['gone'], ownerNames: ['admin'] },
      },
      news: { ghost: [null, null, null, null, null, null, null, null, null, null] },
    });
    expect(warnings).toEqual([
      'news[ghost]: no such rubric; its content was skipped',
      'transmitterGroups[all].transmitterNames: unknown gone',
    ]);
    expect(await store.news.count()).toBe(0);
  });

  it.each([[null], [[]], ['State'], [42], [true]])(
    'rejects %j with a clear error',
    async (input) => {
      await expect(importState(await emptyStore(), input)).rejects.toThrow(
        /must hold a JSON object/,
      );
    },
  );

  it('rejects an object that is not a State.json, and a malformed collection', async () => {
    await expect(importState(await emptyStore(), { restSettings: {} })).rejects.toThrow(
      /does not look like/,
    );
    await expect(importState(await emptyStore(), { transmitters: 5 })).rejects.toThrow(
      /"transmitters" must be/,
    );
    await expect(importState(await emptyStore(), { calls: {} })).rejects.toThrow(
      /"calls" must be an array/,
    );
  });

  it('changes nothing when the input is rejected', async () => {
    const store = await demoStore();
    const before = await exportState(store);
    await expect(importState(store, { users: {}, calls: 'nope' })).rejects.toThrow();
    expect(await exportState(store)).toStrictEqual(before);
  });
});
