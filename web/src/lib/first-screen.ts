/**
 * Whether the page's first screen is up. What every signed-in page loads beside its own content
 * (the unread count and the watch of one's sites in the navigation bar, the core's version in the
 * footer) waits for it: on a phone's link their code and requests would share the bandwidth with
 * the page's own, and the first rows of a list would come later (issue 27, the largest paint of
 * /calls).
 *
 * Only the app's start holds them (main.tsx, until the page and its first data are painted);
 * wherever nothing holds them (unit tests, the build's prerender) they are never held.
 */
import { useSyncExternalStore } from 'react';

let held = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Holds what waits for the first screen; the function returned lets it go (once is enough), one
 * part per task: drawn and started together, the bar's two slots and the footer's version made
 * one task of 80 to 100 ms on a phone's slowed CPU (bench/long-tasks.ts), during which a tap
 * would wait.
 */
export function holdUntilFirstScreen(): () => void {
  held = true;
  return () => {
    if (!held) return;
    held = false;
    for (const listener of listeners) {
      setTimeout(() => {
        if (listeners.has(listener)) listener();
      }, 0);
    }
  };
}

/** True once the first screen is up (or when nothing holds the parts that wait for it). */
export function useFirstScreenShown(): boolean {
  // The prerendered markup is made with nothing held: what it shows is what hydration expects.
  return useSyncExternalStore(
    subscribe,
    () => !held,
    () => true,
  );
}

/** Runs `run` once the first screen is up: at once where nothing holds it. */
export function whenFirstScreenShown(run: () => void): void {
  if (!held) {
    run();
    return;
  }
  const stop = subscribe(() => {
    stop();
    run();
  });
}
