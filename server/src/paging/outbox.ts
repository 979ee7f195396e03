/**
 * The messages of one session on their way to the transmitter, as the Core's server handler sends
 * them once the handshake is done: a priority queue (message-queue.ts) and one message in flight,
 * numbered `#00` to `#FF` from 0 per connection, until the transmitter answers it. `%` asks for
 * the same line again, up to MAX_TRIES in all; `+` or `-` settles it and the next goes out. Each
 * step is told to the session's host (session-host.ts).
 */
import { MessageQueue } from './message-queue.js';
import type { PagerMessage } from './pager-message.js';
import type { TransmitterSession } from './session.js';
import type { SessionHost } from './session-host.js';
import { ProtocolError, messageLine, nextSequence, parseAck } from './wire.js';

/** The Core tries a message at most five times in all before it gives up on it. */
export const MAX_TRIES = 5;

interface InFlight {
  sequence: number;
  message: PagerMessage;
  retries: number;
}

export class Outbox {
  readonly queue = new MessageQueue();
  /**
   * The recorded pages this session was given: on a network a page can reach it twice (read as
   * waiting at login and taken as queued by another node at the same moment); it goes out once.
   */
  private readonly recordedPages = new Set<number>();
  private inFlight: InFlight | undefined;
  private sequence = 0;

  constructor(
    private readonly session: TransmitterSession,
    private readonly host: SessionHost,
    private readonly write: (line: string) => void,
  ) {}

  /** Queues a message; it goes out when the one in flight has been answered. */
  add(message: PagerMessage): void {
    if (message.delivery) {
      if (this.recordedPages.has(message.delivery.id)) return;
      this.recordedPages.add(message.delivery.id);
    }
    this.queue.add(message);
    this.sendNext();
  }

  /** The transmitter's answer `#NN +`, `#NN %` or `#NN -` to the message in flight. */
  answer(line: string): void {
    const ack = parseAck(line);
    // The line goes into the log and the history: a short piece of it is enough.
    if (!ack) throw new ProtocolError(`Invalid response received: ${line.slice(0, 80)}`);
    const current = this.inFlight;
    if (!current) return this.warn('without a message', line);
    const expected = ack.kind === 'ok' ? nextSequence(current.sequence) : current.sequence;
    // The Core takes the answer for the message in flight whatever its number, and warns.
    if (ack.sequence !== expected) this.warn('with the wrong number', line);
    const { host, session } = this;
    const { message } = current;
    if (ack.kind === 'retry' && current.retries + 1 < MAX_TRIES) {
      current.retries += 1;
      host.retried(session, message);
      host.metrics.retried(message.priority);
      host.metrics.sent(message.priority);
      this.write(messageLine(current.sequence, message));
      host.transmitted(session, message);
      return;
    }
    this.inFlight = undefined;
    if (ack.kind === 'ok') host.metrics.acknowledged(message.priority);
    else host.metrics.failed(message.priority);
    host.delivered(session, message, ack.kind === 'ok' ? 'sent' : 'failed');
    this.sendNext();
  }

  /** The next message goes out, once the session is online and none is in flight. */
  sendNext(): void {
    if (!this.session.isOnline || this.inFlight) return;
    const message = this.queue.take();
    if (!message) return;
    this.inFlight = { sequence: this.sequence, message, retries: 0 };
    this.sequence = nextSequence(this.sequence);
    const { name } = this.session;
    this.host.log.debug(
      { transmitter: name, ric: message.ric, text: message.text },
      `To ${name}: RIC ${message.ric} "${message.text}"`,
    );
    this.host.metrics.sent(message.priority);
    this.write(messageLine(this.inFlight.sequence, message));
    this.host.transmitted(this.session, message);
  }

  private warn(what: string, line: string): void {
    const { name } = this.session;
    this.host.log.warn({ transmitter: name }, `Acknowledgement ${what} from ${name}: ${line}`);
  }
}
