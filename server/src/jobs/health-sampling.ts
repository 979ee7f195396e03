import type { FastifyBaseLogger } from 'fastify';
import { HEALTH_KEPT_HOURS, HEALTH_SAMPLE_MINUTES, type HealthSample } from '@dapnet/model';
import { normalizeName } from '@dapnet/model';
import type { HealthRow } from '../store/health-samples-table.js';
import type { NodeHealthRow } from '../store/node-health-samples-table.js';
import type { Store } from '../store/store.js';

export const HEALTH_SAMPLE_MS = HEALTH_SAMPLE_MINUTES * 60_000;
const KEPT_MS = HEALTH_KEPT_HOURS * 3_600_000;

/**
 * The network as it is at `now`. `calls` counts the calls since `previous` by the lifetime call
 * counter; without a previous sample, or when the counter went back (a restored database),
 * nothing is counted rather than a wrong figure.
 */
export async function measureHealth(
  store: Store,
  now: number,
  previous?: HealthRow,
): Promise<HealthRow> {
  const transmitters = await store.transmitters.list();
  const callsTotal = await store.counters.get('callsTotal');
  return {
    time: now,
    transmittersOnline: transmitters.filter((transmitter) => transmitter.status === 'ONLINE')
      .length,
    transmittersTotal: transmitters.length,
    callsTotal,
    calls: previous ? Math.max(0, callsTotal - previous.callsTotal) : 0,
  };
}

/**
 * Each stored node's transmitters at `now`: those whose `nodeName` is the node, and how many of
 * them are online. A node without any counts zero, so its chart shows that it lost them all.
 */
export async function measureNodeHealth(store: Store, now: number): Promise<NodeHealthRow[]> {
  const counts = new Map<string, { online: number; total: number }>(
    (await store.nodes.list()).map((node) => [normalizeName(node.name), { online: 0, total: 0 }]),
  );
  for (const transmitter of await store.transmitters.list()) {
    const count = counts.get(normalizeName(transmitter.nodeName ?? ''));
    if (!count) continue;
    count.total += 1;
    if (transmitter.status === 'ONLINE') count.online += 1;
  }
  return [...counts].map(([node, { online, total }]) => ({
    node,
    time: now,
    transmittersOnline: online,
    transmittersTotal: total,
  }));
}

/**
 * Stores one sample (the network's and each node's) and forgets those older than a week, unless
 * another node of the network stored this interval's already. `baseline` counts the calls when no
 * sample is stored yet (a new database): the state when sampling began.
 */
export async function takeHealthSample(
  store: Store,
  now: number,
  baseline?: HealthRow,
): Promise<HealthRow> {
  const row = await measureHealth(store, now, (await store.healthSamples.latest()) ?? baseline);
  const nodeRows = await measureNodeHealth(store, now);
  await store.transaction(async () => {
    // One sample per interval for the whole network, by whichever node's timer fires first.
    if (!(await store.networkJobs.claim('healthSample', Math.floor(now / HEALTH_SAMPLE_MS))))
      return;
    await store.healthSamples.add(row);
    await store.healthSamples.deleteBefore(now - KEPT_MS);
    await store.nodeHealthSamples.add(nodeRows);
    await store.nodeHealthSamples.deleteBefore(now - KEPT_MS);
  });
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
 * Samples the network every five minutes, so the history charts cost one small row per interval.
 * Not at start: the transmitters are all set OFFLINE then and reconnect over the next seconds, so
 * a start sample would put a false drop to 0 into the history after every restart (the history's
 * newest point, the network now, is added when it is served). Returns a function that stops it
 * and the state when sampling began, from which calls count until the first sample is stored.
 * The timer does not keep the process alive.
 */
export async function scheduleHealthSampling(
  store: Store,
  log: FastifyBaseLogger,
  clock: () => number = Date.now,
): Promise<{ stop: () => void; baseline: HealthRow | undefined }> {
  // A database that is away at start leaves no baseline: the first sample then counts no calls.
  const baseline = await measureHealth(store, clock()).catch(() => undefined);
  const sample = async () => {
    try {
      await takeHealthSample(store, clock(), baseline);
    } catch (error) {
      log.error(error, 'health sampling failed');
    }
  };
  const timer = setInterval(() => void sample(), HEALTH_SAMPLE_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), baseline };
}
