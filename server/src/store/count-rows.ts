import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.js';

/** How many rows `table` holds. (PostgreSQL counts in BIGINT, which may arrive as text.) */
export async function countRows(db: Kysely<Schema>, table: keyof Schema): Promise<number> {
  const row = await db
    .selectFrom(table as 'nodes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
