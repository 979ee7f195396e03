/**
 * One transmitter connection, following the Core's server handler: the welcome line and its
 * checks, the time-sync rounds, the timeslots, then messages one at a time with their
 * acknowledgements. What the session learns goes to its host (endpoint.ts), which keeps the
 * registry, the live state and the log.
 */
import type { Socket } from 'node:net';
import type { TransmitterRecord } from '../store/store.js';
import { LineReader, LineTooLongError } from './line-reader.js';
import { MessageQueue } from './message-queue.js';
import type { PagerMessage } from './pager-message.js';
import type { PagingLog } from './paging-log.js';
import type { PagingMetrics } from './paging-metrics.js';
import { TimeSync, TimeSyncError } from './time-sync.js';
import {
  REFUSALS,
  correctionLine,
  messageLine,
  nextSequence,
  parseAck,
  parseWelcome,
  timeSlotLine,
  type Refusal,
  type Welcome,
} from './wire.js';

/** The Core tries a message at most five times in all before it gives up on it. */
export const MAX_TRIES = 5;

export type CloseReason = 'remote' | 'replaced' | 'changed' | 'timeout' | 'error' | 'shutdown';

export interface SessionHost {
  readonly log: PagingLog;
  readonly metrics: PagingMetrics;
  /** The stored transmitter of a lower-case name. */
  lookup(name: string): Promise<TransmitterRecord | undefined>;
  refused(session: TransmitterSession, refusal: Refusal, name: string | undefined): void;
  /** The welcome line was accepted: an older session of the same transmitter must go. */
  authenticated(session: TransmitterSession): void;
  online(session: TransmitterSession): void;
  /** A protocol error after the welcome line was accepted. */
  failed(session: TransmitterSession, detail: string): void;
  /** Called once, however the connection ended. */
  ended(session: TransmitterSession, reason: CloseReason): void;
  /** The message went on the air, the first time or again after a retry. */
  transmitted(session: TransmitterSession, message: PagerMessage): void;
  delivered(session: TransmitterSession, message: PagerMessage, outcome: 'sent' | 'failed'): void;
  retried(session: TransmitterSession, message: PagerMessage): void;
}

export interface SessionSettings {
  handshakeTimeoutMs: number;
  syncRounds: number;
}

type State =
  | 'welcome'
  | 'checking'
  | 'sync-answer'
  | 'sync-ack'
  | 'correction-ack'
  | 'slots-ack'
  | 'online'
  | 'closed';

interface InFlight {
  sequence: number;
  message: PagerMessage;
  retries: number;
}

class ProtocolError extends Error {}

export interface RemoteAddress {
  ip: string;
  port: number;
}

export class TransmitterSession {
  readonly address: RemoteAddress;
  /** The welcome line, once accepted. */
  welcome: Welcome | undefined;
  /** The lower-case name, once the welcome line was accepted. */
  name: string | undefined;
  timeSlot = '';
  onlineSince: Date | undefined;
  /** The address of the connection that took this one's place (close reason `replaced`). */
  replacedBy: string | undefined;
  readonly queue = new MessageQueue();
  /**
   * The recorded pages this session was given: on a network a page can reach it twice (read as
   * waiting at login and taken as queued by another node at the same moment); it goes out once.
   */
  private readonly recordedPages = new Set<number>();

  private state: State = 'welcome';
  private readonly reader = new LineReader();
  private readonly handshakeTimer: NodeJS.Timeout;
  private inFlight: InFlight | undefined;
  /** Lines that arrived while the welcome line was being checked. */
  private readonly early: string[] = [];
  private sequence = 0;
  private readonly timeSync: TimeSync;

  constructor(
    private readonly socket: Socket,
    private readonly host: SessionHost,
    settings: SessionSettings,
  ) {
    this.timeSync = new TimeSync(settings.syncRounds);
    this.address = {
      ip: (socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, ''),
      port: socket.remotePort ?? 0,
    };
    socket.setNoDelay(true);
    socket.setKeepAlive(true, 60_000);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => this.close('remote'));
    socket.on('close', () => this.close('remote'));
    this.handshakeTimer = setTimeout(() => {
      host.log.warn(
        { address: this.addressText },
        `Transmitter handshake timed out (${this.describe()})`,
      );
      this.close('timeout');
    }, settings.handshakeTimeoutMs);
  }

  /** "ip:port", with brackets around an IPv6 address. */
  get addressText(): string {
    const { ip, port } = this.address;
    return ip.includes(':') ? `[${ip}]:${port}` : `${ip}:${port}`;
  }

  get isOnline(): boolean {
    return this.state === 'online';
  }

  /** Queues a message; it goes out when the one in flight has been answered. */
  send(message: PagerMessage): void {
    if (this.state === 'closed') return;
    if (message.delivery) {
      if (this.recordedPages.has(message.delivery.id)) return;
      this.recordedPages.add(message.delivery.id);
    }
    this.queue.add(message);
    this.sendNext();
  }

  /** Ends the connection; the host hears of it once. */
  close(reason: CloseReason): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.handshakeTimer);
    this.host.ended(this, reason);
    this.socket.destroy();
  }

  private describe(): string {
    return this.name ? `${this.name} from ${this.addressText}` : `from ${this.addressText}`;
  }

  private receive(chunk: Buffer): void {
    this.guarded(() => this.receiveLines(this.reader.push(chunk)));
  }

  private receiveLines(lines: Iterable<string>): void {
    this.guarded(() => {
      for (const line of lines) {
        if (this.state === 'closed') return;
        // Blank lines carry nothing; the Core would trip over them, we let them pass.
        if (line.trim() === '') continue;
        this.handle(line);
      }
    });
  }

  /** A line that breaks the protocol ends the session with its reason. */
  private guarded(work: () => void): void {
    try {
      work();
    } catch (error) {
      if (
        error instanceof ProtocolError ||
        error instanceof TimeSyncError ||
        error instanceof LineTooLongError
      ) {
        this.fail(error.message);
      } else {
        throw error;
      }
    }
  }

  private handle(line: string): void {
    switch (this.state) {
      case 'welcome':
        return void this.handleWelcome(line);
      case 'checking':
        // Nothing is asked before the answer to the welcome line: software that talks anyway
        // is heard once the check is done.
        this.early.push(line);
        return;
      case 'sync-answer':
        this.timeSync.answer(line);
        this.state = 'sync-ack';
        return;
      case 'sync-ack':
        return this.handleSyncAck(line);
      case 'correction-ack':
        expectPlus(line);
        this.write(timeSlotLine(this.timeSlot));
        this.state = 'slots-ack';
        return;
      case 'slots-ack':
        expectPlus(line);
        clearTimeout(this.handshakeTimer);
        this.state = 'online';
        this.onlineSince = new Date();
        this.host.online(this);
        this.sendNext();
        return;
      case 'online':
        return this.handleAck(line);
      case 'closed':
        return;
    }
  }

  private async handleWelcome(line: string): Promise<void> {
    const welcome = parseWelcome(line);
    if (!welcome) return this.refuse(REFUSALS.format, undefined);
    const name = welcome.name.toLowerCase();
    this.state = 'checking';
    let record: TransmitterRecord | undefined;
    try {
      record = await this.host.lookup(name);
    } catch (error) {
      // The database is away: the software tries again later, as after any refusal.
      this.host.log.error(error, `Transmitter ${name} could not be checked`);
      return this.close('error');
    }
    if (this.state !== 'checking') return;
    this.state = 'welcome';
    // Refusals carry the name as the software sent it, for the operator who typed it there.
    if (!record) return this.refuse(REFUSALS.unknown, welcome.name);
    if (record.status === 'DISABLED') return this.refuse(REFUSALS.disabled, welcome.name);
    if (record.authKey !== welcome.authKey) return this.refuse(REFUSALS.credentials, welcome.name);
    this.welcome = welcome;
    this.name = name;
    this.timeSlot = record.timeSlot;
    this.host.authenticated(this);
    this.sendSyncRequest();
    const early = this.early.splice(0);
    if (early.length > 0) this.receiveLines(early);
  }

  private refuse(refusal: Refusal, name: string | undefined): void {
    this.host.refused(this, refusal, name);
    this.state = 'closed';
    clearTimeout(this.handshakeTimer);
    // Like the Core: the line without a line end, then the connection is closed.
    this.socket.end(refusal, 'latin1');
    setTimeout(() => this.socket.destroy(), 5_000).unref();
  }

  private sendSyncRequest(): void {
    this.write(this.timeSync.request());
    this.state = 'sync-answer';
  }

  private handleSyncAck(line: string): void {
    expectPlus(line);
    const correction = this.timeSync.finishRound();
    if (correction === undefined) return this.sendSyncRequest();
    this.write(correctionLine(correction));
    this.state = 'correction-ack';
  }

  private handleAck(line: string): void {
    const ack = parseAck(line);
    // The line goes into the log and the history: a short piece of it is enough.
    if (!ack) throw new ProtocolError(`Invalid response received: ${line.slice(0, 80)}`);
    const current = this.inFlight;
    if (!current) {
      this.host.log.warn(
        { transmitter: this.name },
        `Acknowledgement without a message from ${this.name}: ${line}`,
      );
      return;
    }
    const expected = ack.kind === 'ok' ? nextSequence(current.sequence) : current.sequence;
    // The Core takes the answer for the message in flight whatever its number, and warns.
    if (ack.sequence !== expected) {
      this.host.log.warn(
        { transmitter: this.name },
        `Acknowledgement with the wrong number from ${this.name}: ${line}`,
      );
    }
    if (ack.kind === 'retry' && current.retries + 1 < MAX_TRIES) {
      current.retries += 1;
      this.host.retried(this, current.message);
      this.host.metrics.retried(current.message.priority);
      this.host.metrics.sent(current.message.priority);
      this.write(messageLine(current.sequence, current.message));
      this.host.transmitted(this, current.message);
      return;
    }
    this.inFlight = undefined;
    if (ack.kind === 'ok') this.host.metrics.acknowledged(current.message.priority);
    else this.host.metrics.failed(current.message.priority);
    this.host.delivered(this, current.message, ack.kind === 'ok' ? 'sent' : 'failed');
    this.sendNext();
  }

  private sendNext(): void {
    if (this.state !== 'online' || this.inFlight) return;
    const message = this.queue.take();
    if (!message) return;
    this.inFlight = { sequence: this.sequence, message, retries: 0 };
    this.sequence = nextSequence(this.sequence);
    this.host.log.debug(
      { transmitter: this.name, ric: message.ric, text: message.text },
      `To ${this.name}: RIC ${message.ric} "${message.text}"`,
    );
    this.host.metrics.sent(message.priority);
    this.write(messageLine(this.inFlight.sequence, message));
    this.host.transmitted(this, message);
  }

  private fail(detail: string): void {
    if (this.name) this.host.failed(this, detail);
    this.host.log.error(
      { transmitter: this.name, address: this.addressText },
      `Closing transmitter connection ${this.describe()}: ${detail}`,
    );
    this.close('error');
  }

  private write(line: string): void {
    if (this.socket.destroyed) return;
    this.socket.write(`${toWireText(line)}\n`, 'latin1');
  }
}

function expectPlus(line: string): void {
  if (line !== '+') throw new ProtocolError('Wrong ack received.');
}

/**
 * The protocol is 7-bit ASCII (the Core's encoder turns anything else into `?`), and a line end
 * inside a text would start a line of its own.
 */
function toWireText(line: string): string {
  return line.replace(/[\r\n]/g, ' ').replace(/[\u0080-\u{10ffff}]/gu, '?');
}
