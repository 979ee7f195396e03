import type { Db } from '../db/database.js';

/** One node's transmitters at one sample; `time` in milliseconds since the epoch. */
export interface NodeHealthRow {
  /** The node's lower-case name. */
  node: string;
  time: number;
  transmittersOnline: number;
  transmittersTotal: number;
}

export interface NodeHealthSamplesTable {
  add(rows: readonly NodeHealthRow[]): void;
  /** Oldest first, the node's samples taken at or after `time`. */
  since(node: string, time: number): NodeHealthRow[];
  deleteBefore(time: number): void;
}

const COLUMNS = `node, time, transmitters_online AS transmittersOnline,
  transmitters_total AS transmittersTotal`;

/** Each node's transmitter counts over the last week, one row per node and sample. */
export function nodeHealthSamplesTable(db: Db): NodeHealthSamplesTable {
  const insert = db.prepare<[string, number, number, number]>(
    `INSERT OR REPLACE INTO node_health_samples
       (node, time, transmitters_online, transmitters_total) VALUES (?, ?, ?, ?)`,
  );
  const fromTime = db.prepare<[string, number], NodeHealthRow>(
    `SELECT ${COLUMNS} FROM node_health_samples WHERE node = ? AND time >= ? ORDER BY time`,
  );
  const removeOld = db.prepare<[number]>('DELETE FROM node_health_samples WHERE time < ?');
  const addAll = db.transaction((rows: readonly NodeHealthRow[]) => {
    for (const row of rows) {
      insert.run(row.node, row.time, row.transmittersOnline, row.transmittersTotal);
    }
  });
  return {
    add: (rows) => addAll(rows),
    since: (node, time) => fromTime.all(node, time),
    deleteBefore: (time) => void removeOld.run(time),
  };
}
