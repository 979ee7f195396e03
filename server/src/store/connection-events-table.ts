import type { ConnectionEvent } from '@dapnet/model';
import type { Db } from '../db/database.js';

/** How many events each transmitter keeps. */
export const CONNECTION_HISTORY = 50;

export interface ConnectionEventsTable {
  /** Adds an event and drops that transmitter's events beyond the last 50. */
  add(transmitterName: string, event: ConnectionEvent): void;
  /** Newest first. */
  list(transmitterName: string): ConnectionEvent[];
  deleteFor(transmitterName: string): void;
}

/** The connection history of every transmitter, keyed by its lower-case name. */
export function connectionEventsTable(db: Db): ConnectionEventsTable {
  const insert = db.prepare<[string, string]>(
    'INSERT INTO connection_events (transmitter, doc) VALUES (?, ?)',
  );
  const prune = db.prepare<[string, string, number]>(
    `DELETE FROM connection_events WHERE transmitter = ? AND id <= (
       SELECT id FROM connection_events WHERE transmitter = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
  );
  const newestFirst = db.prepare<[string, number], { doc: string }>(
    'SELECT doc FROM connection_events WHERE transmitter = ? ORDER BY id DESC LIMIT ?',
  );
  const removeAll = db.prepare<[string]>('DELETE FROM connection_events WHERE transmitter = ?');

  return {
    add: (transmitterName, event) => {
      insert.run(transmitterName, JSON.stringify(event));
      prune.run(transmitterName, transmitterName, CONNECTION_HISTORY);
    },
    list: (transmitterName) =>
      newestFirst
        .all(transmitterName, CONNECTION_HISTORY)
        .map((row) => JSON.parse(row.doc) as ConnectionEvent),
    deleteFor: (transmitterName) => void removeAll.run(transmitterName),
  };
}
