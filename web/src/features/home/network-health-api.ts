import type { HealthSample, NetworkHealth } from '@dapnet/model';
import { queryOptions } from '@tanstack/react-query';
import { api, type ResponseSchema } from '../../lib/api-client';
import { getConfig } from '../../lib/config';
import { networkStatsQuery, type NetworkStats } from './home-api';

/** How far back the history goes, and how often the page reads it again while visible. */
export const HEALTH_HOURS = 24;
export const HEALTH_POLL_MS = 60_000;
/** The browser keeps at most a day of readings, one a minute. */
const SEEN_LIMIT = (HEALTH_HOURS * 3_600_000) / HEALTH_POLL_MS;

/** One reading: online and total transmitters, calls since the reading before. */
export type HealthPoint = Omit<HealthSample, 'time'> & { time: number };

const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** Checked by hand: the home page must not pull the schema library into its download. */
const healthShape: ResponseSchema<HealthPoint[]> = {
  safeParse(value) {
    const samples = (value as Partial<NetworkHealth> | undefined)?.samples;
    if (!Array.isArray(samples)) return { success: false };
    const points = samples.map((sample: Partial<HealthSample>) => ({
      time: Date.parse(String(sample.time)),
      transmittersOnline: sample.transmittersOnline,
      transmittersTotal: sample.transmittersTotal,
      calls: sample.calls,
    }));
    const valid = points.every((point) => Object.values(point).every(isCount));
    return valid ? { success: true, data: points as HealthPoint[] } : { success: false };
  },
};

/** The embedded server's recorded history (`{monitorUrl}/health`); off without a monitorUrl. */
export function serverHealthQuery() {
  const baseUrl = getConfig().monitorUrl;
  return queryOptions({
    queryKey: ['monitor', 'health', HEALTH_HOURS],
    queryFn: ({ signal }) =>
      api.get(`health?hours=${HEALTH_HOURS}`, { signal, baseUrl, schema: healthShape }),
    enabled: baseUrl !== '',
    refetchInterval: HEALTH_POLL_MS,
    // A real Core answers 404: then the page keeps its own readings instead.
    retry: false,
  });
}

/** GET stats read gently (once a minute while visible), for a server that keeps no history. */
export function seenStatsQuery(enabled: boolean) {
  return { ...networkStatsQuery, refetchInterval: HEALTH_POLL_MS, enabled };
}

/**
 * Adds a reading of GET stats to what the page has seen, once per reading time. Calls are the
 * growth of the lifetime counter since the previous reading (none for the first, or when the
 * counter went back). Keeps the newest day.
 */
export function appendReading(
  seen: readonly HealthPoint[],
  stats: Pick<NetworkStats, 'transmittersOnline' | 'transmittersTotal' | 'callsTotal'>,
  time: number,
  callsTotalBefore: number | undefined,
): HealthPoint[] {
  if (seen.at(-1)?.time === time) return [...seen];
  const calls =
    callsTotalBefore === undefined ? 0 : Math.max(0, stats.callsTotal - callsTotalBefore);
  const point = {
    time,
    transmittersOnline: stats.transmittersOnline,
    transmittersTotal: stats.transmittersTotal,
    calls,
  };
  return [...seen, point].slice(-SEEN_LIMIT);
}

/** What this tab has read of GET stats since it was opened, kept while the app runs. */
const seenReadings = { points: [] as HealthPoint[], callsTotal: undefined as number | undefined };

/** Records a reading (idempotent per time) and answers everything seen so far. */
export function recordReading(stats: NetworkStats | undefined, time: number): HealthPoint[] {
  if (stats && seenReadings.points.at(-1)?.time !== time) {
    seenReadings.points = appendReading(seenReadings.points, stats, time, seenReadings.callsTotal);
    seenReadings.callsTotal = stats.callsTotal;
  }
  return seenReadings.points;
}
