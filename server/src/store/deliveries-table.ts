/**
 * The delivery records: one row per page of a call or rubric content for one transmitter, and
 * what happened to it since (paging/delivery-recorder.ts keeps them up to date). The statements
 * are in delivery-writes.ts and delivery-reads.ts, the rows in delivery-rows.ts.
 */
import type { DeliveryState, ReceiptKind } from '@dapnet/model';
import type { Schema } from '../db/schema.js';
import { pagesOfSource, statesOfKind, waitingPages } from './delivery-reads.js';
import {
  applyChanges,
  claimQueued,
  deleteOlderThan,
  expireWaiting,
  insertPages,
} from './delivery-writes.js';
import type { Executor } from './executor.js';

/** What is put on the air, in the table's own columns and types. */
type PageOnAir = Pick<
  Schema['deliveries'],
  'ric' | 'function' | 'type' | 'speed' | 'priority' | 'text'
>;

/** One page for one transmitter as it is written when a call or rubric content is delivered. */
export interface NewDelivery extends PageOnAir {
  kind: ReceiptKind;
  sourceId: number;
  /** Lower case. */
  transmitterName: string;
  /** `queued` for a transmitter connected to a node of the network, `offline` for the others. */
  state: 'queued' | 'offline';
  /**
   * The node that holds the transmitter's session and sends the page; null for a page queued for
   * a transmitter of another node, until that node takes it (`claim`).
   */
  nodeName: string | null;
  /** Milliseconds since the epoch; also orders the waiting pages. */
  queuedAt: number;
}

export interface StoredDelivery extends Omit<NewDelivery, 'state'> {
  id: number;
  state: DeliveryState;
  attempts: number;
  sentAt: number | null;
  finishedAt: number | null;
  nodeName: string | null;
}

/** What happened to a page since it was queued; written in batches (paging/delivery-recorder.ts). */
export type DeliveryChange =
  | { id: number; state: 'sent'; at: number; nodeName: string }
  | { id: number; state: 'acknowledged' | 'failed' | 'expired'; at: number };

export interface DeliveriesTable {
  /** Writes the pages and hands back their ids, in order. Expects to run in a transaction. */
  add(deliveries: readonly NewDelivery[]): Promise<number[]>;
  apply(change: DeliveryChange): Promise<void>;
  /**
   * Takes the pages queued for these transmitters that no node has taken yet, for `nodeName`;
   * answers them in the Core's queue order. Of several nodes asking at once, each page goes to one.
   */
  claim(transmitterNames: readonly string[], nodeName: string): Promise<StoredDelivery[]>;
  /**
   * Applies the changes as one by one in their order, in a few statements: a call to 2,000
   * transmitters makes 4,000 changes within a second, and a statement per change would hold the
   * event loop (and so every receipt event and API answer) for seconds.
   */
  applyAll(changes: readonly DeliveryChange[]): Promise<void>;
  /** The pages of a transmitter still queued or sent since `since`, in the Core's queue order. */
  waiting(transmitterName: string, since: number): Promise<StoredDelivery[]>;
  /**
   * Expires the pages still queued or sent that were made before `before` (of one transmitter,
   * or of all); returns the sources whose receipts changed.
   */
  expireWaiting(before: number, at: number, transmitterName?: string): Promise<Source[]>;
  ofSource(kind: ReceiptKind, sourceId: number): Promise<StoredDelivery[]>;
  /** The transmitter name and state of every page of every source of a kind, for receipt lists. */
  statesOfKind(
    kind: ReceiptKind,
  ): Promise<{ sourceId: number; transmitterName: string; state: DeliveryState }[]>;
  /** Removes the records made before `before` (the midnight clean-up); returns how many. */
  deleteOlderThan(before: number): Promise<number>;
}

export interface Source {
  kind: ReceiptKind;
  sourceId: number;
}

export function deliveriesTable(executor: Executor): DeliveriesTable {
  const db = () => executor.db();
  return {
    add: (deliveries) => insertPages(db, deliveries),
    apply: (change) => applyChanges(db, [change]),
    applyAll: (changes) => applyChanges(db, changes),
    claim: (transmitterNames, nodeName) => claimQueued(db, transmitterNames, nodeName),
    waiting: (transmitterName, since) => waitingPages(db, transmitterName, since),
    expireWaiting: (before, at, transmitterName) => expireWaiting(db, before, at, transmitterName),
    ofSource: (kind, sourceId) => pagesOfSource(db, kind, sourceId),
    statesOfKind: (kind) => statesOfKind(db, kind),
    deleteOlderThan: (before) => deleteOlderThan(db, before),
  };
}
