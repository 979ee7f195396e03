/**
 * The demo data promises every screen something meaningful: every status, both usages, owned
 * records for ordinary users, and no reference that leads nowhere. These tests hold it to that.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_TRANSMITTERS_GROUP,
  LIMITS,
  PERSONAL_POWER_LIMIT_WATTS,
  callInputSchema,
  callSchema,
  isAlphanumeric,
  isValidTimeSlot,
  newsInputSchema,
  newsSchema,
  nodeInputSchema,
  nodeSchema,
  normalizeName,
  rubricInputSchema,
  rubricSchema,
  subscriberInputSchema,
  subscriberSchema,
  transmitterGroupInputSchema,
  transmitterGroupSchema,
  transmitterInputSchema,
  transmitterSchema,
  userInputSchema,
  type News,
} from '@dapnet/model';
import { hashPassword, verifyPassword } from '../../src/auth/passwords.js';
import { bootstrapDatabase } from '../../src/bootstrap.js';
import { openDatabase } from '../../src/db/database.js';
import {
  DEMO_ADMIN_NAMES,
  DEMO_PASSWORD,
  DEMO_USER_NAMES,
  DEMO_USERS,
  seedDemoData,
} from '../../src/demo/seed.js';
import { exportState } from '../../src/migration/state-json.js';
import { createStore, type Store } from '../../src/store/store.js';

const NOW = new Date('2024-05-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A database as bootstrap leaves it with demo data on: `admin` first, then the demo data. */
async function seededStore(now = NOW): Promise<Store> {
  const store = createStore(await openDatabase(':memory:'));
  const hash = await hashPassword('admin');
  await store.users.put({ name: 'admin', mail: 'admin@admin.de', admin: true, hash });
  await seedDemoData(store, now);
  return store;
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

function expectValid(schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) {
  const result = schema.safeParse(value);
  expect(result, JSON.stringify(value)).toMatchObject({ success: true });
}

function expectAllKnown(references: readonly string[], existing: Set<string>, where: string) {
  const unknown = references.filter((name) => !existing.has(normalizeName(name)));
  expect(unknown, where).toEqual([]);
}

async function newsOf(store: Store): Promise<News[]> {
  return [...(await store.news.allSlots()).values()]
    .flat()
    .filter((item): item is News => item != null);
}

let store: Store;

beforeAll(async () => {
  store = await seededStore();
});

describe('demo users', () => {
  it('keeps admin and adds two more admins and ordinary users', async () => {
    const users = await store.users.list();
    expect(users.find((user) => user.name === 'admin')).toMatchObject({ admin: true });
    expect(DEMO_ADMIN_NAMES).toHaveLength(2);
    expect(DEMO_USER_NAMES.length).toBeGreaterThanOrEqual(8);
    expect(users.filter((user) => user.admin)).toHaveLength(3);
    expect(
      users
        .filter((user) => !user.admin)
        .map((user) => user.name)
        .sort(),
    ).toEqual([...DEMO_USER_NAMES].sort());
    for (const user of users) {
      expect(user.name).toBe(user.name.toLowerCase());
      expect(user.name.length).toBeGreaterThanOrEqual(LIMITS.name.min);
      expectValid(userInputSchema, { hash: '', mail: user.mail, admin: user.admin });
    }
  });

  it('share one alphanumeric password that verifies for every demo user', async () => {
    expect(isAlphanumeric(DEMO_PASSWORD)).toBe(true);
    for (const demo of DEMO_USERS) {
      const stored = await store.users.get(demo.name);
      expect(stored).toMatchObject({ name: demo.name, mail: `${demo.name}@example.org` });
      expect(await verifyPassword(DEMO_PASSWORD, stored?.hash ?? '')).toBe(true);
      expect(stored?.hash).toHaveLength(102); // the Core's User.hash size
    }
  });
});

describe('demo transmitters', () => {
  it('spread about forty transmitters over every status', async () => {
    const transmitters = await store.transmitters.list();
    expect(transmitters.length).toBeGreaterThanOrEqual(35);
    expect(transmitters.length).toBeLessThanOrEqual(45);
    const statuses = countBy(transmitters, (transmitter) => transmitter.status);
    expect(statuses.ONLINE).toBeGreaterThan(transmitters.length / 2);
    expect(statuses.OFFLINE).toBeGreaterThanOrEqual(3);
    expect(statuses.ERROR).toBeGreaterThanOrEqual(1);
    expect(statuses.DISABLED).toBeGreaterThanOrEqual(1);
    for (const name of ['db0abc', 'db0xyz', 'on0dap', 'pi1dap', 'f5dap', 'oe1xdp']) {
      expect(await store.transmitters.has(name), name).toBe(true);
    }
  });

  it('have both usages with matching power', async () => {
    const transmitters = await store.transmitters.list();
    const usages = countBy(transmitters, (transmitter) => transmitter.usage);
    expect(usages.WIDERANGE).toBeGreaterThanOrEqual(20);
    expect(usages.PERSONAL).toBeGreaterThanOrEqual(3);
    for (const transmitter of transmitters) {
      const power = Number(transmitter.power);
      if (transmitter.usage === 'PERSONAL')
        expect(power).toBeLessThanOrEqual(PERSONAL_POWER_LIMIT_WATTS);
      else expect(power).toBeGreaterThan(PERSONAL_POWER_LIMIT_WATTS);
    }
  });

  it('are valid Core records in the Core field order', async () => {
    const fieldOrder = Object.keys(transmitterSchema.shape);
    for (const transmitter of await store.transmitters.list()) {
      expect(Object.keys(transmitter)).toEqual(fieldOrder);
      expectValid(transmitterSchema, transmitter);
      expectValid(transmitterInputSchema, transmitter);
      expect(isValidTimeSlot(transmitter.timeSlot) && transmitter.timeSlot !== '').toBe(true);
      expect(isAlphanumeric(transmitter.authKey)).toBe(true);
      expect(typeof transmitter.latitude).toBe('string');
      expect(Number(transmitter.latitude)).toBeGreaterThan(35);
      expect(Number(transmitter.latitude)).toBeLessThan(72);
      expect(Number(transmitter.longitude)).toBeGreaterThan(-12);
      expect(Number(transmitter.longitude)).toBeLessThan(32);
      expect(transmitter.name).toBe(transmitter.name.toLowerCase());
    }
  });

  it('carry runtime fields that match their status', async () => {
    const onlineNodes = new Set(
      (await store.nodes.list())
        .filter((node) => node.status === 'ONLINE')
        .map((node) => node.name),
    );
    for (const transmitter of await store.transmitters.list()) {
      if (transmitter.status === 'ONLINE') {
        expect(onlineNodes.has(transmitter.nodeName ?? '')).toBe(true);
        expect(transmitter.address?.ip_addr).toMatch(/^44\.\d+\.\d+\.\d+$/);
        expect(transmitter.connectedSince).not.toBeNull();
        expect(transmitter.lastConnected).toBe(transmitter.connectedSince);
        expect(transmitter.deviceType).not.toBeNull();
      } else {
        expect(transmitter.connectedSince).toBeNull();
      }
      for (const time of [transmitter.lastUpdate, transmitter.lastConnected]) {
        if (time !== null) expect(Date.parse(time)).toBeLessThan(NOW.getTime());
      }
    }
  });

  it('vary devices, antennas and identification addresses', async () => {
    const transmitters = await store.transmitters.list();
    const online = transmitters.filter((transmitter) => transmitter.status === 'ONLINE');
    expect(
      new Set(online.map((transmitter) => transmitter.deviceType)).size,
    ).toBeGreaterThanOrEqual(4);
    const directional = transmitters.filter(
      (transmitter) => transmitter.antennaType === 'DIRECTIONAL',
    );
    expect(directional.length).toBeGreaterThanOrEqual(1);
    expect(directional.some((transmitter) => transmitter.antennaDirection > 0)).toBe(true);
    const eight = transmitters.filter((transmitter) => transmitter.identificationAddress === 8);
    expect(eight.length).toBeGreaterThan(transmitters.length / 2);
    for (const transmitter of transmitters) {
      expect(transmitter.antennaAboveGroundLevel).toBeGreaterThanOrEqual(5);
      expect(transmitter.antennaAboveGroundLevel).toBeLessThanOrEqual(120);
      expect(transmitter.antennaGainDbi).toBeGreaterThanOrEqual(0);
      expect(transmitter.antennaGainDbi).toBeLessThanOrEqual(9);
    }
  });

  it('are owned by ordinary users too, some by two owners', async () => {
    const transmitters = await store.transmitters.list();
    const ordinary = new Set(DEMO_USER_NAMES);
    expect(
      transmitters.filter((t) => t.ownerNames.some((name) => ordinary.has(name))).length,
    ).toBeGreaterThanOrEqual(10);
    expect(transmitters.filter((t) => t.ownerNames.length === 2).length).toBeGreaterThanOrEqual(3);
  });
});

describe('demo nodes, groups and rubrics', () => {
  it('have nodes in every status', async () => {
    const nodes = await store.nodes.list();
    const statuses = countBy(nodes, (node) => node.status);
    expect(statuses).toMatchObject({ ONLINE: 2 });
    expect(statuses.SUSPENDED).toBeGreaterThanOrEqual(1);
    expect(statuses.UNKNOWN).toBeGreaterThanOrEqual(1);
    for (const node of nodes) {
      expect(Object.keys(node)).toEqual(Object.keys(nodeSchema.shape));
      expectValid(nodeSchema, node);
      expectValid(nodeInputSchema, node);
    }
  });

  it('put every transmitter into the group all, and have regional groups', async () => {
    const all = await store.transmitterGroups.get(ALL_TRANSMITTERS_GROUP);
    expect([...(all?.transmitterNames ?? [])].sort()).toEqual(
      [...(await store.transmitters.names())].sort(),
    );
    const groups = await store.transmitterGroups.list();
    expect(groups.length).toBeGreaterThanOrEqual(7);
    for (const group of groups) {
      expect(Object.keys(group)).toEqual(Object.keys(transmitterGroupSchema.shape));
      expectValid(transmitterGroupInputSchema, group);
      expect(group.description.length).toBeGreaterThan(0);
    }
  });

  it('have rubrics with unique numbers in 1-95 and content in several slots', async () => {
    const rubrics = await store.rubrics.list();
    expect(rubrics.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rubrics.map((rubric) => rubric.number)).size).toBe(rubrics.length);
    for (const rubric of rubrics) {
      expect(Object.keys(rubric)).toEqual(Object.keys(rubricSchema.shape));
      expectValid(rubricInputSchema, rubric);
    }
    const slots = await Promise.all(rubrics.map((rubric) => store.news.slots(rubric.name)));
    const withContent = rubrics.filter((_, index) => slots[index]!.some(Boolean));
    expect(withContent.length).toBeGreaterThanOrEqual(rubrics.length - 2);
    for (const rubric of rubrics) {
      (await store.news.slots(rubric.name)).forEach((news, index) => {
        if (!news) return;
        expect(Object.keys(news)).toEqual(Object.keys(newsSchema.shape));
        expectValid(newsInputSchema, news);
        expect(news).toMatchObject({ rubricName: rubric.name, number: index + 1 });
        expect(NOW.getTime() - Date.parse(news.timestamp)).toBeLessThan(DAY_MS);
      });
    }
  });
});

describe('demo subscribers and calls', () => {
  it('have subscribers with valid pagers, one RIC used twice', async () => {
    const subscribers = await store.subscribers.list();
    expect(subscribers.length).toBeGreaterThanOrEqual(28);
    const rics = subscribers.flatMap((subscriber) =>
      subscriber.pagers.map((pager) => pager.number),
    );
    expect(new Set(rics).size).toBeLessThan(rics.length);
    for (const subscriber of subscribers) {
      expect(Object.keys(subscriber)).toEqual(Object.keys(subscriberSchema.shape));
      expectValid(subscriberInputSchema, subscriber);
      expect(subscriber.pagers.length).toBeGreaterThanOrEqual(1);
      expect(subscriber.pagers.length).toBeLessThanOrEqual(3);
    }
    const ordinary = new Set(DEMO_USER_NAMES);
    expect(
      subscribers.filter((s) => s.ownerNames.some((name) => ordinary.has(name))).length,
    ).toBeGreaterThanOrEqual(10);
  });

  it('have about sixty calls of the last day, oldest first, some emergencies', async () => {
    const calls = (await store.calls.list()).map(({ call }) => call);
    expect(calls.length).toBeGreaterThanOrEqual(50);
    expect(calls.filter((call) => call.emergency).length).toBeGreaterThanOrEqual(2);
    const times = calls.map((call) => Date.parse(call.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    for (const [index, call] of calls.entries()) {
      expect(Object.keys(call)).toEqual(Object.keys(callSchema.shape));
      expectValid(callInputSchema, call);
      expect(call.text.startsWith(`${call.ownerName.toUpperCase()}: `)).toBe(true);
      expect(NOW.getTime() - (times[index] ?? 0)).toBeLessThan(DAY_MS);
      expect(times[index]).toBeLessThan(NOW.getTime());
    }
    expect(new Set(calls.map((call) => call.ownerName)).size).toBeGreaterThanOrEqual(6);
  });

  it('set lifetime counters at least as high as what is held', async () => {
    expect(await store.counters.get('callsTotal')).toBeGreaterThanOrEqual(
      await store.calls.count(),
    );
    expect(await store.counters.get('newsTotal')).toBeGreaterThanOrEqual(
      (await newsOf(store)).length,
    );
  });
});

describe('demo references', () => {
  it('all lead to existing records, ignoring case', async () => {
    const users = await store.users.names();
    const transmitters = await store.transmitters.names();
    const groups = await store.transmitterGroups.names();
    const subscribers = await store.subscribers.names();
    const rubrics = await store.rubrics.names();
    const owned = [
      ...(await store.subscribers.list()),
      ...(await store.transmitters.list()),
      ...(await store.transmitterGroups.list()),
      ...(await store.rubrics.list()),
      ...(await store.nodes.list()),
    ];
    for (const record of owned) expectAllKnown(record.ownerNames, users, `${record.name} owners`);
    for (const group of await store.transmitterGroups.list()) {
      expectAllKnown(group.transmitterNames, transmitters, group.name);
    }
    for (const rubric of await store.rubrics.list()) {
      expectAllKnown(rubric.transmitterGroupNames, groups, rubric.name);
    }
    for (const { call } of await store.calls.list()) {
      expectAllKnown(call.callSignNames, subscribers, call.text);
      expectAllKnown(call.transmitterGroupNames, groups, call.text);
      expectAllKnown([call.ownerName], users, call.text);
    }
    for (const news of await newsOf(store)) {
      expectAllKnown([news.rubricName], rubrics, news.text);
      expectAllKnown([news.ownerName], users, news.text);
    }
    const nodes = await store.nodes.names();
    for (const transmitter of await store.transmitters.list()) {
      if (transmitter.nodeName) expectAllKnown([transmitter.nodeName], nodes, transmitter.name);
    }
  });
});

describe('seeding', () => {
  it('gives the same data for the same moment', async () => {
    const withoutHashes = async (target: Store) => {
      const state = await exportState(target);
      return { ...state, users: Object.keys(state.users) };
    };
    expect(await withoutHashes(await seededStore())).toStrictEqual(await withoutHashes(store));
  });

  it('runs from bootstrap on an empty database only', async () => {
    const fresh = createStore(await openDatabase(':memory:'));
    const settings = { adminPassword: 'admin', demoData: true, port: 8080 };
    expect(await bootstrapDatabase(fresh, settings)).toEqual({ created: true });
    expect(await fresh.users.count()).toBe(DEMO_USERS.length + 1);
    expect(await fresh.transmitters.count()).toBe(await store.transmitters.count());
    expect(await bootstrapDatabase(fresh, settings)).toEqual({ created: false });
    expect(await fresh.calls.count()).toBe(await store.calls.count());
  });
});
