/**
 * The delivery records (deliveries-table.ts) as rows of the `deliveries` table and back, and the
 * orders and sets their queries share.
 */
import type { ReceiptKind } from '@dapnet/model';
import type { Insertable, Selectable } from 'kysely';
import type { Schema } from '../db/schema.js';
import type { NewDelivery, Source, StoredDelivery } from './deliveries-table.js';

/** A stored row, with the columns as the schema declares them. */
type Row = Selectable<Schema['deliveries']>;

export const fromRow = (row: Row): StoredDelivery => ({
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

export const toRow = (page: NewDelivery): Insertable<Schema['deliveries']> => ({
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
});

/** The states in which a page still waits for its transmitter. */
export const WAITING = ['queued', 'sent'] as const;

/** The Core's queue order for pages read back: oldest first, then as they were written. */
export const inQueueOrder = (a: StoredDelivery, b: StoredDelivery) =>
  a.queuedAt - b.queuedAt || a.id - b.id;

/** Each source of these rows once. */
export function distinctSources(rows: { kind: ReceiptKind; source_id: number }[]): Source[] {
  const seen = new Map<string, Source>();
  for (const row of rows) {
    const sourceId = Number(row.source_id);
    seen.set(`${row.kind}:${sourceId}`, { kind: row.kind, sourceId });
  }
  return [...seen.values()];
}
