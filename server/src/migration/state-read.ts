/**
 * Reads a whole Core State.json into records, before anything touches the database, so a file
 * that cannot be read leaves the database as it was. Records keyed by name are accepted as the
 * Core writes them (objects keyed by lower-case name) and as very old Cores did (arrays).
 */
import { LIMITS, type Call, type Node, type Rubric, type TransmitterGroup } from '@dapnet/model';
import type { Slots } from '../store/news-table.js';
import { emptySlots } from '../store/news-table.js';
import type { SubscriberRecord, TransmitterRecord } from '../store/store.js';
import type { UserRecord } from '../store/users-table.js';
import { describe, integer, isObject, text, type JsonObject } from './json-values.js';
import {
  readCall,
  readNews,
  readNode,
  readRubric,
  readSubscriber,
  readTransmitter,
  readTransmitterGroup,
  readUser,
} from './state-records.js';

export interface ParsedState {
  users: UserRecord[];
  subscribers: SubscriberRecord[];
  nodes: Node[];
  transmitters: TransmitterRecord[];
  transmitterGroups: TransmitterGroup[];
  rubrics: Rubric[];
  calls: Call[];
  news: Map<string, Slots>;
  stats: { calls: number; news: number };
  warnings: string[];
}

/** The top-level keys of a State.json, in the order the Core writes them. */
export const STATE_KEYS = [
  'callSigns',
  'nodes',
  'users',
  'calls',
  'transmitters',
  'transmitterGroups',
  'rubrics',
  'news',
  'stats',
] as const;

function keyedRecords<T>(
  state: JsonObject,
  key: string,
  read: (name: string, record: JsonObject, warnings: string[]) => T,
  warnings: string[],
): T[] {
  const value = state[key];
  if (value == null) return [];
  let entries: [string, unknown][];
  if (isObject(value)) {
    // The Core looks records up by their map key, so the key names the record.
    entries = Object.entries(value);
  } else if (Array.isArray(value)) {
    entries = value.map((record) => [isObject(record) ? text(record.name, '') : '', record]);
  } else {
    throw new Error(`"${key}" must be an object of records keyed by name, not ${describe(value)}`);
  }
  const records = new Map<string, T>();
  for (const [rawName, record] of entries) {
    const name = rawName.trim().toLowerCase();
    if (!isObject(record) || name === '') {
      warnings.push(`${key}: skipped an entry that is not a named record`);
      continue;
    }
    if (records.has(name)) warnings.push(`${key}[${name}]: appears twice; the last one was kept`);
    records.set(name, read(name, record, warnings));
  }
  return [...records.values()];
}

function readCalls(state: JsonObject, warnings: string[]): Call[] {
  const value = state.calls;
  if (value == null) return [];
  if (!Array.isArray(value)) throw new Error(`"calls" must be an array, not ${describe(value)}`);
  const calls: Call[] = [];
  for (const record of value) {
    const call = isObject(record) ? readCall(record) : undefined;
    if (call) calls.push(call);
    else warnings.push('calls: skipped a call without a valid timestamp');
  }
  return calls;
}

/** One rubric's content: the Core's array of ten slots (nulls for empty slots). */
function slotsOf(rubricName: string, value: unknown, warnings: string[]): Slots {
  // A NewsList serialised field by field keeps its array in `slots`.
  const items = Array.isArray(value) ? value : isObject(value) ? value.slots : undefined;
  const slots = emptySlots();
  if (!Array.isArray(items)) {
    warnings.push(`news[${rubricName}]: not an array of slots; skipped`);
    return slots;
  }
  items.slice(0, LIMITS.newsSlot.slots).forEach((item, index) => {
    if (item == null) return;
    const news = isObject(item) ? readNews(rubricName, index + 1, item) : undefined;
    if (news) slots[index] = news;
    else warnings.push(`news[${rubricName}]: skipped slot ${index + 1} without a valid timestamp`);
  });
  return slots;
}

/** Older Cores kept news as one flat list; each item names its rubric and slot. */
function slotsFromList(items: unknown[], warnings: string[]): Map<string, Slots> {
  const result = new Map<string, Slots>();
  for (const item of items) {
    if (!isObject(item)) continue;
    const rubricName = text(item.rubricName, '').toLowerCase();
    const slot = integer(item.number, 1);
    const news = readNews(rubricName, slot, item);
    if (!news || rubricName === '' || slot < 1 || slot > LIMITS.newsSlot.slots) {
      warnings.push('news: skipped an item without rubric, slot or timestamp');
      continue;
    }
    const slots = result.get(rubricName) ?? emptySlots();
    slots[slot - 1] = news;
    result.set(rubricName, slots);
  }
  return result;
}

function readAllNews(state: JsonObject, rubrics: Rubric[], warnings: string[]): Map<string, Slots> {
  const value = state.news;
  let byRubric: Map<string, Slots>;
  if (value == null) byRubric = new Map();
  else if (Array.isArray(value)) byRubric = slotsFromList(value, warnings);
  else if (isObject(value)) {
    byRubric = new Map(
      Object.entries(value).map(([name, slots]) => [
        name.toLowerCase(),
        slotsOf(name.toLowerCase(), slots, warnings),
      ]),
    );
  } else throw new Error(`"news" must be an object of rubric slots, not ${describe(value)}`);
  const known = new Set(rubrics.map((rubric) => rubric.name));
  for (const name of byRubric.keys()) {
    if (known.has(name)) continue;
    warnings.push(`news[${name}]: no such rubric; its content was skipped`);
    byRubric.delete(name);
  }
  return byRubric;
}

export function readState(state: unknown): ParsedState {
  if (!isObject(state)) {
    throw new Error(`A State.json must hold a JSON object, but this one holds ${describe(state)}`);
  }
  if (!STATE_KEYS.some((key) => key in state)) {
    throw new Error(
      `This does not look like a DAPNET Core State.json: none of ${STATE_KEYS.join(', ')} is there`,
    );
  }
  const warnings: string[] = [];
  const rubrics = keyedRecords(state, 'rubrics', readRubric, warnings);
  const stats = isObject(state.stats) ? state.stats : {};
  return {
    users: keyedRecords(state, 'users', readUser, warnings),
    subscribers: keyedRecords(state, 'callSigns', readSubscriber, warnings),
    nodes: keyedRecords(state, 'nodes', readNode, warnings),
    transmitters: keyedRecords(state, 'transmitters', readTransmitter, warnings),
    transmitterGroups: keyedRecords(state, 'transmitterGroups', readTransmitterGroup, warnings),
    rubrics,
    calls: readCalls(state, warnings),
    news: readAllNews(state, rubrics, warnings),
    stats: { calls: integer(stats.calls, 0), news: integer(stats.news, 0) },
    warnings,
  };
}
