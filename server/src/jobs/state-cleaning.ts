import type { FastifyBaseLogger } from 'fastify';
import { removeExpired, removeOldDeliveries, type RetentionLimits } from '../domain/retention.js';
import type { Store } from '../store/store.js';

/** Milliseconds from `now` to the next midnight of the server's time zone. */
export function untilNextMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime() - now.getTime();
}

/**
 * Runs the state cleaning once a day at midnight, server time, as the Core's StateCleaningJob
 * does (contract §8.2), so calls, rubric content and delivery records do not pile up for ever. Returns a function
 * that stops it. The timer does not keep the process alive.
 */
export function scheduleStateCleaning(
  store: Store,
  limits: RetentionLimits,
  log: FastifyBaseLogger,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    timer = setTimeout(() => void run(), untilNextMidnight(new Date()));
    timer.unref();
  };
  const run = async () => {
    try {
      const removed = {
        ...(await removeExpired(store, limits)),
        deliveries: await removeOldDeliveries(store),
      };
      log.info(removed, 'state cleaning: removed expired calls, rubric content and receipts');
    } catch (error) {
      log.error(error, 'state cleaning failed');
    }
    plan();
  };
  plan();
  return () => clearTimeout(timer);
}
