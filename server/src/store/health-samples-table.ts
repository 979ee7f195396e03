import type { Db } from '../db/database.js';

/** One stored sample; `time` in milliseconds since the epoch. */
export interface HealthRow {
  time: number;
  transmittersOnline: number;
  transmittersTotal: number;
  /** The lifetime call counter when sampled, so the next sample can tell the calls between. */
  callsTotal: number;
  calls: number;
}

export interface HealthSamplesTable {
  add(row: HealthRow): void;
  latest(): HealthRow | undefined;
  /** Oldest first, the samples taken at or after `time`. */
  since(time: number): HealthRow[];
  deleteBefore(time: number): void;
}

const COLUMNS = `time, transmitters_online AS transmittersOnline,
  transmitters_total AS transmittersTotal, calls_total AS callsTotal, calls`;

/** The network's health over the last week, one row per sample. */
export function healthSamplesTable(db: Db): HealthSamplesTable {
  const insert = db.prepare<[number, number, number, number, number]>(
    `INSERT OR REPLACE INTO health_samples
       (time, transmitters_online, transmitters_total, calls_total, calls) VALUES (?, ?, ?, ?, ?)`,
  );
  const newest = db.prepare<[], HealthRow>(
    `SELECT ${COLUMNS} FROM health_samples ORDER BY time DESC LIMIT 1`,
  );
  const fromTime = db.prepare<[number], HealthRow>(
    `SELECT ${COLUMNS} FROM health_samples WHERE time >= ? ORDER BY time`,
  );
  const removeOld = db.prepare<[number]>('DELETE FROM health_samples WHERE time < ?');
  return {
    add: (row) =>
      void insert.run(
        row.time,
        row.transmittersOnline,
        row.transmittersTotal,
        row.callsTotal,
        row.calls,
      ),
    latest: () => newest.get(),
    since: (time) => fromTime.all(time),
    deleteBefore: (time) => void removeOld.run(time),
  };
}
