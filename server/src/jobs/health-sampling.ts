import type { FastifyBaseLogger } from 'fastify';
import { HEALTH_KEPT_HOURS, HEALTH_SAMPLE_MINUTES, type HealthSample } from '@dapnet/model';
import type { HealthRow } from '../store/health-samples-table.js';
import type { Store } from '../store/store.js';

export const HEALTH_SAMPLE_MS = HEALTH_SAMPLE_MINUTES * 60_000;
const KEPT_MS = HEALTH_KEPT_HOURS * 3_600_000;

/**
 * The network as it is at `now`. `calls` counts the calls since `previous` by the lifetime call
 * counter; without a previous sample, or when the counter went back (a restored database),
 * nothing is counted rather than a wrong figure.
 */
export function measureHealth(store: Store, now: number, previous?: HealthRow): HealthRow {
  const transmitters = store.transmitters.list();
  const callsTotal = store.counters.get('callsTotal');
  return {
    time: now,
    transmittersOnline: transmitters.filter((transmitter) => transmitter.status === 'ONLINE')
      .length,
    transmittersTotal: transmitters.length,
    callsTotal,
    calls: previous ? Math.max(0, callsTotal - previous.callsTotal) : 0,
  };
}

/** Stores one sample and forgets those older than a week. */
export function takeHealthSample(store: Store, now: number): HealthRow {
  const row = measureHealth(store, now, store.healthSamples.latest());
  store.healthSamples.add(row);
  store.healthSamples.deleteBefore(now - KEPT_MS);
  return row;
}

export function toHealthSample({ time, transmittersOnline, transmittersTotal, calls }: HealthRow) {
  return {
    time: new Date(time).toISOString(),
    transmittersOnline,
    transmittersTotal,
    calls,
  } satisfies HealthSample;
}

/**
 * Samples the network at start and every five minutes, so the history charts cost one small row
 * per interval. Returns a function that stops it. The timer does not keep the process alive.
 */
export function scheduleHealthSampling(
  store: Store,
  log: FastifyBaseLogger,
  clock: () => number = Date.now,
): () => void {
  const sample = () => {
    try {
      takeHealthSample(store, clock());
    } catch (error) {
      log.error(error, 'health sampling failed');
    }
  };
  sample();
  const timer = setInterval(sample, HEALTH_SAMPLE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
