/**
 * Resolves in a task of its own, so the browser can handle input and paint between two steps of
 * start-up that would together be one long task on a phone's CPU (over 50 ms freezes the screen
 * for a tap). `scheduler.yield()` where the browser has it: its continuation goes before other
 * queued work, so start-up keeps its place; elsewhere a timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
