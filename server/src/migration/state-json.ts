/**
 * Migration to and from a real DAPNET Core: import and export of its state file, State.json
 * (contract section 8.4). Import replaces everything in the database in one transaction; export
 * writes the file the way the Core does, so a Core can start from it.
 */
import type { Store } from '../store/store.js';
import { checkState } from './state-checks.js';
import { readState, type ParsedState } from './state-read.js';

export { STATE_KEYS } from './state-read.js';

/** A State.json document: what the Core's Gson writes, as a plain JSON value. */
export interface CoreState {
  callSigns: Record<string, unknown>;
  nodes: Record<string, unknown>;
  users: Record<string, unknown>;
  calls: unknown[];
  transmitters: Record<string, unknown>;
  transmitterGroups: Record<string, unknown>;
  rubrics: Record<string, unknown>;
  news: Record<string, unknown[]>;
  stats: { calls: number; news: number };
}

export interface StateCounts {
  users: number;
  callSigns: number;
  nodes: number;
  transmitters: number;
  transmitterGroups: number;
  rubrics: number;
  calls: number;
  news: number;
}

export interface ImportSummary {
  counts: StateCounts;
  /** Problems that did not stop the import (dangling references, skipped entries). */
  warnings: string[];
}

function countParsed(state: ParsedState): StateCounts {
  return {
    users: state.users.length,
    callSigns: state.subscribers.length,
    nodes: state.nodes.length,
    transmitters: state.transmitters.length,
    transmitterGroups: state.transmitterGroups.length,
    rubrics: state.rubrics.length,
    calls: state.calls.length,
    news: [...state.news.values()].flat().filter(Boolean).length,
  };
}

/** How much the database holds, for summaries and the "will not overwrite" check. */
export async function countStore(store: Store): Promise<StateCounts> {
  return {
    users: await store.users.count(),
    callSigns: await store.subscribers.count(),
    nodes: await store.nodes.count(),
    transmitters: await store.transmitters.count(),
    transmitterGroups: await store.transmitterGroups.count(),
    rubrics: await store.rubrics.count(),
    calls: await store.calls.count(),
    news: await store.news.count(),
  };
}

/** Empties every table through the store, so caches the store may keep stay in step. */
async function clearStore(store: Store): Promise<void> {
  for (const table of [
    store.users,
    store.subscribers,
    store.nodes,
    store.transmitters,
    store.transmitterGroups,
    store.rubrics,
  ]) {
    for (const name of await table.names()) await table.delete(name);
  }
  for (const { id } of await store.calls.list()) await store.calls.delete(id);
  for (const rubricName of (await store.news.allSlots()).keys()) {
    await store.news.deleteRubric(rubricName);
  }
}

/**
 * Replaces the whole database with the content of a State.json. User hashes are kept as they
 * are, so everyone logs in with their old password. Throws, changing nothing, when `state` is
 * not a State.json at all.
 */
export async function importState(store: Store, state: unknown): Promise<ImportSummary> {
  const parsed = readState(state);
  const counts = countParsed(parsed);
  await store.transaction(async () => {
    await clearStore(store);
    for (const user of parsed.users) await store.users.put(user);
    for (const subscriber of parsed.subscribers) await store.subscribers.put(subscriber);
    for (const node of parsed.nodes) await store.nodes.put(node);
    for (const transmitter of parsed.transmitters) await store.transmitters.put(transmitter);
    for (const group of parsed.transmitterGroups) await store.transmitterGroups.put(group);
    for (const rubric of parsed.rubrics) await store.rubrics.put(rubric);
    for (const call of parsed.calls) await store.calls.add(call);
    for (const [rubricName, slots] of parsed.news) await store.news.replaceSlots(rubricName, slots);
    // The Core counts news into stats.calls and never raises stats.news (contract 5.7); a total
    // below what the file itself holds would make the statistics look broken.
    await store.counters.set('callsTotal', Math.max(parsed.stats.calls, counts.calls));
    await store.counters.set('newsTotal', Math.max(parsed.stats.news, counts.news));
  });
  return { counts, warnings: [...parsed.warnings, ...checkState(parsed)] };
}

/** Drops null fields of objects, as the Core's Gson does; nulls inside arrays stay. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null && field !== undefined)
      .map(([key, field]) => [key, withoutNulls(field)]),
  );
}

function keyed<T extends { name: string }>(records: readonly T[]): Record<string, unknown> {
  return Object.fromEntries(records.map((record) => [record.name, withoutNulls(record)]));
}

/** The embedded server's own numbering (receipts) is no field of the Core's state. */
function withoutOwnId<T extends { id?: number }>(record: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = record;
  return rest;
}

/** The database as a State.json document, including secrets (hashes and auth keys). */
export async function exportState(store: Store): Promise<CoreState> {
  const rubrics = await store.rubrics.list();
  const allSlots = await store.news.allSlots();
  // The Core keeps a ten-slot list for every rubric, empty or not.
  const newsNames = [...new Set([...rubrics.map((rubric) => rubric.name), ...allSlots.keys()])];
  return {
    callSigns: keyed(await store.subscribers.list()),
    nodes: keyed(await store.nodes.list()),
    users: keyed(
      (await store.users.list()).map(({ name, hash, mail, admin }) => ({
        name,
        hash,
        mail,
        admin,
      })),
    ),
    calls: (await store.calls.list()).map(({ call }) => withoutNulls(withoutOwnId(call))),
    transmitters: keyed(await store.transmitters.list()),
    transmitterGroups: keyed(await store.transmitterGroups.list()),
    rubrics: keyed(rubrics),
    news: Object.fromEntries(
      await Promise.all(
        newsNames.map(async (name) => [
          name,
          (await store.news.slots(name)).map((item) => withoutNulls(item && withoutOwnId(item))),
        ]),
      ),
    ),
    stats: {
      calls: await store.counters.get('callsTotal'),
      news: await store.counters.get('newsTotal'),
    },
  };
}

/** What a State.json document holds, for the export summary. */
export function countState(state: CoreState): StateCounts {
  const size = (records: Record<string, unknown>) => Object.keys(records).length;
  return {
    users: size(state.users),
    callSigns: size(state.callSigns),
    nodes: size(state.nodes),
    transmitters: size(state.transmitters),
    transmitterGroups: size(state.transmitterGroups),
    rubrics: size(state.rubrics),
    calls: state.calls.length,
    news: Object.values(state.news)
      .flat()
      .filter((item) => item != null).length,
  };
}
