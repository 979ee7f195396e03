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
 * The clean-up of the midnight `midnight` (milliseconds since the epoch); on a network of nodes
 * only the first node to get there runs it (the others find that midnight's run claimed and skip
 * it). Answers whether it ran.
 */
export async function cleanStateOnce(
  store: Store,
  limits: RetentionLimits,
  log: FastifyBaseLogger,
  midnight: number,
): Promise<boolean> {
  if (!(await store.networkJobs.claim('stateCleaning', midnight))) return false;
  const removed = {
    ...(await removeExpired(store, limits)),
    deliveries: await removeOldDeliveries(store),
  };
  log.info(removed, 'state cleaning: removed expired calls, rubric content and receipts');
  return true;
}

/**
 * Runs the state cleaning once a day at midnight, server time, as the Core's StateCleaningJob
 * does (contract §8.2), so calls, rubric content and delivery records do not pile up for ever;
 * once per network, by whichever node comes first. Returns a function that stops it. The timer
 * does not keep the process alive.
 */
export function scheduleStateCleaning(
  store: Store,
  limits: RetentionLimits,
  log: FastifyBaseLogger,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    const wait = untilNextMidnight(new Date());
    // The midnight as planned: a timer that fires a moment early still cleans for it.
    const midnight = Date.now() + wait;
    timer = setTimeout(() => void run(midnight), wait);
    timer.unref();
  };
  const run = async (midnight: number) => {
    try {
      await cleanStateOnce(store, limits, log, midnight);
    } catch (error) {
      log.error(error, 'state cleaning failed');
    }
    plan();
  };
  plan();
  return () => clearTimeout(timer);
}
