/**
 * Keeps a flapping transmitter from flooding the log. Two hotspots with the same callsign and
 * key replace each other's session over a hundred times a second; a wrong key is retried every
 * few seconds for days. The first replacement or refusal of a transmitter is logged at once and
 * opens a one-minute window; further ones in that window are only counted, and so are the
 * connect and disconnect lines that come with them. When the window ends with something counted,
 * one summary line says how many and from where, and the next window opens; a quiet window ends
 * the episode, so the next event is logged at once again.
 *
 * The monitoring screen reads the same windows (`status`), so it can show the flapping with the
 * two addresses involved.
 */
import type { TransmitterFlapping } from '@dapnet/model';
import type { Clock } from './delivery/schedule.js';
import type { PagingLog } from './paging-log.js';

export const FLAP_WINDOW_MS = 60_000;
/** Addresses named in a summary: enough to tell two hotspots apart, not a flood again. */
const MAX_ADDRESSES = 6;

export type Trouble = 'replaced' | 'refused';

interface Window {
  /** When the episode began (the first event, logged at once). */
  since: number;
  /** Counted, not logged, in the current window. */
  replaced: number;
  refused: number;
  connects: number;
  /** Distinct addresses seen in the current window, oldest first. */
  addresses: string[];
  /** The two connections of the latest replacement: the one closed and the one that took over. */
  lastReplacement: { closed: string; by: string } | undefined;
  /** The previous window's counts, shown by the monitor while the current one fills. */
  shown: TransmitterFlapping | undefined;
  timer: unknown;
}

export class FlapReporter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly log: PagingLog,
    private readonly clock: Clock,
    private readonly windowMs = FLAP_WINDOW_MS,
  ) {}

  /**
   * A replacement or refusal of `name`. True when the caller logs its line now (the first of an
   * episode); false when it was counted for the summary.
   */
  trouble(name: string, kind: Trouble, addresses: { closed?: string; by: string }): boolean {
    const replacement =
      kind === 'replaced' && addresses.closed
        ? { closed: addresses.closed, by: addresses.by }
        : undefined;
    const window = this.windows.get(name);
    if (!window) {
      this.windows.set(name, {
        since: this.clock.now(),
        replaced: 0,
        refused: 0,
        connects: 0,
        addresses: [...new Set([addresses.closed, addresses.by].filter((a) => a !== undefined))],
        lastReplacement: replacement,
        shown: undefined,
        timer: this.clock.setTimeout(() => this.summarize(name), this.windowMs),
      });
      return true;
    }
    window[kind] += 1;
    if (replacement) window.lastReplacement = replacement;
    for (const address of [addresses.closed, addresses.by]) {
      if (address !== undefined) remember(window.addresses, address);
    }
    return false;
  }

  /**
   * A connect or disconnect line of `name`. True when it is logged: always, unless the
   * transmitter is flapping (a second replacement or refusal within the window).
   */
  routine(name: string): boolean {
    const window = this.windows.get(name);
    if (!window || window.replaced + window.refused === 0) return true;
    window.connects += 1;
    return false;
  }

  /** The flapping of `name` for the monitoring screen; undefined when it is not flapping. */
  status(name: string): TransmitterFlapping | undefined {
    const window = this.windows.get(name);
    if (!window) return undefined;
    const current = this.current(window);
    if (current.replaced + current.refused > 0) return current;
    return window.shown;
  }

  forget(name: string): void {
    const window = this.windows.get(name);
    if (window) this.clock.clearTimeout(window.timer);
    this.windows.delete(name);
  }

  /** Ends every window without a summary (the endpoint is closing). */
  stop(): void {
    for (const name of [...this.windows.keys()]) this.forget(name);
  }

  private current(window: Window): TransmitterFlapping {
    return {
      since: new Date(window.since).toISOString(),
      replaced: window.replaced,
      refused: window.refused,
      addresses: [...window.addresses],
      lastReplacement: window.lastReplacement ?? null,
    };
  }

  private summarize(name: string): void {
    const window = this.windows.get(name);
    if (!window) return;
    if (window.replaced + window.refused === 0) {
      this.windows.delete(name);
      return;
    }
    const counted = this.current(window);
    const { replaced, refused, addresses, lastReplacement } = counted;
    const parts = [
      replaced > 0 ? `replaced ${replaced} times` : '',
      refused > 0 ? `refused ${refused} times` : '',
    ].filter(Boolean);
    const last = lastReplacement
      ? `; last ${lastReplacement.closed} replaced by ${lastReplacement.by}`
      : '';
    this.log.warn(
      {
        transmitter: name,
        replaced,
        refused,
        connects: window.connects,
        addresses,
        minutes: Math.round(this.windowMs / 60_000),
      },
      `Transmitter ${name} flapping: ${parts.join(' and ')} in the last minute, ` +
        `from ${addresses.join(', ')}${last}` +
        (replaced > 0 ? ' (two transmitters with the same name and key?)' : ''),
    );
    window.shown = counted;
    window.replaced = 0;
    window.refused = 0;
    window.connects = 0;
    window.addresses = window.lastReplacement
      ? [window.lastReplacement.closed, window.lastReplacement.by]
      : [];
    window.timer = this.clock.setTimeout(() => this.summarize(name), this.windowMs);
  }
}

/** Keeps the newest distinct addresses, at most MAX_ADDRESSES. */
function remember(addresses: string[], address: string): void {
  const index = addresses.indexOf(address);
  if (index >= 0) addresses.splice(index, 1);
  addresses.push(address);
  if (addresses.length > MAX_ADDRESSES) addresses.shift();
}
