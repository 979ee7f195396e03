/**
 * Keeps the delivery records (store/deliveries-table.ts) up to date with what the transmitter
 * sessions do, and hands a transmitter that logs in its pages still waiting from before.
 *
 * State changes are collected and written in one transaction per batch (every `batchMs`), so a
 * call to thousands of transmitters costs a handful of commits, not one per acknowledgement.
 * Receipt events go out after their batch was committed, at most one per call (rubric content)
 * per `receiptEventMs`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NetworkEvents } from '../events/network-events.js';
import type { DeliveryChange, Source, StoredDelivery } from '../store/deliveries-table.js';
import type { Store } from '../store/store.js';
import { SYSTEM_CLOCK, type Clock } from './delivery/schedule.js';
import type { PagerFunction, PagerMessage, MessageType } from './pager-message.js';

export interface DeliveryRecorderOptions {
  nodeName: string;
  /** How long a waiting page is kept for its transmitter (DAPNET_DELIVERY_KEEP_MINUTES). */
  keepMinutes: number;
  networkEvents?: NetworkEvents;
  clock?: Clock;
  batchMs?: number;
  receiptEventMs?: number;
  /** How often waiting pages past the keep time are expired. */
  sweepMs?: number;
}

type Log = Pick<FastifyBaseLogger, 'error'>;

const MINUTE_MS = 60_000;

export class DeliveryRecorder {
  private readonly changes: DeliveryChange[] = [];
  /** The batch being written: the next waits for it. */
  private writing: Promise<void> = Promise.resolve();
  private readonly changedSources = new Map<string, Source>();
  private batchTimer: NodeJS.Timeout | undefined;
  private receiptTimer: NodeJS.Timeout | undefined;
  private readonly sweepTimer: NodeJS.Timeout;
  private readonly clock: Clock;
  private readonly batchMs: number;
  private readonly receiptEventMs: number;

  constructor(
    private readonly store: Store,
    private readonly log: Log,
    private readonly options: DeliveryRecorderOptions,
  ) {
    this.clock = options.clock ?? SYSTEM_CLOCK;
    this.batchMs = options.batchMs ?? 20;
    this.receiptEventMs = options.receiptEventMs ?? 100;
    this.sweepTimer = setInterval(() => void this.sweep(), options.sweepMs ?? MINUTE_MS);
    this.sweepTimer.unref();
  }

  private get keepMs(): number {
    return this.options.keepMinutes * MINUTE_MS;
  }

  /** The message went on the air (again, after a retry or a reconnect): one attempt more. */
  sent(message: PagerMessage): void {
    if (!message.delivery) return;
    this.change(message, {
      id: message.delivery.id,
      state: 'sent',
      at: this.clock.now(),
      nodeName: this.options.nodeName,
    });
  }

  /** The transmitter acknowledged the message, or the Core's retries were used up. */
  finished(message: PagerMessage, state: 'acknowledged' | 'failed'): void {
    if (!message.delivery) return;
    this.change(message, { id: message.delivery.id, state, at: this.clock.now() });
  }

  /** New pages were written (their receipts begin). */
  added(sources: readonly Source[]): void {
    sources.forEach((source) => this.receiptChanged(source));
  }

  /**
   * The pages a transmitter that just logged in is still owed, in the Core's order; those older
   * than the keep time expire instead. Pending changes are committed first, so nothing
   * acknowledged comes back.
   */
  async waitingFor(transmitterName: string): Promise<PagerMessage[]> {
    await this.flush();
    // Most logins find nothing waiting: one read of the index, no write.
    const waiting = await this.store.deliveries.waiting(transmitterName, 0);
    if (waiting.length === 0) return [];
    const now = this.clock.now();
    const since = now - this.keepMs;
    if (waiting.some((page) => page.queuedAt < since)) {
      const expired = await this.store.deliveries.expireWaiting(since, now, transmitterName);
      expired.forEach((source) => this.receiptChanged(source));
    }
    return waiting.filter((page) => page.queuedAt >= since).map(messageOf);
  }

  /**
   * Takes the pages other nodes of the network queued for these transmitters (connected here)
   * and answers them in the Core's order, each with its transmitter.
   */
  async claimQueued(
    transmitterNames: readonly string[],
  ): Promise<{ transmitterName: string; message: PagerMessage }[]> {
    if (transmitterNames.length === 0) return [];
    const pages = await this.store.deliveries.claim(transmitterNames, this.options.nodeName);
    return pages.map((page) => ({
      transmitterName: page.transmitterName,
      message: messageOf(page),
    }));
  }

  /**
   * Writes the collected changes in one transaction; resolves once they (and every earlier
   * batch) are committed. Batches are written one after the other, in their order.
   */
  flush(): Promise<void> {
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    if (this.changes.length === 0) return this.writing;
    const batch = this.changes.splice(0);
    this.writing = this.writing.then(async () => {
      try {
        // A few statements for the whole batch: the sooner acknowledgements are committed, the
        // less a node that dies can send again elsewhere.
        await this.store.transaction(() => this.store.deliveries.applyAll(batch));
      } catch (error) {
        this.log.error(error, `delivery records: ${batch.length} changes not written`);
      }
    });
    return this.writing;
  }

  /** Expires waiting pages of every transmitter past the keep time. */
  async sweep(): Promise<void> {
    try {
      const now = this.clock.now();
      const expired = await this.store.deliveries.expireWaiting(now - this.keepMs, now);
      expired.forEach((source) => this.receiptChanged(source));
    } catch (error) {
      this.log.error(error, 'delivery records: expiring waiting pages failed');
    }
  }

  /** Writes what is pending, announces the last receipts and stops the timers. */
  async close(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.publishReceipts();
  }

  private change(message: PagerMessage, change: DeliveryChange): void {
    this.changes.push(change);
    this.receiptChanged({ kind: message.delivery!.kind, sourceId: message.delivery!.sourceId });
    if (!this.batchTimer) this.batchTimer = setTimeout(() => void this.flush(), this.batchMs);
  }

  private receiptChanged(source: Source): void {
    if (!this.options.networkEvents) return;
    this.changedSources.set(`${source.kind}:${source.sourceId}`, source);
    this.receiptTimer ??= setTimeout(() => void this.publishReceipts(), this.receiptEventMs);
  }

  private async publishReceipts(): Promise<void> {
    clearTimeout(this.receiptTimer);
    this.receiptTimer = undefined;
    // Events are announced after their changes were committed.
    await this.flush();
    const sources = [...this.changedSources.values()];
    this.changedSources.clear();
    for (const { kind, sourceId } of sources)
      this.options.networkEvents?.publish('receiptChanged', { kind, id: sourceId });
  }
}

/** A stored page as the session queues it again. */
function messageOf(page: StoredDelivery): PagerMessage {
  return {
    priority: page.priority,
    createdAt: page.queuedAt,
    type: page.type as MessageType,
    speed: page.speed,
    ric: page.ric,
    function: page.function as PagerFunction,
    text: page.text,
    source: page.kind === 'call' ? 'call' : 'rubric',
    delivery: { id: page.id, kind: page.kind, sourceId: page.sourceId },
  };
}
