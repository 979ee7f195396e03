import type { Executor } from './executor.js';

/**
 * Lifetime counters of the Core's stats (callsTotal, newsTotal), and `newsIds`, which numbers
 * rubric content (its `id`) as the row id numbers calls.
 */
export type CounterName = 'callsTotal' | 'newsTotal' | 'newsIds';

export function countersTable(executor: Executor) {
  const db = () => executor.db();
  return {
    get: async (name: CounterName) =>
      Number(
        (
          await db()
            .selectFrom('counters')
            .select('value')
            .where('name', '=', name)
            .executeTakeFirst()
        )?.value ?? 0,
      ),
    increment: async (name: CounterName, by = 1) =>
      void (await db()
        .insertInto('counters')
        .values({ name, value: by })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet((eb) => ({ value: eb('counters.value', '+', by) })),
        )
        .execute()),
    /** Raises the counter by one and answers the new value, in one statement. */
    next: async (name: CounterName) =>
      Number(
        (
          await db()
            .insertInto('counters')
            .values({ name, value: 1 })
            .onConflict((conflict) =>
              conflict
                .column('name')
                .doUpdateSet((eb) => ({ value: eb('counters.value', '+', 1) })),
            )
            .returning('value')
            .executeTakeFirstOrThrow()
        ).value,
      ),
    set: async (name: CounterName, value: number) =>
      void (await db()
        .insertInto('counters')
        .values({ name, value })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ value }))
        .execute()),
  };
}
