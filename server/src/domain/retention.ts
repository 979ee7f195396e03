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

/**
 * Whether a timestamp is older than `minutes` before `now`; a timestamp that cannot be read is
 * kept. Null when the limit is 0: nothing of that kind expires.
 */
function expiryCheck(now: number, minutes: number): ((timestamp: string) => boolean) | null {
  if (minutes <= 0) return null;
  const cutoff = now - minutes * MINUTE_MS;
  return (timestamp) => {
    const time = Date.parse(timestamp);
    return !Number.isNaN(time) && time < cutoff;
  };
}

/**
 * The Core's state cleaning (contract §8.2): calls and rubric content older than the limits are
 * removed, in one transaction. Emptied content slots stay empty; the others keep their numbers.
 * The running totals of /stats are not touched.
 */
export async function removeExpired(
  store: Store,
  limits: RetentionLimits,
  now = Date.now(),
): Promise<Removed> {
  const callExpired = expiryCheck(now, limits.callMinutes);
  const newsExpired = expiryCheck(now, limits.newsMinutes);
  return store.transaction(async () => ({
    calls: callExpired ? await removeCalls(store, callExpired) : 0,
    news: newsExpired ? await removeNews(store, newsExpired) : 0,
  }));
}

async function removeCalls(store: Store, expired: (timestamp: string) => boolean): Promise<number> {
  let removed = 0;
  for (const { id, call } of await store.calls.list()) {
    if (!expired(call.timestamp)) continue;
    await store.calls.delete(id);
    removed += 1;
  }
  return removed;
}

async function removeNews(store: Store, expired: (timestamp: string) => boolean): Promise<number> {
  let removed = 0;
  for (const [rubricName, slots] of await store.news.allSlots()) {
    const old = slots.filter((item) => item !== null && expired(item.timestamp));
    if (old.length === 0) continue;
    await store.news.replaceSlots(
      rubricName,
      slots.map((item) => (item && old.includes(item) ? null : item)),
    );
    removed += old.length;
  }
  return removed;
}

/**
 * Delivery records (receipts) are kept a week, whatever the calls' limit: long enough to answer
 * "did my page of last weekend go out?", short enough that a busy network's table (one row per
 * page per transmitter) stays small. A deleted call takes its records at once (migration 007).
 */
export const DELIVERY_RETENTION_DAYS = 7;

/** Removes delivery records older than the retention; returns how many. */
export function removeOldDeliveries(store: Store, now = Date.now()): Promise<number> {
  return store.deliveries.deleteOlderThan(now - DELIVERY_RETENTION_DAYS * 24 * 60 * MINUTE_MS);
}
