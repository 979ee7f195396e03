/** Demo timestamps are relative to "now", so the data always looks recent (calls last 24 h). */
const MINUTE_MS = 60_000;

export const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** The ISO-8601 UTC instant `minutes` before `now`, as the Core writes Instant fields. */
export function minutesAgo(now: Date, minutes: number): string {
  return new Date(now.getTime() - Math.round(minutes * MINUTE_MS)).toISOString();
}
