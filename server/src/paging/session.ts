/**
 * One transmitter connection, following the Core's server handler: the welcome line and its
 * checks, the time-sync rounds, the timeslots (handshake.ts), then messages one at a time with
 * their acknowledgements (outbox.ts). This class reads and writes the lines and keeps the
 * connection's state; what the session learns goes to its host (endpoint.ts, through
 * session-host.ts), which keeps the registry, the live state and the log.
 */
import type { Socket } from 'node:net';
import type { TransmitterRecord } from '../store/store.js';
import { Handshake, welcomeRefusal } from './handshake.js';
import { LineReader, LineTooLongError } from './line-reader.js';
import type { MessageQueue } from './message-queue.js';
import { Outbox } from './outbox.js';
import type { PagerMessage } from './pager-message.js';
import type { CloseReason, SessionHost, SessionSettings } from './session-host.js';
import { TimeSyncError } from './time-sync.js';
import {
  REFUSALS,
  ProtocolError,
  parseWelcome,
  wireText,
  type Refusal,
  type Welcome,
} from './wire.js';

type State = 'welcome' | 'checking' | 'handshake' | 'online' | 'closed';

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

  private state: State = 'welcome';
  private readonly reader = new LineReader();
  private readonly handshakeTimer: NodeJS.Timeout;
  /** Lines that arrived while the welcome line was being checked. */
  private readonly early: string[] = [];
  /** The steps after the welcome line, once it was accepted. */
  private handshake: Handshake | undefined;
  private readonly outbox: Outbox;

  constructor(
    private readonly socket: Socket,
    private readonly host: SessionHost,
    private readonly settings: SessionSettings,
  ) {
    this.outbox = new Outbox(this, host, (line) => this.write(line));
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

  /** The messages waiting to be sent. */
  get queue(): MessageQueue {
    return this.outbox.queue;
  }

  /** Queues a message; it goes out when the one in flight has been answered. */
  send(message: PagerMessage): void {
    if (this.state === 'closed') return;
    this.outbox.add(message);
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
      case 'handshake':
        return this.continueHandshake(line);
      case 'online':
        return this.outbox.answer(line);
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
    const refusal = welcomeRefusal(record, welcome);
    if (refusal) return this.refuse(refusal, welcome.name);
    this.welcome = welcome;
    this.name = name;
    this.timeSlot = record!.timeSlot;
    this.host.authenticated(this);
    this.handshake = new Handshake(this.settings.syncRounds, this.timeSlot);
    this.write(this.handshake.start());
    this.state = 'handshake';
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

  private continueHandshake(line: string): void {
    const answer = this.handshake!.answer(line);
    if (answer === 'wait') return;
    if (answer !== 'online') return this.write(answer.send);
    clearTimeout(this.handshakeTimer);
    this.state = 'online';
    this.onlineSince = new Date();
    this.host.online(this);
    this.outbox.sendNext();
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
    this.socket.write(`${wireText(line)}\n`, 'latin1');
  }
}
