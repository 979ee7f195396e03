/**
 * What went on the air per transmitter, kept in memory for the monitoring screen: counts of the
 * last hour in one-minute buckets (a fixed 60 numbers per transmitter, however busy it is) and
 * the last messages with their outcome. A restart starts both afresh.
 */
import type { SentMessage } from '@dapnet/model';
import type { PagerMessage } from './pager-message.js';

export const RECENT_MESSAGES = 50;
const MINUTE_MS = 60_000;
const BUCKETS = 60;

type Count = 'sent' | 'retried' | 'failed';

class HourCounts {
  private readonly minutes = new Array<number>(BUCKETS).fill(-1);
  private readonly counts = {
    sent: new Array<number>(BUCKETS).fill(0),
    retried: new Array<number>(BUCKETS).fill(0),
    failed: new Array<number>(BUCKETS).fill(0),
  };

  add(kind: Count, now: number): void {
    const minute = Math.floor(now / MINUTE_MS);
    const slot = minute % BUCKETS;
    if (this.minutes[slot] !== minute) {
      this.minutes[slot] = minute;
      this.counts.sent[slot] = 0;
      this.counts.retried[slot] = 0;
      this.counts.failed[slot] = 0;
    }
    this.counts[kind][slot]! += 1;
  }

  total(now: number): Record<Count, number> {
    const minute = Math.floor(now / MINUTE_MS);
    const totals = { sent: 0, retried: 0, failed: 0 };
    for (let slot = 0; slot < BUCKETS; slot++) {
      if (this.minutes[slot]! <= minute - BUCKETS) continue;
      totals.sent += this.counts.sent[slot]!;
      totals.retried += this.counts.retried[slot]!;
      totals.failed += this.counts.failed[slot]!;
    }
    return totals;
  }
}

interface TransmitterTraffic {
  hour: HourCounts;
  /** Oldest first; the monitor turns it round. */
  recent: SentMessage[];
}

export class TrafficLog {
  private readonly byName = new Map<string, TransmitterTraffic>();

  constructor(private readonly clock: () => number = Date.now) {}

  private traffic(name: string): TransmitterTraffic {
    let traffic = this.byName.get(name);
    if (!traffic) {
      traffic = { hour: new HourCounts(), recent: [] };
      this.byName.set(name, traffic);
    }
    return traffic;
  }

  retried(name: string): void {
    this.traffic(name).hour.add('retried', this.clock());
  }

  /** A message acknowledged (`sent`) or given up on (`failed`). */
  finished(name: string, message: PagerMessage, outcome: SentMessage['outcome']): void {
    const now = this.clock();
    const traffic = this.traffic(name);
    traffic.hour.add(outcome, now);
    traffic.recent.push({
      time: new Date(now).toISOString(),
      ric: message.ric,
      priority: message.priority,
      outcome,
      text: message.text,
    });
    if (traffic.recent.length > RECENT_MESSAGES) traffic.recent.shift();
  }

  lastHour(name: string): Record<Count, number> {
    return this.byName.get(name)?.hour.total(this.clock()) ?? { sent: 0, retried: 0, failed: 0 };
  }

  /** Newest first. */
  recent(name: string): SentMessage[] {
    return [...(this.byName.get(name)?.recent ?? [])].reverse();
  }

  forget(name: string): void {
    this.byName.delete(name);
  }
}
