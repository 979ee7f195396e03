import type { Call } from '@dapnet/model';
import type { Db } from '../db/database.js';

/** A stored call with its row id, which orders calls and identifies them for cascades. */
export interface StoredCall {
  id: number;
  call: Call;
}

export interface CallsTable {
  listJson(ownerName?: string): string;
  list(): StoredCall[];
  add(call: Call): void;
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
  const remove = db.prepare<[number]>('DELETE FROM calls WHERE id = ?');
  const removeByOwner = db.prepare<[string]>('DELETE FROM calls WHERE owner_name = ?');
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM calls');

  return {
    listJson: (ownerName) => {
      const rows = ownerName === undefined ? all.all() : byOwner.all(ownerName);
      return `[${rows.map((row) => row.doc).join(',')}]`;
    },
    list: () => all.all().map((row) => ({ id: row.id, call: JSON.parse(row.doc) as Call })),
    add: (call) => void insert.run(call.ownerName, JSON.stringify(call)),
    update: (id, call) => void change.run(JSON.stringify(call), id),
    delete: (id) => void remove.run(id),
    deleteByOwner: (ownerName) => void removeByOwner.run(ownerName),
    count: () => count.get()?.n ?? 0,
  };
}
