/**
 * Stand-ins for delivery tests: a clock whose time only moves when the test says so, and a
 * dispatch that records what each connected transmitter was given.
 */
import type { Clock } from '../../src/paging/delivery/schedule.js';
import type { PagerDispatch, PagerMessage } from '../../src/paging/pager-message.js';

export class FakeClock implements Clock {
  private readonly timers = new Map<number, { at: number; run: () => void }>();
  private nextId = 1;

  constructor(private time: number) {}

  now(): number {
    return this.time;
  }

  setTimeout(run: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, run });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Moves the time forward, running every timer that falls due on the way, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].run();
    }
    this.time = end;
  }

  get pending(): number {
    return this.timers.size;
  }
}

export class RecordingDispatch implements PagerDispatch {
  readonly received = new Map<string, PagerMessage[]>();

  constructor(private readonly connected: Set<string>) {}

  send(transmitterNames: Iterable<string>, message: PagerMessage): string[] {
    const queued = [...transmitterNames].filter((name) => this.connected.has(name));
    for (const name of queued) this.received.set(name, [...this.of(name), message]);
    return queued;
  }

  connectedNames(): string[] {
    return [...this.connected];
  }

  of(name: string): PagerMessage[] {
    return this.received.get(name) ?? [];
  }

  clear(): void {
    this.received.clear();
  }
}
