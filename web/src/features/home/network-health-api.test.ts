import { describe, expect, it } from 'vitest';
import { appendReading, type HealthPoint } from './network-health-api';

const stats = (online: number, callsTotal: number) => ({
  transmittersOnline: online,
  transmittersTotal: 5,
  callsTotal,
});

describe('appendReading', () => {
  it('counts the calls since the reading before, none for the first', () => {
    let seen: HealthPoint[] = [];
    seen = appendReading(seen, stats(2, 100), 1_000, undefined);
    seen = appendReading(seen, stats(3, 104), 61_000, 100);
    expect(seen).toEqual([
      { time: 1_000, transmittersOnline: 2, transmittersTotal: 5, calls: 0 },
      { time: 61_000, transmittersOnline: 3, transmittersTotal: 5, calls: 4 },
    ]);
  });

  it('records one reading once, and nothing negative when the counter went back', () => {
    const first = appendReading([], stats(1, 50), 1_000, undefined);
    expect(appendReading(first, stats(1, 50), 1_000, 50)).toEqual(first);
    expect(appendReading(first, stats(1, 10), 2_000, 50).at(-1)?.calls).toBe(0);
  });

  it('keeps only the newest day of readings, one a minute', () => {
    let seen: HealthPoint[] = [];
    for (let minute = 0; minute < 1_500; minute += 1) {
      seen = appendReading(seen, stats(1, minute), minute * 60_000, minute - 1);
    }
    expect(seen).toHaveLength(1_440);
    expect(seen[0]!.time).toBe(60 * 60_000);
  });
});
