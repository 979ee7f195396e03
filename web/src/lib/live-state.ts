/**
 * Transmitters and nodes change on their own (they connect and disconnect), so the screens that
 * show their state read it again every half minute while the page is open. TanStack Query polls
 * only while the tab is visible (`refetchIntervalInBackground` stays off): a tab in the
 * background costs the server nothing. Works against a real Core too: it is the same GET.
 */
export const LIVE_STATE_POLL_MS = 30_000;

/** A query's options, polled while the tab is visible. */
export function polled<Options extends object>(
  options: Options,
): Options & { refetchInterval: number } {
  return { ...options, refetchInterval: LIVE_STATE_POLL_MS };
}
