import type { Executor } from './executor.js';

/** The jobs that run once per network, whichever node's timer fires first. */
export type NetworkJob = 'stateCleaning' | 'healthSample';

export function networkJobsTable(executor: Executor) {
  const db = () => executor.db();
  return {
    /**
     * True for exactly one caller per job and slot (a midnight, a five-minute interval): the one
     * whose statement moved the job's last slot forward. Every other node, then or later, gets
     * false and skips the run.
     */
    claim: async (name: NetworkJob, slot: number): Promise<boolean> => {
      const result = await db()
        .insertInto('network_jobs')
        .values({ name, last_slot: slot })
        .onConflict((conflict) =>
          conflict
            .column('name')
            .doUpdateSet({ last_slot: slot })
            .where('network_jobs.last_slot', '<', slot),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
