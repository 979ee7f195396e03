import type { Executor } from './executor.js';

/** One node's transmitters at one sample; `time` in milliseconds since the epoch. */
export interface NodeHealthRow {
  /** The node's lower-case name. */
  node: string;
  time: number;
  transmittersOnline: number;
  transmittersTotal: number;
}

export interface NodeHealthSamplesTable {
  add(rows: readonly NodeHealthRow[]): Promise<void>;
  /** Oldest first, the node's samples taken at or after `time`. */
  since(node: string, time: number): Promise<NodeHealthRow[]>;
  deleteBefore(time: number): Promise<void>;
}

/** Each node's transmitter counts over the last week, one row per node and sample. */
export function nodeHealthSamplesTable(executor: Executor): NodeHealthSamplesTable {
  const db = () => executor.db();
  return {
    add: async (rows) => {
      if (rows.length === 0) return;
      await db()
        .insertInto('node_health_samples')
        .values(
          rows.map((row) => ({
            node: row.node,
            time: row.time,
            transmitters_online: row.transmittersOnline,
            transmitters_total: row.transmittersTotal,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['node', 'time']).doUpdateSet((eb) => ({
            transmitters_online: eb.ref('excluded.transmitters_online'),
            transmitters_total: eb.ref('excluded.transmitters_total'),
          })),
        )
        .execute();
    },
    since: (node, time) =>
      db()
        .selectFrom('node_health_samples')
        .select([
          'node',
          'time',
          'transmitters_online as transmittersOnline',
          'transmitters_total as transmittersTotal',
        ])
        .where('node', '=', node)
        .where('time', '>=', time)
        .orderBy('time')
        .execute(),
    deleteBefore: async (time) =>
      void (await db().deleteFrom('node_health_samples').where('time', '<', time).execute()),
  };
}
