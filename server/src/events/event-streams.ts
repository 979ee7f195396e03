/**
 * The open event streams of this instance (GET /monitor/events): it listens on the node's bus,
 * numbers what it hears, keeps the last events for readers who reconnect (event-log.ts), and
 * writes each event to every stream whose reader may see it (stream-views.ts).
 *
 * The Server-Sent Events framing is written here by hand, deliberately: it is three kinds of
 * line (`id:`, `event:`, `data:`) and a comment, while what matters, the per-reader views, the
 * replay after `Last-Event-ID` and the batching of a burst into one write per stream, no SSE
 * plugin does for us (@fastify/sse is at 0.x and would format each event for each stream anew).
 */
import type { ServerResponse } from 'node:http';
import type { Caller } from '../auth/access.js';
import type { Store } from '../store/store.js';
import { EventLog } from './event-log.js';
import type { NetworkEventName, NetworkEvents } from './network-events.js';
import { RenderedItem, streamItems } from './stream-views.js';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** The `retry:` hint: how long a browser's EventSource waits before it reconnects. */
export const RETRY_MS = 2_000;
/**
 * How long the streams are written to in one go before the other sockets (the transmitters'
 * handshakes above all) get their turn of the event loop. A budget of time, not of streams: under
 * load a turn of the loop takes long, and slices of 50 streams made the thousandth stream wait
 * twenty turns, seconds.
 */
const FLUSH_BUDGET_MS = 40;
/**
 * An event after a quiet moment is written at once; those that follow within this time wait and
 * go together: 2,000 transmitters connecting make hundreds of events a second, and a write per
 * stream for each would cost a thousand system calls per event.
 */
export const FLUSH_DELAY_MS = 10;
/** A reader this far behind (bytes not yet taken by its connection) is cut off; it resumes. */
const MAX_BACKLOG_BYTES = 1 << 20;

const BUS_EVENTS: NetworkEventName[] = [
  'transmitterStatus',
  'nodeStatus',
  'recordChanged',
  'callAdded',
  'newsPosted',
  'receiptChanged',
];

/** One `event:` block of the wire format; `data` is one line of JSON. */
export function sseFrame(event: string, data: string, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${data}\n\n`;
}

class OpenStream {
  private pending = '';

  constructor(
    private readonly response: ServerResponse,
    private readonly schedule: (stream: OpenStream) => void,
  ) {}

  /** Queued, and written together with the rest of this turn's events. */
  queue(text: string): void {
    if (this.pending === '') this.schedule(this);
    this.pending += text;
  }

  flush(): boolean {
    const text = this.pending;
    this.pending = '';
    if (text === '' || this.response.writableEnded) return true;
    this.response.write(text);
    return this.response.writableLength <= MAX_BACKLOG_BYTES;
  }

  end(): void {
    if (!this.response.writableEnded) this.response.end();
  }
}

/**
 * The open streams of one reader (a name with its rights): what an event looks like to them is
 * worked out once for all their tabs. A thousand streams are a few hundred readers.
 */
interface Reader {
  caller: Caller;
  streams: Set<OpenStream>;
}

const readerKey = (caller: Caller) => `${caller.admin ? 'admin' : 'user'} ${caller.name}`;

export class EventStreams {
  private readonly log = new EventLog<RenderedItem>();
  private readonly readers = new Map<string, Reader>();
  private streamCount = 0;
  private readonly toFlush = new Set<OpenStream>();
  private readonly unsubscribe: (() => void)[];
  private readonly heartbeat: NodeJS.Timeout;
  private flushScheduled = false;
  /** When the last writing to the streams ended (performance.now()). */
  private lastFlushEnd = -Infinity;
  /** The event being read and sent: the next waits for it, so the order is kept. */
  private publishing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: Store,
    events: NetworkEvents,
    /** Where a failure to read an event's subject is reported. */
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.unsubscribe = BUS_EVENTS.map((name) =>
      events.subscribe(name, (event) => this.publish(name, event)),
    );
    this.heartbeat = setInterval(() => {
      for (const stream of this.allStreams()) stream.queue(': keep-alive\n\n');
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get openCount(): number {
    return this.streamCount;
  }

  /**
   * Starts a stream on `response` (its headers are written here) for `caller`. With `lastEventId`
   * the reader first gets what it missed, or `reset` when that cannot be told.
   */
  open(response: ServerResponse, caller: Caller, lastEventId: string | undefined): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx would otherwise hold the events back in its buffer.
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    const stream = new OpenStream(response, (s) => this.scheduleFlush(s));
    const key = readerKey(caller);
    const reader = this.readers.get(key) ?? { caller, streams: new Set() };
    this.readers.set(key, reader);
    reader.streams.add(stream);
    this.streamCount += 1;
    response.on('close', () => {
      reader.streams.delete(stream);
      if (reader.streams.size === 0 && this.readers.get(key) === reader) this.readers.delete(key);
      this.streamCount -= 1;
      this.toFlush.delete(stream);
    });
    stream.queue(`retry: ${RETRY_MS}\n\n`);
    const missed = lastEventId ? this.log.after(lastEventId) : undefined;
    if (!missed) {
      // A block with only an id sets the reader's resume point without an event; a reader who
      // asked to resume from an id that cannot be told gets `reset`: refetch everything.
      stream.queue(
        lastEventId ? sseFrame('reset', '{}', this.log.lastId) : `id: ${this.log.lastId}\n\n`,
      );
      return;
    }
    for (const entry of missed) {
      const frame = entry.item.frameFor(caller);
      if (frame !== undefined) stream.queue(frame);
    }
  }

  /** Ends every stream and stops listening (the app's close). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const stop of this.unsubscribe) stop();
    for (const stream of this.allStreams()) {
      stream.flush();
      stream.end();
    }
    this.readers.clear();
  }

  private *allStreams(): Iterable<OpenStream> {
    for (const reader of this.readers.values()) yield* reader.streams;
  }

  /**
   * Events reach the streams in the order they were published: each waits for the reads of the
   * one before. A failed read drops that event only.
   */
  private publish(name: NetworkEventName, event: unknown): void {
    this.publishing = this.publishing
      .then(() => this.send(name, event))
      .catch((error: unknown) => this.onError(error));
  }

  private async send(name: NetworkEventName, event: unknown): Promise<void> {
    for (const item of await streamItems(this.store, name, event as never)) {
      const id = this.log.nextId;
      const rendered = new RenderedItem(item, (data) => sseFrame(item.event, data, id));
      this.log.append(rendered);
      for (const { caller, streams } of this.readers.values()) {
        const frame = rendered.frameFor(caller);
        if (frame !== undefined) for (const stream of streams) stream.queue(frame);
      }
    }
  }

  private scheduleFlush(stream: OpenStream): void {
    this.toFlush.add(stream);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    if (performance.now() - this.lastFlushEnd >= FLUSH_DELAY_MS)
      // After the event was queued to every stream, before the rest of this turn's work (a call
      // to `all` is handed to 2,000 sessions right after its event).
      queueMicrotask(() => this.flushSome());
    else setTimeout(() => this.flushSome(), FLUSH_DELAY_MS);
  }

  /**
   * Writes to the waiting streams for up to FLUSH_BUDGET_MS, then lets the event loop serve other
   * sockets before going on: a burst of events to a thousand streams must not hold the paging
   * node up.
   */
  private flushSome(): void {
    const until = performance.now() + FLUSH_BUDGET_MS;
    for (const stream of this.toFlush) {
      this.toFlush.delete(stream);
      if (!stream.flush()) stream.end();
      if (performance.now() >= until) break;
    }
    if (this.toFlush.size > 0) setImmediate(() => this.flushSome());
    else {
      this.flushScheduled = false;
      this.lastFlushEnd = performance.now();
    }
  }
}
