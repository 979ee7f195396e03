import { LIMITS, type News } from '@dapnet/model';
import type { Slots } from '../store/news-table.js';

/**
 * Puts rubric content into a rubric's ten slots (contract section 8.1). Number 1-10 replaces that
 * slot. Number 0 ("choose automatically") inserts at slot 1: the others move down one slot, their
 * numbers go up by one, and the content of slot 10 falls off.
 */
export function placeNews(slots: Slots, item: News): Slots {
  if (item.number > 0) {
    return slots.map((current, index) => (index === item.number - 1 ? item : current));
  }
  const shifted = slots
    .slice(0, LIMITS.newsSlot.slots - 1)
    .map((current) => (current ? { ...current, number: current.number + 1 } : null));
  return [{ ...item, number: 1 }, ...shifted];
}
