import type { Db } from '../db/database.js';

/**
 * The health check's own row: a real write (in its own transaction) and a read of it back, so a
 * database that became read-only, full or unreachable fails the check, not only a closed one.
 */
export interface LivenessTable {
  /** Writes `now` and reads it back; throws what SQLite throws. */
  check(now: number): void;
}

export function livenessTable(db: Db): LivenessTable {
  const write = db.prepare<[number]>(
    'INSERT INTO liveness (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
  );
  const read = db.prepare<[], { checked_at: number }>(
    'SELECT checked_at FROM liveness WHERE id = 1',
  );
  return {
    check(now) {
      write.run(now);
      const stored = read.get()?.checked_at;
      if (stored !== now) throw new Error(`wrote ${now} but read ${String(stored)} back`);
    },
  };
}
