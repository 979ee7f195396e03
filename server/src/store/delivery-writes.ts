/**
 * The statements that write delivery records (deliveries-table.ts). Each takes `db`, the query
 * builder of the moment (executor.ts: the open transaction, or the database), and writes many
 * rows per statement: a call to thousands of transmitters makes thousands of pages.
 */
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.js';
import { alikeChanges } from './alike-delivery-changes.js';
import type { DeliveryChange, NewDelivery, Source, StoredDelivery } from './deliveries-table.js';
import { WAITING, distinctSources, fromRow, inQueueOrder, toRow } from './delivery-rows.js';

type Db = () => Kysely<Schema>;

/** Rows inserted (or ids updated) per statement: well below both engines' limits on bound values. */
const INSERT_CHUNK = 500;

/** Names per claim statement, for the same reason. */
const CLAIM_CHUNK = 1_000;

export async function insertPages(db: Db, deliveries: readonly NewDelivery[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < deliveries.length; start += INSERT_CHUNK) {
    const rows = deliveries.slice(start, start + INSERT_CHUNK).map(toRow);
    const inserted = await db().insertInto('deliveries').values(rows).returning('id').execute();
    // Ids rise in the order of the values on both engines; the rows may come back in any.
    ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  return ids;
}

// Only a waiting page changes: nothing acknowledged (or otherwise finished) is ever reopened.
// Every time on the air counts, retries and sending again after a reconnect alike.
const update = (db: Db, change: DeliveryChange, ids: readonly number[]) =>
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

export async function applyChanges(db: Db, changes: readonly DeliveryChange[]): Promise<void> {
  for (const { change, ids } of alikeChanges(changes))
    for (let start = 0; start < ids.length; start += INSERT_CHUNK)
      await update(db, change, ids.slice(start, start + INSERT_CHUNK));
}

export async function claimQueued(
  db: Db,
  transmitterNames: readonly string[],
  nodeName: string,
): Promise<StoredDelivery[]> {
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
}

export async function expireWaiting(
  db: Db,
  before: number,
  at: number,
  transmitterName?: string,
): Promise<Source[]> {
  let query = db()
    .updateTable('deliveries')
    .set({ state: 'expired', finished_at: at })
    .where('state', 'in', WAITING)
    .where('queued_at', '<', before);
  if (transmitterName !== undefined) query = query.where('transmitter_name', '=', transmitterName);
  return distinctSources(await query.returning(['kind', 'source_id']).execute());
}

export async function deleteOlderThan(db: Db, before: number): Promise<number> {
  const result = await db()
    .deleteFrom('deliveries')
    .where('queued_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
