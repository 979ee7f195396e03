import { LIMITS, type News } from '@dapnet/model';

/** One of a rubric's slots on the board: its number (1-10) and what is in it, if anything. */
export interface BoardSlot {
  number: number;
  news: News | null;
}

/** The place chosen for new text: 0 puts it at the top (the Core's "choose automatically"). */
export const TOP = 0;

/**
 * A rubric's slots as GET /news?rubricName= gives them (ten entries, null for an empty one),
 * always as exactly ten slots numbered 1 to 10: a shorter answer leaves the rest empty, a longer
 * one is cut, so the board never shows a slot the pagers do not have.
 */
export function boardSlots(list: readonly (News | null | undefined)[] | undefined): BoardSlot[] {
  return Array.from({ length: LIMITS.newsSlot.slots }, (_, index) => ({
    number: index + 1,
    news: list?.[index] ?? null,
  }));
}

/** The text that drops off the board when new text goes to the top: slot 10's, if filled. */
export function fallsOff(slots: readonly BoardSlot[]): News | null {
  return slots[LIMITS.newsSlot.slots - 1]?.news ?? null;
}

/** What a slot holds now, when the new text would replace it (the top replaces nothing). */
export function replaced(slots: readonly BoardSlot[], place: number): News | null {
  if (place === TOP) return null;
  return slots.find((slot) => slot.number === place)?.news ?? null;
}
