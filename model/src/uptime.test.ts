import { describe, expect, it } from 'vitest';
import type { ConnectionEvent } from './monitoring.js';
import { UPTIME_WINDOWS, uptimeOver } from './uptime.js';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * HOUR).toISOString();
/** Events given oldest first, stored newest first. */
const history = (...events: [ConnectionEvent['kind'], number][]): ConnectionEvent[] =>
  events.map(([kind, hoursAgo]) => ({ kind, time: at(hoursAgo) })).reverse();

describe('uptimeOver', () => {
  it('is the share of the window between connects and disconnects', () => {
    // Up 48 h ago to 30 h ago, down until 6 h ago, up since.
    const events = history(['connected', 48], ['disconnected', 30], ['connected', 6]);
    expect(uptimeOver(events, true, NOW, UPTIME_WINDOWS.day)).toEqual({
      fraction: 6 / 24,
      from: at(24),
    });
    // The week: known from 48 h ago; up 18 + 6 of those 48 hours.
    expect(uptimeOver(events, true, NOW, UPTIME_WINDOWS.week)).toEqual({
      fraction: 24 / 48,
      from: at(48),
    });
  });

  it('ends the newest connect where the transmitter is no longer online', () => {
    const events = history(['connected', 20], ['error', 10], ['refused', 8], ['connected', 4]);
    expect(uptimeOver(events, true, NOW, UPTIME_WINDOWS.day)!.fraction).toBeCloseTo(14 / 20);
    // Offline now without a recorded disconnect (the server stopped): not counted as up.
    expect(uptimeOver(events, false, NOW, UPTIME_WINDOWS.day)!.fraction).toBeCloseTo(10 / 20);
  });

  it('knows nothing without history', () => {
    expect(uptimeOver([], true, NOW, UPTIME_WINDOWS.day)).toBeNull();
    expect(uptimeOver(history(['refused', 2]), false, NOW, UPTIME_WINDOWS.day)).toBeNull();
  });
});
