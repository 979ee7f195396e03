import type { Db } from '../db/database.js';
import type { JsonBody } from '../http/json-body.js';
import { JsonCache } from './json-cache.js';

/**
 * A table of JSON records keyed by their lower-case name: the one way every named entity is
 * stored. `listJson` hands out the stored text without parsing it, ready to send, which keeps large
 * lists fast.
 */
export interface DocumentTable<T extends { name: string }> {
  list(): T[];
  listJson(): JsonBody;
  /** The list as JSON after `view` is applied to every record; remembered under `key`. */
  listViewJson<V>(key: string, view: (record: T) => V): JsonBody;
  get(name: string): T | undefined;
  has(name: string): boolean;
  put(record: T): void;
  delete(name: string): void;
  count(): number;
  /** Lower-case names of every record, for existence checks of reference lists. */
  names(): Set<string>;
}

export function documentTable<T extends { name: string }>(db: Db, table: string): DocumentTable<T> {
  const all = db.prepare<[], { doc: string }>(`SELECT doc FROM ${table} ORDER BY name`);
  const one = db.prepare<[string], { doc: string }>(`SELECT doc FROM ${table} WHERE name = ?`);
  const upsert = db.prepare<[string, string]>(
    `INSERT INTO ${table} (name, doc) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET doc = excluded.doc`,
  );
  const remove = db.prepare<[string]>(`DELETE FROM ${table} WHERE name = ?`);
  const count = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`);
  const names = db.prepare<[], { name: string }>(`SELECT name FROM ${table}`);

  const cache = new JsonCache(db);
  const list = () => all.all().map((row) => JSON.parse(row.doc) as T);
  const joinDocs = () =>
    `[${all
      .all()
      .map((row) => row.doc)
      .join(',')}]`;

  return {
    list,
    listJson: () => cache.get('', joinDocs),
    listViewJson: (key, view) => cache.get(key, () => JSON.stringify(list().map(view))),
    get: (name) => {
      const row = one.get(name);
      return row ? (JSON.parse(row.doc) as T) : undefined;
    },
    has: (name) => one.get(name) !== undefined,
    put: (record) => {
      cache.clear();
      upsert.run(record.name, JSON.stringify(record));
    },
    delete: (name) => {
      cache.clear();
      remove.run(name);
    },
    count: () => count.get()?.n ?? 0,
    names: () => new Set(names.all().map((row) => row.name)),
  };
}
