import type { Call } from '@dapnet/model';
import { sql } from 'kysely';
import type { JsonBody } from '../http/json-body.js';
import { countRows } from './count-rows.js';
import type { Executor } from './executor.js';
import { JsonCache } from './json-cache.js';

/** A stored call with its row id, which orders calls and identifies them for cascades. */
export interface StoredCall {
  id: number;
  call: Call;
}

/** The order of a list of calls: the Core's (oldest first), or newest first (an addition). */
export type CallOrder = 'oldest-first' | 'newest-first';

export interface CallsTable {
  listJson(ownerName?: string, order?: CallOrder): Promise<JsonBody>;
  list(): Promise<StoredCall[]>;
  /** Stores the call with its new id in its JSON; returns the call as stored. */
  add(call: Call): Promise<Call & { id: number }>;
  get(id: number): Promise<Call | undefined>;
  update(id: number, call: Call): Promise<void>;
  delete(id: number): Promise<void>;
  deleteByOwner(ownerName: string): Promise<void>;
  count(): Promise<number>;
  readonly cache: JsonCache;
}

/** Owners are compared without case (the Core's names are). */
const ownerIs = (ownerName: string) => sql<boolean>`lower(owner_name) = ${ownerName.toLowerCase()}`;

export function callsTable(executor: Executor): CallsTable {
  const db = () => executor.db();
  const cache = new JsonCache(executor);
  const write = (run: () => Promise<unknown>) => cache.clearAround(async () => void (await run()));

  return {
    cache,
    listJson: (ownerName, order = 'oldest-first') =>
      cache.get(`${order}:${ownerName === undefined ? '*' : ownerName.toLowerCase()}`, async () => {
        let query = db()
          .selectFrom('calls')
          .select('doc')
          .orderBy('id', order === 'newest-first' ? 'desc' : 'asc');
        if (ownerName !== undefined) query = query.where(ownerIs(ownerName));
        return `[${(await query.execute()).map((row) => row.doc).join(',')}]`;
      }),
    list: async () =>
      (await db().selectFrom('calls').select(['id', 'doc']).orderBy('id').execute()).map((row) => ({
        id: Number(row.id),
        call: JSON.parse(row.doc) as Call,
      })),
    // The row id is the call's id (the embedded server numbers calls; a real Core does not).
    add: (call) =>
      cache.clearAround(() =>
        executor.transaction(async () => {
          const { id } = await db()
            .insertInto('calls')
            .values({ owner_name: call.ownerName, doc: JSON.stringify(call) })
            .returning('id')
            .executeTakeFirstOrThrow();
          const stored = { ...call, id: Number(id) };
          await db()
            .updateTable('calls')
            .set({ doc: JSON.stringify(stored) })
            .where('id', '=', stored.id)
            .execute();
          return stored;
        }),
      ),
    get: async (id) => {
      const row = await db()
        .selectFrom('calls')
        .select('doc')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? (JSON.parse(row.doc) as Call) : undefined;
    },
    update: (id, call) =>
      write(() =>
        db()
          .updateTable('calls')
          .set({ doc: JSON.stringify({ ...call, id }) })
          .where('id', '=', id)
          .execute(),
      ),
    delete: (id) => write(() => db().deleteFrom('calls').where('id', '=', id).execute()),
    deleteByOwner: (ownerName) =>
      write(() => db().deleteFrom('calls').where(ownerIs(ownerName)).execute()),
    count: () => countRows(db(), 'calls'),
  };
}
