/**
 * A transmitter's uptime over the last day and week, worked out from its connection history
 * (the connects and disconnects the embedded server keeps in `connection_events`) by the
 * embedded server's `GET {monitorUrl}/uptime?owner=name`. A real Core keeps no such history;
 * the web app then says the figure is not available rather than guess it.
 */
import type { ConnectionEvent } from './monitoring.js';

export const UPTIME_WINDOWS = { day: 24 * 3_600_000, week: 7 * 24 * 3_600_000 } as const;
export type UptimeWindow = keyof typeof UPTIME_WINDOWS;

export interface UptimeFigure {
  /** The share of the known time it was connected, 0 to 1. */
  fraction: number;
  /**
   * ISO time from which the history covers the window: its start, or later when the history
   * begins later (a new transmitter, or a week with more events than are kept).
   */
  from: string;
}

export interface SiteUptime {
  name: string;
  /** Null without any recorded connection in the window's reach. */
  day: UptimeFigure | null;
  week: UptimeFigure | null;
}

export interface UptimeReport {
  transmitters: SiteUptime[];
}

/**
 * The share of `[now - windowMs, now]` a transmitter was connected, from its history (newest
 * first, as stored) and whether it is online now. A connect lasts until the next disconnect or
 * error (or the next connect, after a restart of the server that recorded no disconnect); the
 * newest connect lasts until now only while it is online. Before the oldest event nothing is
 * known, so the figure covers the window from there (`from`); null when nothing is known.
 */
export function uptimeOver(
  history: readonly ConnectionEvent[],
  onlineNow: boolean,
  now: number,
  windowMs: number,
): UptimeFigure | null {
  // Refusals turn a newcomer away without ending the session that is on the air.
  const changes = history
    .filter((event) => event.kind !== 'refused')
    .map((event) => ({ connected: event.kind === 'connected', time: Date.parse(event.time) }))
    .filter((event) => Number.isFinite(event.time))
    .sort((a, b) => a.time - b.time);
  const oldest = changes[0];
  if (!oldest) return null;
  const from = Math.max(now - windowMs, oldest.time);
  if (from >= now) return null;
  let up = 0;
  changes.forEach((change, index) => {
    if (!change.connected) return;
    const next = changes[index + 1];
    const end = next ? next.time : onlineNow ? now : change.time;
    up += Math.max(0, Math.min(end, now) - Math.max(change.time, from));
  });
  return { fraction: up / (now - from), from: new Date(from).toISOString() };
}
