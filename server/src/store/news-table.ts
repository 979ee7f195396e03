import { LIMITS, type News } from '@dapnet/model';
import type { Db } from '../db/database.js';

/** A rubric's ten content slots, index 0 = slot 1; null where a slot is empty. */
export type Slots = (News | null)[];

export interface NewsTable {
  slots(rubricName: string): Slots;
  /** Every rubric's slots that hold content, keyed by rubric name. */
  allSlots(): Map<string, Slots>;
  replaceSlots(rubricName: string, slots: Slots): void;
  deleteRubric(rubricName: string): void;
  count(): number;
}

export function emptySlots(): Slots {
  return Array.from({ length: LIMITS.newsSlot.slots }, () => null);
}

export function newsTable(db: Db): NewsTable {
  const ofRubric = db.prepare<[string], { slot: number; doc: string }>(
    'SELECT slot, doc FROM news WHERE rubric_name = ?',
  );
  const all = db.prepare<[], { rubric_name: string; slot: number; doc: string }>(
    'SELECT rubric_name, slot, doc FROM news',
  );
  const insert = db.prepare<[string, number, string]>(
    'INSERT INTO news (rubric_name, slot, doc) VALUES (?, ?, ?)',
  );
  const removeRubric = db.prepare<[string]>('DELETE FROM news WHERE rubric_name = ?');
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM news');

  const deleteRubric = (rubricName: string) => void removeRubric.run(rubricName);

  return {
    slots: (rubricName) => {
      const slots = emptySlots();
      for (const row of ofRubric.all(rubricName)) slots[row.slot - 1] = JSON.parse(row.doc) as News;
      return slots;
    },
    allSlots: () => {
      const result = new Map<string, Slots>();
      for (const row of all.all()) {
        const slots = result.get(row.rubric_name) ?? emptySlots();
        slots[row.slot - 1] = JSON.parse(row.doc) as News;
        result.set(row.rubric_name, slots);
      }
      return result;
    },
    replaceSlots: (rubricName, slots) => {
      deleteRubric(rubricName);
      slots.forEach((item, index) => {
        if (item) insert.run(rubricName, index + 1, JSON.stringify(item));
      });
    },
    deleteRubric,
    count: () => count.get()?.n ?? 0,
  };
}
