import type { Delivery, DeliveryState, MessagePriority, ReceiptKind } from '@dapnet/model';
import type { Db } from '../db/database.js';

/** One page for one transmitter as it is written when a call or rubric content is delivered. */
export interface NewDelivery {
  kind: ReceiptKind;
  sourceId: number;
  /** Lower case. */
  transmitterName: string;
  ric: number;
  function: number;
  type: number;
  speed: number;
  priority: MessagePriority;
  text: string;
  /** `queued` for a transmitter connected here, `offline` for the others. */
  state: 'queued' | 'offline';
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
  add(deliveries: readonly NewDelivery[]): number[];
  apply(change: DeliveryChange): void;
  /** The pages of a transmitter still queued or sent since `since`, in the Core's queue order. */
  waiting(transmitterName: string, since: number): StoredDelivery[];
  /**
   * Expires the pages still queued or sent that were made before `before` (of one transmitter,
   * or of all); returns the sources whose receipts changed.
   */
  expireWaiting(before: number, at: number, transmitterName?: string): Source[];
  ofSource(kind: ReceiptKind, sourceId: number): StoredDelivery[];
  /** The transmitter name and state of every page of every source of a kind, for receipt lists. */
  statesOfKind(
    kind: ReceiptKind,
  ): { sourceId: number; transmitterName: string; state: DeliveryState }[];
  /** Removes the records made before `before` (the midnight clean-up); returns how many. */
  deleteOlderThan(before: number): number;
}

export interface Source {
  kind: ReceiptKind;
  sourceId: number;
}

interface Row {
  id: number;
  kind: ReceiptKind;
  source_id: number;
  transmitter_name: string;
  ric: number;
  function: number;
  type: number;
  speed: number;
  priority: MessagePriority;
  text: string;
  state: DeliveryState;
  attempts: number;
  queued_at: number;
  sent_at: number | null;
  finished_at: number | null;
  node_name: string | null;
}

const fromRow = (row: Row): StoredDelivery => ({
  id: row.id,
  kind: row.kind,
  sourceId: row.source_id,
  transmitterName: row.transmitter_name,
  ric: row.ric,
  function: row.function,
  type: row.type,
  speed: row.speed,
  priority: row.priority,
  text: row.text,
  state: row.state,
  attempts: row.attempts,
  queuedAt: row.queued_at,
  sentAt: row.sent_at,
  finishedAt: row.finished_at,
  nodeName: row.node_name,
});

/** A stored page as the receipt's detail shows it. */
export function deliveryView(delivery: StoredDelivery): Delivery {
  const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
  return {
    transmitterName: delivery.transmitterName,
    ric: delivery.ric,
    text: delivery.text,
    state: delivery.state,
    attempts: delivery.attempts,
    queuedAt: new Date(delivery.queuedAt).toISOString(),
    sentAt: iso(delivery.sentAt),
    finishedAt: iso(delivery.finishedAt),
    nodeName: delivery.nodeName,
  };
}

const WAITING = "state IN ('queued', 'sent')";

export function deliveriesTable(db: Db): DeliveriesTable {
  const insert = db.prepare<
    [
      string,
      number,
      string,
      number,
      number,
      number,
      number,
      string,
      string,
      string,
      number,
      number | null,
    ]
  >(
    `INSERT INTO deliveries (kind, source_id, transmitter_name, ric, function, type, speed,
       priority, text, state, queued_at, finished_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Only a waiting page changes: nothing acknowledged (or otherwise finished) is ever reopened.
  // Every time on the air counts, retries and sending again after a reconnect alike.
  const markSent = db.prepare<[number, string, number]>(
    `UPDATE deliveries SET state = 'sent', attempts = attempts + 1, sent_at = ?, node_name = ?
     WHERE id = ? AND ${WAITING}`,
  );
  const finish = db.prepare<[string, number, number]>(
    `UPDATE deliveries SET state = ?, finished_at = ? WHERE id = ? AND ${WAITING}`,
  );
  const waiting = db.prepare<[string, number], Row>(
    `SELECT * FROM deliveries WHERE transmitter_name = ? AND ${WAITING} AND queued_at >= ?
     ORDER BY queued_at, id`,
  );
  const expire = db.prepare<[number, number], { kind: ReceiptKind; source_id: number }>(
    `UPDATE deliveries SET state = 'expired', finished_at = ?
     WHERE ${WAITING} AND queued_at < ? RETURNING kind, source_id`,
  );
  const expireOf = db.prepare<[number, number, string], { kind: ReceiptKind; source_id: number }>(
    `UPDATE deliveries SET state = 'expired', finished_at = ?
     WHERE ${WAITING} AND queued_at < ? AND transmitter_name = ? RETURNING kind, source_id`,
  );
  const ofSource = db.prepare<[string, number], Row>(
    'SELECT * FROM deliveries WHERE kind = ? AND source_id = ? ORDER BY transmitter_name, id',
  );
  const statesOfKind = db.prepare<
    [string],
    { source_id: number; transmitter_name: string; state: DeliveryState }
  >(
    // Each transmitter's state once per source is all a receipt counts (summarizeDeliveries).
    'SELECT DISTINCT source_id, transmitter_name, state FROM deliveries WHERE kind = ?',
  );
  const removeOld = db.prepare<[number]>('DELETE FROM deliveries WHERE queued_at < ?');

  const distinctSources = (rows: { kind: ReceiptKind; source_id: number }[]): Source[] => {
    const seen = new Map<string, Source>();
    for (const row of rows)
      seen.set(`${row.kind}:${row.source_id}`, { kind: row.kind, sourceId: row.source_id });
    return [...seen.values()];
  };

  return {
    add: (deliveries) =>
      deliveries.map((page) =>
        Number(
          insert.run(
            page.kind,
            page.sourceId,
            page.transmitterName,
            page.ric,
            page.function,
            page.type,
            page.speed,
            page.priority,
            page.text,
            page.state,
            page.queuedAt,
            // A page for a transmitter that is not connected is finished at once.
            page.state === 'offline' ? page.queuedAt : null,
          ).lastInsertRowid,
        ),
      ),
    apply: (change) => {
      if (change.state === 'sent') markSent.run(change.at, change.nodeName, change.id);
      else finish.run(change.state, change.at, change.id);
    },
    waiting: (transmitterName, since) => waiting.all(transmitterName, since).map(fromRow),
    expireWaiting: (before, at, transmitterName) =>
      distinctSources(
        transmitterName === undefined
          ? expire.all(at, before)
          : expireOf.all(at, before, transmitterName),
      ),
    ofSource: (kind, sourceId) => ofSource.all(kind, sourceId).map(fromRow),
    statesOfKind: (kind) =>
      statesOfKind.all(kind).map((row) => ({
        sourceId: row.source_id,
        transmitterName: row.transmitter_name,
        state: row.state,
      })),
    deleteOlderThan: (before) => removeOld.run(before).changes,
  };
}
