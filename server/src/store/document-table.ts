import type { JsonBody } from '../http/json-body.js';
import type { DocumentTableName } from '../db/schema.js';
import { countRows } from './count-rows.js';
import type { Executor } from './executor.js';
import { JsonCache } from './json-cache.js';

/**
 * A table of JSON records keyed by their lower-case name: the one way every named entity is
 * stored. `listJson` hands out the stored text without parsing it, ready to send, which keeps large
 * lists fast.
 */
export interface DocumentTable<T extends { name: string }> {
  list(): Promise<T[]>;
  listJson(): Promise<JsonBody>;
  /** The list as JSON after `view` is applied to every record; remembered under `key`. */
  listViewJson<V>(key: string, view: (record: T) => V): Promise<JsonBody>;
  get(name: string): Promise<T | undefined>;
  /**
   * Like `get`, inside a transaction that will `put` the record back: no other node can change it
   * in between (its row is locked until the commit), so a change worked out from it loses nothing.
   */
  getForUpdate(name: string): Promise<T | undefined>;
  /** `getForUpdate` for many records at once, in name order (the order every writer locks in). */
  getManyForUpdate(names: readonly string[]): Promise<T[]>;
  has(name: string): Promise<boolean>;
  put(record: T): Promise<void>;
  /** `put` for many records, in a few statements. */
  putMany(records: readonly T[]): Promise<void>;
  delete(name: string): Promise<void>;
  count(): Promise<number>;
  /** Lower-case names of every record, for existence checks of reference lists. */
  names(): Promise<Set<string>>;
  /** The remembered lists; the store clears them when another node changed the table. */
  readonly cache: JsonCache;
}

export function documentTable<T extends { name: string }>(
  executor: Executor,
  // Every document table has the same two columns; one name stands for all in the types.
  table: Exclude<DocumentTableName, 'users'> | 'users',
): DocumentTable<T> {
  const name = table as 'nodes';
  const db = () => executor.db();
  const docs = async () =>
    (await db().selectFrom(name).select('doc').orderBy('name').execute()).map((row) => row.doc);
  const one = async (key: string, lock = false) => {
    // No stored name holds a NUL (the name rules refuse it), and PostgreSQL cannot even compare it.
    if (key.includes('\u0000')) return undefined;
    const query = db().selectFrom(name).select('doc').where('name', '=', key);
    return (await (lock && executor.locksRows ? query.forUpdate() : query).executeTakeFirst())?.doc;
  };
  const parsed = (doc: string | undefined) =>
    doc === undefined ? undefined : (JSON.parse(doc) as T);

  const cache = new JsonCache(executor);
  /** Names or records per statement: well below both engines' limits on bound values. */
  const CHUNK = 500;
  const chunks = <V>(values: readonly V[]) =>
    Array.from({ length: Math.ceil(values.length / CHUNK) }, (_, index) =>
      values.slice(index * CHUNK, (index + 1) * CHUNK),
    );
  const list = async () => (await docs()).map((doc) => JSON.parse(doc) as T);

  return {
    cache,
    list,
    listJson: () => cache.get('', async () => `[${(await docs()).join(',')}]`),
    listViewJson: (key, view) =>
      cache.get(key, async () => JSON.stringify((await list()).map(view))),
    get: async (key) => parsed(await one(key)),
    getForUpdate: async (key) => parsed(await one(key, true)),
    getManyForUpdate: async (keys) => {
      const found: T[] = [];
      for (const part of chunks([...keys].sort())) {
        const query = db().selectFrom(name).select('doc').where('name', 'in', part).orderBy('name');
        const rows = await (executor.locksRows ? query.forUpdate() : query).execute();
        found.push(...rows.map((row) => JSON.parse(row.doc) as T));
      }
      return found;
    },
    has: async (key) => (await one(key)) !== undefined,
    put: (record) =>
      cache.clearAround(async () => {
        const doc = JSON.stringify(record);
        await db()
          .insertInto(name)
          .values({ name: record.name, doc })
          .onConflict((conflict) => conflict.column('name').doUpdateSet({ doc }))
          .execute();
      }),
    putMany: (records) =>
      cache.clearAround(async () => {
        for (const part of chunks(records)) {
          await db()
            .insertInto(name)
            .values(part.map((record) => ({ name: record.name, doc: JSON.stringify(record) })))
            .onConflict((conflict) =>
              conflict.column('name').doUpdateSet((eb) => ({ doc: eb.ref('excluded.doc') })),
            )
            .execute();
        }
      }),
    delete: (key) =>
      cache.clearAround(async () => {
        await db().deleteFrom(name).where('name', '=', key).execute();
      }),
    count: () => countRows(db(), name),
    names: async () =>
      new Set((await db().selectFrom(name).select('name').execute()).map((row) => row.name)),
  };
}
