/** The Core's cron schedules within the hour, run on a fake clock. */
import { describe, expect, it } from 'vitest';
import { nextRun, runOnSchedule } from '../../src/paging/delivery/schedule.js';
import { FakeClock } from './delivery-fakes.js';

const START = Date.UTC(2026, 2, 7, 9, 3, 27, 500);
const EVERY_20_FROM_10 = { everyMinutes: 20, atMinute: 10, atSecond: 0 };
const HOURLY_AT_0_45 = { everyMinutes: 60, atMinute: 0, atSecond: 45 };

/** Minute and second of the hour in server time, as cron reads them. */
const minuteSecond = (time: number) => {
  const date = new Date(time);
  return [date.getMinutes(), date.getSeconds(), date.getMilliseconds()];
};

describe('nextRun', () => {
  it('finds the next matching minute and second after the given time', () => {
    const next = nextRun(EVERY_20_FROM_10, START);
    expect(next).toBeGreaterThan(START);
    expect(next - START).toBeLessThanOrEqual(20 * 60_000);
    const [minute, second, ms] = minuteSecond(next);
    expect([minute! % 20, second, ms]).toEqual([10, 0, 0]);
    expect(nextRun(EVERY_20_FROM_10, next) - next).toBe(20 * 60_000);
  });

  it('handles schedules at a second within the hour', () => {
    const next = nextRun(HOURLY_AT_0_45, START);
    expect(minuteSecond(next)).toEqual([0, 45, 0]);
    expect(nextRun(HOURLY_AT_0_45, next) - next).toBe(3_600_000);
  });
});

describe('runOnSchedule', () => {
  it('runs the job at each matching time until stopped, and goes on after a failure', () => {
    const clock = new FakeClock(START);
    const runs: number[] = [];
    const errors: unknown[] = [];
    const stop = runOnSchedule(
      clock,
      EVERY_20_FROM_10,
      (now) => {
        runs.push(now);
        if (runs.length === 1) throw new Error('first run fails');
      },
      (error) => errors.push(error),
    );
    clock.advance(3_600_000);
    expect(runs).toHaveLength(3);
    expect(runs.map((run) => minuteSecond(run)[0]! % 20)).toEqual([10, 10, 10]);
    expect(errors).toHaveLength(1);
    stop();
    expect(clock.pending).toBe(0);
    clock.advance(3_600_000);
    expect(runs).toHaveLength(3);
  });
});
