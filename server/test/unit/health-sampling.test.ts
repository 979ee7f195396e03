import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { createStore, type Store } from '../../src/store/store.js';
import { HEALTH_SAMPLE_MS, scheduleHealthSampling } from '../../src/jobs/health-sampling.js';
import { networkHealth } from '../../src/routes/monitor/network-health.js';

const START = Date.parse('2026-11-24T00:00:00Z');
const log = { error: vi.fn() } as never;

let store: Store;

beforeEach(async () => {
  vi.useFakeTimers({ now: START });
  store = createStore(await openDatabase(':memory:'));
});

afterEach(async () => {
  vi.useRealTimers();
  await store.close();
});

const addTransmitter = (name: string, status: string) =>
  store.transmitters.put({ name, status } as never);

describe('health sampling', () => {
  it('samples every five minutes, not at start, counting calls between samples', async () => {
    await addTransmitter('tx1', 'ONLINE');
    await addTransmitter('tx2', 'OFFLINE');
    const { stop } = await scheduleHealthSampling(store, log);
    await store.counters.increment('callsTotal', 3);
    await addTransmitter('tx2', 'ONLINE');
    await vi.advanceTimersByTimeAsync(HEALTH_SAMPLE_MS);
    await store.counters.increment('callsTotal', 2);
    await vi.advanceTimersByTimeAsync(HEALTH_SAMPLE_MS);
    stop();
    await vi.advanceTimersByTimeAsync(10 * HEALTH_SAMPLE_MS);
    const rows = await store.healthSamples.since(0);
    // The calls before the first sample count from the moment sampling began.
    expect(rows.map((row) => [row.time - START, row.transmittersOnline, row.calls])).toEqual([
      [HEALTH_SAMPLE_MS, 2, 3],
      [2 * HEALTH_SAMPLE_MS, 2, 2],
    ]);
    expect(rows.every((row) => row.transmittersTotal === 2)).toBe(true);
  });

  it('keeps a week of samples', async () => {
    const { stop } = await scheduleHealthSampling(store, log);
    await vi.advanceTimersByTimeAsync(8 * 24 * 3_600_000);
    stop();
    const rows = await store.healthSamples.since(0);
    expect(rows[0]!.time).toBeGreaterThanOrEqual(Date.now() - 7 * 24 * 3_600_000);
    expect(rows.length).toBe((7 * 24 * 60) / 5 + 1);
  });

  it('counts nothing when the call counter went back', async () => {
    await store.counters.set('callsTotal', 10);
    const { stop } = await scheduleHealthSampling(store, log);
    await store.counters.set('callsTotal', 4);
    await vi.advanceTimersByTimeAsync(2 * HEALTH_SAMPLE_MS);
    stop();
    expect((await store.healthSamples.since(0)).map((row) => row.calls)).toEqual([0, 0]);
  });

  it('serves the asked-for hours and ends with the network now', async () => {
    const { stop } = await scheduleHealthSampling(store, log);
    await vi.advanceTimersByTimeAsync(3 * 3_600_000);
    stop();
    await addTransmitter('tx1', 'ONLINE');
    const { samples } = await networkHealth(store, 1, Date.now());
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

  it("samples each node's online and total transmitters with the network, a week long", async () => {
    await addNode('Node1');
    await addNode('node2');
    await addLinked('tx1', 'ONLINE', 'node1');
    await addLinked('tx2', 'OFFLINE', 'NODE1');
    await addLinked('tx3', 'ONLINE', null);
    const { stop } = await scheduleHealthSampling(store, log);
    await vi.advanceTimersByTimeAsync(HEALTH_SAMPLE_MS);
    await addLinked('tx2', 'ONLINE', 'node1');
    await vi.advanceTimersByTimeAsync(HEALTH_SAMPLE_MS);
    const counts = async (node: string) =>
      (await store.nodeHealthSamples.since(node, 0)).map((row) => [
        row.time - START,
        row.transmittersOnline,
        row.transmittersTotal,
      ]);
    expect(await counts('node1')).toEqual([
      [HEALTH_SAMPLE_MS, 1, 2],
      [2 * HEALTH_SAMPLE_MS, 2, 2],
    ]);
    // A node without transmitters counts zero rather than nothing.
    expect(await counts('node2')).toEqual([
      [HEALTH_SAMPLE_MS, 0, 0],
      [2 * HEALTH_SAMPLE_MS, 0, 0],
    ]);
    await vi.advanceTimersByTimeAsync(8 * 24 * 3_600_000);
    stop();
    expect((await store.nodeHealthSamples.since('node1', 0))[0]!.time).toBeGreaterThanOrEqual(
      Date.now() - 7 * 24 * 3_600_000,
    );
  });
});
