import type { Executor } from './executor.js';

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
  add(row: HealthRow): Promise<void>;
  latest(): Promise<HealthRow | undefined>;
  /** Oldest first, the samples taken at or after `time`. */
  since(time: number): Promise<HealthRow[]>;
  deleteBefore(time: number): Promise<void>;
}

/** The network's health over the last week, one row per sample. */
export function healthSamplesTable(executor: Executor): HealthSamplesTable {
  const db = () => executor.db();
  const samples = () =>
    db()
      .selectFrom('health_samples')
      .select([
        'time',
        'transmitters_online as transmittersOnline',
        'transmitters_total as transmittersTotal',
        'calls_total as callsTotal',
        'calls',
      ]);
  return {
    add: async (row) => {
      const values = {
        time: row.time,
        transmitters_online: row.transmittersOnline,
        transmitters_total: row.transmittersTotal,
        calls_total: row.callsTotal,
        calls: row.calls,
      };
      await db()
        .insertInto('health_samples')
        .values(values)
        .onConflict((conflict) => conflict.column('time').doUpdateSet(values))
        .execute();
    },
    latest: () => samples().orderBy('time', 'desc').limit(1).executeTakeFirst(),
    since: (time) => samples().where('time', '>=', time).orderBy('time').execute(),
    deleteBefore: async (time) =>
      void (await db().deleteFrom('health_samples').where('time', '<', time).execute()),
  };
}
