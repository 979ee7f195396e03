/**
 * Runs `run` once the browser is idle, and `timeoutMs` later at most: for fetching code that a
 * screen may need soon but its first paint does not, after that screen's own code and data.
 * Browsers without `requestIdleCallback` (Safari) run it after a timer. Returns a cancel function.
 */
export function whenIdle(run: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(run, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}
