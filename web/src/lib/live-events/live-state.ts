/**
 * Transmitters and nodes change on their own (they connect and disconnect), so the screens that
 * show their state read it again every half minute while the page is open. TanStack Query polls
 * only while the tab is visible (`refetchIntervalInBackground` stays off): a tab in the
 * background costs the server nothing. Works against a real Core too: it is the same GET.
 *
 * While the live event stream (lib/live-events) is up and heard from, it brings every change
 * within a second, so the polls rest: they slow to a safety read every few minutes (in case an
 * event was lost on the way) and come back to their own pace the moment the stream falls back.
 */
import type { QueryClient } from '@tanstack/react-query';

export const LIVE_STATE_POLL_MS = 30_000;

/** How often a polled list is still read while the stream is up: a safety net, not the source. */
export const STREAM_SAFETY_POLL_MS = 5 * 60_000;

let streamUp = false;

/** Whether the live event stream is open and healthy right now. */
export function liveStreamUp(): boolean {
  return streamUp;
}

/**
 * A poll interval that rests while the stream is up. TanStack Query reads the function whenever
 * it (re)starts a query's timer; `setLiveStreamUp` has it do so at once.
 */
export function pollEvery(ms: number): () => number {
  return () => (streamUp ? Math.max(ms, STREAM_SAFETY_POLL_MS) : ms);
}

/** A query's options, polled while the tab is visible (and resting while the stream is up). */
export function polled<Options extends object>(
  options: Options,
): Options & { refetchInterval: () => number } {
  return { ...options, refetchInterval: pollEvery(LIVE_STATE_POLL_MS) };
}

/**
 * Called by the live stream when it comes up or falls back. Every query on screen works its
 * interval out again now: an observer's options set anew restart its timer with the new pace,
 * without a fetch of their own.
 */
export function setLiveStreamUp(up: boolean, queryClient: QueryClient): void {
  if (up === streamUp) return;
  streamUp = up;
  for (const query of queryClient.getQueryCache().getAll())
    for (const observer of query.observers) observer.setOptions(observer.options);
}
