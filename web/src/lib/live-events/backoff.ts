/**
 * How long a broken event stream waits before it tries again: 1, 2, 4 … up to 30 s, each spread
 * by a fifth either way, so the tabs of a whole network do not all come back in the same second
 * after a server restart.
 */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 30_000;

/** `attempt` counts from 0 (the first retry); `random` is Math.random's range. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** After this many failed tries in a row (refused or unreachable) the stream gives up: polling goes on. */
export const TRIES_BEFORE_GIVING_UP = 6;
