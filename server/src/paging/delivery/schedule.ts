/**
 * The DAPNET Core's periodic jobs run on cron schedules within the hour (Quartz, server time):
 * "every 20 minutes from minute 10 at second 0" and the like. This runs such a schedule with
 * timers from an injectable clock, so tests can drive hours of schedule in a moment.
 */

export interface Clock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real clock. Its timers do not keep the process alive. */
export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Every `everyMinutes` minutes (a divisor of 60), starting at `atMinute`:`atSecond` of the hour. */
export interface HourlySchedule {
  everyMinutes: number;
  atMinute: number;
  atSecond: number;
}

const MINUTE = 60_000;

/** The first time after `after` (ms since the epoch) at which the schedule runs, server time. */
export function nextRun(schedule: HourlySchedule, after: number): number {
  const date = new Date(after);
  const intoHour = date.getMinutes() * MINUTE + date.getSeconds() * 1000 + date.getMilliseconds();
  const period = schedule.everyMinutes * MINUTE;
  const offset = (schedule.atMinute * MINUTE + schedule.atSecond * 1000) % period;
  const wait = (offset - (intoHour % period) + period) % period;
  return after + (wait === 0 ? period : wait);
}

/**
 * Runs `job` on `schedule` until the returned function is called. A failing job is reported to
 * `onError` and the schedule goes on.
 */
export function runOnSchedule(
  clock: Clock,
  schedule: HourlySchedule,
  job: (now: number) => void | Promise<void>,
  onError: (error: unknown) => void,
): () => void {
  let stopped = false;
  let handle: unknown;
  const plan = (after: number) => {
    const at = nextRun(schedule, after);
    handle = clock.setTimeout(
      () => {
        if (stopped) return;
        // A job that reads the database finishes later; its failure is reported all the same.
        try {
          job(clock.now())?.catch(onError);
        } catch (error) {
          onError(error);
        }
        // From the planned time, so a timer that fires a little early does not run twice.
        plan(Math.max(clock.now(), at));
      },
      Math.max(0, at - clock.now()),
    );
  };
  plan(clock.now());
  return () => {
    stopped = true;
    clock.clearTimeout(handle);
  };
}
