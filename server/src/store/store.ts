import type { Node, Rubric, Subscriber, Transmitter, TransmitterGroup } from '@dapnet/model';
import type { Database } from '../db/database.js';
import { documentTable } from './document-table.js';
import { createExecutor } from './executor.js';
import { usersTable } from './users-table.js';
import { callsTable } from './calls-table.js';
import { newsTable } from './news-table.js';
import { connectionEventsTable } from './connection-events-table.js';
import { healthSamplesTable } from './health-samples-table.js';
import { nodeHealthSamplesTable } from './node-health-samples-table.js';
import { livenessTable } from './liveness-table.js';
import { deliveriesTable } from './deliveries-table.js';
import { countersTable } from './counters-table.js';
import { nodeLeasesTable } from './node-leases-table.js';
import { networkJobsTable } from './network-jobs-table.js';
import { loginAttemptsTable } from './login-attempts-table.js';

/** Subscribers are stored with their pagers; the API hides them from non-owners. */
export type SubscriberRecord = Required<Subscriber>;
/** Transmitters are stored with their auth key; the API hides it from non-owners. */
export type TransmitterRecord = Transmitter & { authKey: string };

export type { CounterName } from './counters-table.js';

/**
 * All persistent state of the embedded Core, with one transaction helper for writes. Every
 * table answers with promises: on PostgreSQL each read is a query to another process.
 */
export function createStore(database: Database) {
  const executor = createExecutor(database);
  const transmitters = documentTable<TransmitterRecord>(executor, 'transmitters');

  const subscribers = documentTable<SubscriberRecord>(executor, 'callsigns');
  const transmitterGroups = documentTable<TransmitterGroup>(executor, 'transmitter_groups');
  const rubrics = documentTable<Rubric>(executor, 'rubrics');
  const nodes = documentTable<Node>(executor, 'nodes');
  const calls = callsTable(executor);
  // Another node changed a table: the lists kept ready to send are out of date.
  const cachesByTable: Record<string, { clear(): void }[]> = {
    callsigns: [subscribers.cache],
    transmitters: [transmitters.cache],
    transmitter_groups: [transmitterGroups.cache],
    rubrics: [rubrics.cache],
    nodes: [nodes.cache],
    calls: [calls.cache],
  };
  database.onChange((table) => {
    const caches = table === '*' ? Object.values(cachesByTable).flat() : cachesByTable[table];
    caches?.forEach((cache) => cache.clear());
  });

  let observeTransaction: ((seconds: number) => void) | undefined;

  return {
    database,
    users: usersTable(executor),
    subscribers,
    transmitters,
    transmitterGroups,
    rubrics,
    nodes,
    calls,
    news: newsTable(executor),
    /** Transmitters' connects and disconnects, for the monitoring screen. */
    connectionEvents: connectionEventsTable(executor),
    /** The network's health every few minutes, for the small history charts. */
    healthSamples: healthSamplesTable(executor),
    /** Each node's transmitter counts, sampled with the network's health. */
    nodeHealthSamples: nodeHealthSamplesTable(executor),
    /** The health check's write and read (GET /healthz). */
    liveness: livenessTable(executor),
    /** Each page of a call or rubric content for each transmitter, and what became of it. */
    deliveries: deliveriesTable(executor),
    counters: countersTable(executor),
    /** Which nodes of a network are alive (network/node-lease.ts). */
    nodeLeases: nodeLeasesTable(executor),
    /** Which jobs that run once per network ran for which slot. */
    networkJobs: networkJobsTable(executor),
    /** The login throttle's counts per address and per account, shared by every node. */
    loginAttempts: loginAttemptsTable(executor),
    /** Runs `work` in one transaction: all of it is committed, or none. */
    async transaction<T>(work: () => Promise<T> | T): Promise<T> {
      const start = performance.now();
      try {
        return await executor.transaction(async () => work());
      } finally {
        observeTransaction?.((performance.now() - start) / 1000);
      }
    },
    /** Hands every transaction's time in seconds to `observe` (the metrics' database timing). */
    timeTransactions(observe: (seconds: number) => void): void {
      observeTransaction = observe;
    },
    /** Closes the database (its connections). */
    close: () => database.close(),
  };
}

export type Store = ReturnType<typeof createStore>;
