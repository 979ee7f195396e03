import type { Call } from '@dapnet/model';
import type { Db } from '../db/database.js';
import type { JsonBody } from '../http/json-body.js';
import { JsonCache } from './json-cache.js';

/** A stored call with its row id, which orders calls and identifies them for cascades. */
export interface StoredCall {
  id: number;
  call: Call;
}

export interface CallsTable {
  listJson(ownerName?: string): JsonBody;
  list(): StoredCall[];
  /** Stores the call with its new id in its JSON; returns the call as stored. */
  add(call: Call): Call & { id: number };
  get(id: number): Call | undefined;
  update(id: number, call: Call): void;
  delete(id: number): void;
  deleteByOwner(ownerName: string): void;
  count(): number;
}

export function callsTable(db: Db): CallsTable {
  const all = db.prepare<[], { id: number; doc: string }>('SELECT id, doc FROM calls ORDER BY id');
  const byOwner = db.prepare<[string], { doc: string }>(
    'SELECT doc FROM calls WHERE owner_name = ? ORDER BY id',
  );
  const insert = db.prepare<[string, string]>('INSERT INTO calls (owner_name, doc) VALUES (?, ?)');
  const change = db.prepare<[string, number]>('UPDATE calls SET doc = ? WHERE id = ?');
  const one = db.prepare<[number], { doc: string }>('SELECT doc FROM calls WHERE id = ?');
  const remove = db.prepare<[number]>('DELETE FROM calls WHERE id = ?');
  const removeByOwner = db.prepare<[string]>('DELETE FROM calls WHERE owner_name = ?');
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM calls');

  const cache = new JsonCache(db);
  // Every write clears the remembered lists before it runs.
  const write =
    <A extends unknown[], R>(run: (...args: A) => R) =>
    (...args: A): R => {
      cache.clear();
      return run(...args);
    };

  return {
    listJson: (ownerName) =>
      cache.get(ownerName === undefined ? '' : `owner:${ownerName.toLowerCase()}`, () => {
        const rows = ownerName === undefined ? all.all() : byOwner.all(ownerName);
        return `[${rows.map((row) => row.doc).join(',')}]`;
      }),
    list: () => all.all().map((row) => ({ id: row.id, call: JSON.parse(row.doc) as Call })),
    // The row id is the call's id (the embedded server numbers calls; a real Core does not).
    add: db.transaction((call: Call) => {
      cache.clear();
      const id = Number(insert.run(call.ownerName, JSON.stringify(call)).lastInsertRowid);
      const stored = { ...call, id };
      change.run(JSON.stringify(stored), id);
      return stored;
    }),
    get: (id) => {
      const row = one.get(id);
      return row ? (JSON.parse(row.doc) as Call) : undefined;
    },
    update: write((id: number, call: Call) => change.run(JSON.stringify({ ...call, id }), id)),
    delete: write((id: number) => remove.run(id)),
    deleteByOwner: write((ownerName: string) => removeByOwner.run(ownerName)),
    count: () => count.get()?.n ?? 0,
  };
}
