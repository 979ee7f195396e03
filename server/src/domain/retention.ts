import type { Store } from '../store/store.js';

export interface RetentionLimits {
  /** Calls older than this many minutes are removed; 0 keeps them for ever. */
  callMinutes: number;
  /** Rubric content older than this many minutes leaves its slot; 0 keeps it for ever. */
  newsMinutes: number;
}

export interface Removed {
  calls: number;
  news: number;
}

const MINUTE_MS = 60_000;

/** True when `timestamp` is older than `minutes` before `now`; a timestamp that cannot be read is kept. */
function expired(timestamp: string, now: number, minutes: number): boolean {
  if (minutes <= 0) return false;
  const time = Date.parse(timestamp);
  return !Number.isNaN(time) && time < now - minutes * MINUTE_MS;
}

/**
 * The Core's state cleaning (contract §8.2): calls and rubric content older than the limits are
 * removed, in one transaction. Emptied content slots stay empty; the others keep their numbers.
 * The running totals of /stats are not touched.
 */
export function removeExpired(store: Store, limits: RetentionLimits, now = Date.now()): Removed {
  return store.transaction(() => {
    const removed: Removed = { calls: 0, news: 0 };
    for (const { id, call } of store.calls.list()) {
      if (expired(call.timestamp, now, limits.callMinutes)) {
        store.calls.delete(id);
        removed.calls += 1;
      }
    }
    for (const [rubricName, slots] of store.news.allSlots()) {
      const kept = slots.map((item) =>
        item && expired(item.timestamp, now, limits.newsMinutes) ? null : item,
      );
      const dropped = kept.filter((item) => item === null).length;
      const before = slots.filter((item) => item === null).length;
      if (dropped > before) {
        store.news.replaceSlots(rubricName, kept);
        removed.news += dropped - before;
      }
    }
    return removed;
  });
}
