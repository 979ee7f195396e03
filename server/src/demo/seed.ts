/**
 * Demo data for a fresh database, so every screen has something meaningful to show: users and
 * admins, about forty transmitters across Europe in every status, nodes in every status, groups,
 * rubrics with content, subscribers and a day of calls.
 *
 * Everything but the password hashes comes from a seeded generator and is relative to `now`, so
 * the same `now` always gives the same data. Records are in the Core's exact JSON shapes.
 */
import { hashPassword } from '../auth/passwords.js';
import type { Store, TransmitterRecord } from '../store/store.js';
import { buildCalls } from './calls.js';
import { buildTransmitterGroups } from './groups.js';
import { DEMO_NODES } from './nodes.js';
import { ADMIN_NAME, DEMO_PASSWORD, DEMO_USERS } from './people.js';
import { createRandom } from './random.js';
import { buildNews, buildRubrics } from './rubrics.js';
import { buildSubscribers } from './subscribers.js';
import { buildTransmitters } from './transmitters.js';

export { DEMO_ADMIN_NAMES, DEMO_PASSWORD, DEMO_USER_NAMES, DEMO_USERS } from './people.js';

const SEED = 0x0da9e7;

/** Lifetime totals that make the statistics look like a network that has run for years. */
const EARLIER_CALLS = 48_150;
const EARLIER_NEWS = 3_420;

/**
 * The demo's transmitters exactly as `seedDemoData` writes them (the generator's first draws), so
 * the simulated transmitters can tell a demo transmitter, by its auth key, from a real one that
 * happens to have the same name.
 */
export function seededDemoTransmitters(now = new Date()): TransmitterRecord[] {
  return buildTransmitters(createRandom(SEED), now);
}

/** `password`: the demo accounts' password (a public server gives them a generated one). */
export async function seedDemoData(
  store: Store,
  now = new Date(),
  password = DEMO_PASSWORD,
): Promise<void> {
  // Hashing is asynchronous and a transaction must not span an await, so it comes first.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(password)));
  const random = createRandom(SEED);
  const transmitters = buildTransmitters(random, now);
  const subscribers = buildSubscribers(random);
  const groups = buildTransmitterGroups();
  const rubrics = buildRubrics();
  const news = buildNews(random, now);
  const senders = [ADMIN_NAME, ...DEMO_USERS.map((user) => user.name)];
  const calls = buildCalls(random, now, subscribers, groups, senders);

  await store.transaction(async () => {
    for (const [index, user] of DEMO_USERS.entries())
      await store.users.put({ ...user, hash: hashes[index] ?? '' });
    for (const node of DEMO_NODES) await store.nodes.put(structuredClone(node));
    for (const transmitter of transmitters) await store.transmitters.put(transmitter);
    for (const group of groups) await store.transmitterGroups.put(group);
    for (const rubric of rubrics) await store.rubrics.put(rubric);
    // Numbered as the API numbers posted content (counter newsIds), for their receipts.
    for (const [rubricName, slots] of news) {
      const numbered = [];
      for (const item of slots)
        numbered.push(item ? { ...item, id: await store.counters.next('newsIds') } : null);
      await store.news.replaceSlots(rubricName, numbered);
    }
    for (const subscriber of subscribers) await store.subscribers.put(subscriber);
    for (const call of calls) await store.calls.add(call);
    const newsCount = [...news.values()].flat().filter(Boolean).length;
    await store.counters.set('callsTotal', EARLIER_CALLS + calls.length);
    await store.counters.set('newsTotal', EARLIER_NEWS + newsCount);
  });
}
