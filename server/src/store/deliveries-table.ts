import type { DeliveryState, MessagePriority, ReceiptKind } from '@dapnet/model';
import type { Selectable } from 'kysely';
import type { Schema } from '../db/schema.js';
import { alikeChanges } from './alike-delivery-changes.js';
import type { Executor } from './executor.js';

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

/** A stored row, with the columns as the schema declares them. */
type Row = Selectable<Schema['deliveries']>;

const fromRow = (row: Row): StoredDelivery => ({
  id: Number(row.id),
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

const WAITING = ['queued', 'sent'] as const;

/** Rows inserted (or ids updated) per statement: well below both engines' limits on bound values. */
const INSERT_CHUNK = 500;

/** Names per claim statement, for the same reason. */
const CLAIM_CHUNK = 1_000;

/** The Core's queue order for pages read back: oldest first, then as they were written. */
const inQueueOrder = (a: StoredDelivery, b: StoredDelivery) =>
  a.queuedAt - b.queuedAt || a.id - b.id;

export function deliveriesTable(executor: Executor): DeliveriesTable {
  const db = () => executor.db();
  const distinctSources = (rows: { kind: ReceiptKind; source_id: number }[]): Source[] => {
    const seen = new Map<string, Source>();
    for (const row of rows) {
      const sourceId = Number(row.source_id);
      seen.set(`${row.kind}:${sourceId}`, { kind: row.kind, sourceId });
    }
    return [...seen.values()];
  };

  // Only a waiting page changes: nothing acknowledged (or otherwise finished) is ever reopened.
  // Every time on the air counts, retries and sending again after a reconnect alike.
  const update = (change: DeliveryChange, ids: readonly number[]) =>
    (change.state === 'sent'
      ? db()
          .updateTable('deliveries')
          .set((eb) => ({
            state: 'sent',
            attempts: eb('attempts', '+', 1),
            sent_at: change.at,
            node_name: change.nodeName,
          }))
      : db().updateTable('deliveries').set({ state: change.state, finished_at: change.at })
    )
      .where('id', 'in', ids)
      .where('state', 'in', WAITING)
      .execute();

  const applyAll = async (changes: readonly DeliveryChange[]) => {
    for (const { change, ids } of alikeChanges(changes))
      for (let start = 0; start < ids.length; start += INSERT_CHUNK)
        await update(change, ids.slice(start, start + INSERT_CHUNK));
  };

  return {
    add: async (deliveries) => {
      const ids: number[] = [];
      for (let start = 0; start < deliveries.length; start += INSERT_CHUNK) {
        const rows = deliveries.slice(start, start + INSERT_CHUNK).map((page) => ({
          kind: page.kind,
          source_id: page.sourceId,
          transmitter_name: page.transmitterName,
          ric: page.ric,
          function: page.function,
          type: page.type,
          speed: page.speed,
          priority: page.priority,
          text: page.text,
          state: page.state,
          queued_at: page.queuedAt,
          node_name: page.nodeName,
          // A page for a transmitter that is not connected is finished at once.
          finished_at: page.state === 'offline' ? page.queuedAt : null,
        }));
        const inserted = await db().insertInto('deliveries').values(rows).returning('id').execute();
        // Ids rise in the order of the values on both engines; the rows may come back in any.
        ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b));
      }
      return ids;
    },
    apply: (change) => applyAll([change]),
    applyAll,
    claim: async (transmitterNames, nodeName) => {
      const claimed: StoredDelivery[] = [];
      for (let start = 0; start < transmitterNames.length; start += CLAIM_CHUNK) {
        const rows = await db()
          .updateTable('deliveries')
          .set({ node_name: nodeName })
          .where('state', '=', 'queued')
          .where('node_name', 'is', null)
          .where('transmitter_name', 'in', transmitterNames.slice(start, start + CLAIM_CHUNK))
          .returningAll()
          .execute();
        claimed.push(...rows.map(fromRow));
      }
      return claimed.sort(inQueueOrder);
    },
    waiting: async (transmitterName, since) =>
      (
        await db()
          .selectFrom('deliveries')
          .selectAll()
          .where('transmitter_name', '=', transmitterName)
          .where('state', 'in', WAITING)
          .where('queued_at', '>=', since)
          .orderBy('queued_at')
          .orderBy('id')
          .execute()
      ).map(fromRow),
    expireWaiting: async (before, at, transmitterName) => {
      let query = db()
        .updateTable('deliveries')
        .set({ state: 'expired', finished_at: at })
        .where('state', 'in', WAITING)
        .where('queued_at', '<', before);
      if (transmitterName !== undefined)
        query = query.where('transmitter_name', '=', transmitterName);
      return distinctSources(await query.returning(['kind', 'source_id']).execute());
    },
    ofSource: async (kind, sourceId) =>
      (
        await db()
          .selectFrom('deliveries')
          .selectAll()
          .where('kind', '=', kind)
          .where('source_id', '=', sourceId)
          .orderBy('transmitter_name')
          .orderBy('id')
          .execute()
      ).map(fromRow),
    // Each transmitter's state once per source is all a receipt counts (summarizeDeliveries).
    statesOfKind: async (kind) =>
      (
        await db()
          .selectFrom('deliveries')
          .select(['source_id', 'transmitter_name', 'state'])
          .distinct()
          .where('kind', '=', kind)
          .execute()
      ).map((row) => ({
        sourceId: Number(row.source_id),
        transmitterName: row.transmitter_name,
        state: row.state,
      })),
    deleteOlderThan: async (before) =>
      Number(
        (await db().deleteFrom('deliveries').where('queued_at', '<', before).executeTakeFirst())
          .numDeletedRows,
      ),
  };
}
