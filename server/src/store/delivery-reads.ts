/**
 * The queries that read delivery records (deliveries-table.ts): a transmitter's waiting pages,
 * a source's pages and a kind's states for the receipts. `db` is the query builder of the
 * moment (executor.ts).
 */
import type { DeliveryState, ReceiptKind } from '@dapnet/model';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.js';
import type { StoredDelivery } from './deliveries-table.js';
import { WAITING, fromRow } from './delivery-rows.js';

type Db = () => Kysely<Schema>;

export async function waitingPages(
  db: Db,
  transmitterName: string,
  since: number,
): Promise<StoredDelivery[]> {
  const rows = await db()
    .selectFrom('deliveries')
    .selectAll()
    .where('transmitter_name', '=', transmitterName)
    .where('state', 'in', WAITING)
    .where('queued_at', '>=', since)
    .orderBy('queued_at')
    .orderBy('id')
    .execute();
  return rows.map(fromRow);
}

export async function pagesOfSource(
  db: Db,
  kind: ReceiptKind,
  sourceId: number,
): Promise<StoredDelivery[]> {
  const rows = await db()
    .selectFrom('deliveries')
    .selectAll()
    .where('kind', '=', kind)
    .where('source_id', '=', sourceId)
    .orderBy('transmitter_name')
    .orderBy('id')
    .execute();
  return rows.map(fromRow);
}

// Each transmitter's state once per source is all a receipt counts (summarizeDeliveries).
export async function statesOfKind(
  db: Db,
  kind: ReceiptKind,
): Promise<{ sourceId: number; transmitterName: string; state: DeliveryState }[]> {
  const rows = await db()
    .selectFrom('deliveries')
    .select(['source_id', 'transmitter_name', 'state'])
    .distinct()
    .where('kind', '=', kind)
    .execute();
  return rows.map((row) => ({
    sourceId: Number(row.source_id),
    transmitterName: row.transmitter_name,
    state: row.state,
  }));
}
