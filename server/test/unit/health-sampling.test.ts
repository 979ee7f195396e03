import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { createStore, type Store } from '../../src/store/store.js';
import { HEALTH_SAMPLE_MS, scheduleHealthSampling } from '../../src/jobs/health-sampling.js';
import { networkHealth } from '../../src/routes/monitor/network-health.js';

const START = Date.parse('2026-11-24T00:00:00Z');
const log = { error: vi.fn() } as never;

let store: Store;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  store = createStore(openDatabase(':memory:'));
});

afterEach(() => {
  vi.useRealTimers();
  store.db.close();
});

const addTransmitter = (name: string, status: string) =>
  store.transmitters.put({ name, status } as never);

describe('health sampling', () => {
  it('samples every five minutes, not at start, counting calls between samples', () => {
    addTransmitter('tx1', 'ONLINE');
    addTransmitter('tx2', 'OFFLINE');
    const { stop } = scheduleHealthSampling(store, log);
    store.counters.increment('callsTotal', 3);
    addTransmitter('tx2', 'ONLINE');
    vi.advanceTimersByTime(HEALTH_SAMPLE_MS);
    store.counters.increment('callsTotal', 2);
    vi.advanceTimersByTime(HEALTH_SAMPLE_MS);
    stop();
    vi.advanceTimersByTime(10 * HEALTH_SAMPLE_MS);
    const rows = store.healthSamples.since(0);
    // The calls before the first sample count from the moment sampling began.
    expect(rows.map((row) => [row.time - START, row.transmittersOnline, row.calls])).toEqual([
      [HEALTH_SAMPLE_MS, 2, 3],
      [2 * HEALTH_SAMPLE_MS, 2, 2],
    ]);
    expect(rows.every((row) => row.transmittersTotal === 2)).toBe(true);
  });

  it('keeps a week of samples', () => {
    const { stop } = scheduleHealthSampling(store, log);
    vi.advanceTimersByTime(8 * 24 * 3_600_000);
    stop();
    const rows = store.healthSamples.since(0);
    expect(rows[0]!.time).toBeGreaterThanOrEqual(Date.now() - 7 * 24 * 3_600_000);
    expect(rows.length).toBe((7 * 24 * 60) / 5 + 1);
  });

  it('counts nothing when the call counter went back', () => {
    store.counters.set('callsTotal', 10);
    const { stop } = scheduleHealthSampling(store, log);
    store.counters.set('callsTotal', 4);
    vi.advanceTimersByTime(2 * HEALTH_SAMPLE_MS);
    stop();
    expect(store.healthSamples.since(0).map((row) => row.calls)).toEqual([0, 0]);
  });

  it('serves the asked-for hours and ends with the network now', () => {
    const { stop } = scheduleHealthSampling(store, log);
    vi.advanceTimersByTime(3 * 3_600_000);
    stop();
    addTransmitter('tx1', 'ONLINE');
    const { samples } = networkHealth(store, 1, Date.now());
    // 13 samples fall within the last hour (both ends included), then the current state.
    expect(samples).toHaveLength(14);
    expect(samples.at(-1)).toEqual({
      time: new Date(Date.now()).toISOString(),
      transmittersOnline: 1,
      transmittersTotal: 1,
      calls: 0,
    });
  });
});

describe('node health sampling', () => {
  const addNode = (name: string) => store.nodes.put({ name } as never);
  const addLinked = (name: string, status: string, nodeName: string | null) =>
    store.transmitters.put({ name, status, nodeName } as never);

  it("samples each node's online and total transmitters with the network, a week long", () => {
    addNode('Node1');
    addNode('node2');
    addLinked('tx1', 'ONLINE', 'node1');
    addLinked('tx2', 'OFFLINE', 'NODE1');
    addLinked('tx3', 'ONLINE', null);
    const { stop } = scheduleHealthSampling(store, log);
    vi.advanceTimersByTime(HEALTH_SAMPLE_MS);
    addLinked('tx2', 'ONLINE', 'node1');
    vi.advanceTimersByTime(HEALTH_SAMPLE_MS);
    const counts = (node: string) =>
      store.nodeHealthSamples
        .since(node, 0)
        .map((row) => [row.time - START, row.transmittersOnline, row.transmittersTotal]);
    expect(counts('node1')).toEqual([
      [HEALTH_SAMPLE_MS, 1, 2],
      [2 * HEALTH_SAMPLE_MS, 2, 2],
    ]);
    // A node without transmitters counts zero rather than nothing.
    expect(counts('node2')).toEqual([
      [HEALTH_SAMPLE_MS, 0, 0],
      [2 * HEALTH_SAMPLE_MS, 0, 0],
    ]);
    vi.advanceTimersByTime(8 * 24 * 3_600_000);
    stop();
    expect(store.nodeHealthSamples.since('node1', 0)[0]!.time).toBeGreaterThanOrEqual(
      Date.now() - 7 * 24 * 3_600_000,
    );
  });
});
