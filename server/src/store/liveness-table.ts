import type { Executor } from './executor.js';

/**
 * The health check's own row: a real write and a read of it back, in one transaction of their
 * own, so a database that became read-only, full or unreachable fails the check, not only a
 * closed one. In one transaction, the nodes of a network that check at the same moment each read
 * their own write (the row stays locked until the commit).
 */
export interface LivenessTable {
  /** Writes `now` and reads it back; throws what the database throws. */
  check(now: number): Promise<void>;
}

export function livenessTable(executor: Executor): LivenessTable {
  const db = () => executor.db();
  return {
    check: (now) =>
      executor.transaction(async () => {
        await db()
          .insertInto('liveness')
          .values({ id: 1, checked_at: now })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ checked_at: now }))
          .execute();
        const stored = (
          await db()
            .selectFrom('liveness')
            .select('checked_at')
            .where('id', '=', 1)
            .executeTakeFirst()
        )?.checked_at;
        if (Number(stored) !== now) throw new Error(`wrote ${now} but read ${String(stored)} back`);
      }),
  };
}
