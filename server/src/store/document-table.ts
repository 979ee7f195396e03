import type { Db } from '../db/database.js';

/**
 * A table of JSON records keyed by their lower-case name: the one way every named entity is
 * stored. `listJson` hands out the stored text without parsing it, which keeps large lists fast.
 */
export interface DocumentTable<T extends { name: string }> {
  list(): T[];
  listJson(): string;
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

  return {
    list: () => all.all().map((row) => JSON.parse(row.doc) as T),
    listJson: () =>
      `[${all
        .all()
        .map((row) => row.doc)
        .join(',')}]`,
    get: (name) => {
      const row = one.get(name);
      return row ? (JSON.parse(row.doc) as T) : undefined;
    },
    has: (name) => one.get(name) !== undefined,
    put: (record) => void upsert.run(record.name, JSON.stringify(record)),
    delete: (name) => void remove.run(name),
    count: () => count.get()?.n ?? 0,
    names: () => new Set(names.all().map((row) => row.name)),
  };
}
