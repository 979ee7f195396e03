import { LIMITS, type News } from '@dapnet/model';
import { countRows } from './count-rows.js';
import type { Executor } from './executor.js';

/** A rubric's ten content slots, index 0 = slot 1; null where a slot is empty. */
export type Slots = (News | null)[];

export interface NewsTable {
  slots(rubricName: string): Promise<Slots>;
  /** Every rubric's slots that hold content, keyed by rubric name. */
  allSlots(): Promise<Map<string, Slots>>;
  replaceSlots(rubricName: string, slots: Slots): Promise<void>;
  deleteRubric(rubricName: string): Promise<void>;
  count(): Promise<number>;
}

export function emptySlots(): Slots {
  return Array.from({ length: LIMITS.newsSlot.slots }, () => null);
}

export function newsTable(executor: Executor): NewsTable {
  const db = () => executor.db();
  const deleteRubric = async (rubricName: string) =>
    void (await db().deleteFrom('news').where('rubric_name', '=', rubricName).execute());

  return {
    slots: async (rubricName) => {
      const slots = emptySlots();
      const rows = await db()
        .selectFrom('news')
        .select(['slot', 'doc'])
        .where('rubric_name', '=', rubricName)
        .execute();
      for (const row of rows) slots[row.slot - 1] = JSON.parse(row.doc) as News;
      return slots;
    },
    allSlots: async () => {
      const result = new Map<string, Slots>();
      const rows = await db().selectFrom('news').select(['rubric_name', 'slot', 'doc']).execute();
      for (const row of rows) {
        const slots = result.get(row.rubric_name) ?? emptySlots();
        slots[row.slot - 1] = JSON.parse(row.doc) as News;
        result.set(row.rubric_name, slots);
      }
      return result;
    },
    replaceSlots: (rubricName, slots) =>
      executor.transaction(async () => {
        await deleteRubric(rubricName);
        const rows = slots.flatMap((item, index) =>
          item ? [{ rubric_name: rubricName, slot: index + 1, doc: JSON.stringify(item) }] : [],
        );
        if (rows.length > 0) await db().insertInto('news').values(rows).execute();
      }),
    deleteRubric,
    count: () => countRows(db(), 'news'),
  };
}
