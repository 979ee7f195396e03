import type { Node, Rubric, Subscriber, Transmitter, TransmitterGroup } from '@dapnet/model';
import type { Db } from '../db/database.js';
import { documentTable } from './document-table.js';
import { usersTable } from './users-table.js';
import { callsTable } from './calls-table.js';
import { newsTable } from './news-table.js';
import { connectionEventsTable } from './connection-events-table.js';
import { healthSamplesTable } from './health-samples-table.js';
import { nodeHealthSamplesTable } from './node-health-samples-table.js';
import { livenessTable } from './liveness-table.js';
import { deliveriesTable } from './deliveries-table.js';

/** Subscribers are stored with their pagers; the API hides them from non-owners. */
export type SubscriberRecord = Required<Subscriber>;
/** Transmitters are stored with their auth key; the API hides it from non-owners. */
export type TransmitterRecord = Transmitter & { authKey: string };

/** `newsIds` numbers rubric content (its `id`), as the row id numbers calls. */
export type CounterName = 'callsTotal' | 'newsTotal' | 'newsIds';

/** All persistent state of the embedded Core, with one transaction helper for writes. */
export function createStore(db: Db) {
  const readCounter = db.prepare<[string], { value: number }>(
    'SELECT value FROM counters WHERE name = ?',
  );
  const bumpCounter = db.prepare<[string, number]>(
    `INSERT INTO counters (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = value + excluded.value`,
  );
  const setCounter = db.prepare<[string, number]>(
    'INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );

  let observeTransaction: ((seconds: number) => void) | undefined;

  return {
    db,
    users: usersTable(db),
    subscribers: documentTable<SubscriberRecord>(db, 'callsigns'),
    transmitters: documentTable<TransmitterRecord>(db, 'transmitters'),
    transmitterGroups: documentTable<TransmitterGroup>(db, 'transmitter_groups'),
    rubrics: documentTable<Rubric>(db, 'rubrics'),
    nodes: documentTable<Node>(db, 'nodes'),
    calls: callsTable(db),
    news: newsTable(db),
    /** Transmitters' connects and disconnects, for the monitoring screen. */
    connectionEvents: connectionEventsTable(db),
    /** The network's health every few minutes, for the small history charts. */
    healthSamples: healthSamplesTable(db),
    /** Each node's transmitter counts, sampled with the network's health. */
    nodeHealthSamples: nodeHealthSamplesTable(db),
    /** The health check's write and read (GET /healthz). */
    liveness: livenessTable(db),
    /** Each page of a call or rubric content for each transmitter, and what became of it. */
    deliveries: deliveriesTable(db),
    counters: {
      get: (name: CounterName) => readCounter.get(name)?.value ?? 0,
      increment: (name: CounterName, by = 1) => void bumpCounter.run(name, by),
      set: (name: CounterName, value: number) => void setCounter.run(name, value),
    },
    /** Runs `work` in one transaction: all of it is committed, or none. */
    transaction<T>(work: () => T): T {
      const start = performance.now();
      try {
        return db.transaction(work)();
      } finally {
        observeTransaction?.((performance.now() - start) / 1000);
      }
    },
    /** Hands every transaction's time in seconds to `observe` (the metrics' database timing). */
    timeTransactions(observe: (seconds: number) => void): void {
      observeTransaction = observe;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
