/**
 * A simulated transmitter: connects to a DAPNET transmitter endpoint over TCP the way UniPager
 * does, completes the handshake, collects and acknowledges the messages, and can misbehave on
 * purpose (ask for retries, report failures, drop the connection). Given several servers (a
 * network's nodes), it goes round them when its connection is lost. Used by the `transmitter`
 * command, the demo's simulated transmitters, the tests and the scale benchmark.
 */
import { Socket } from 'node:net';
import {
  LINE_END,
  acknowledgementLine,
  parseServerLine,
  timeSyncAnswer,
  welcomeLine,
  type WireMessage,
} from './protocol.js';
import { AnswerPolicy } from './answer-policy.js';
import type { Endpoint } from './host-list.js';
import { waitForMessage, type MessageListeners, type MessageMatch } from './message-wait.js';
import type {
  AckBehaviour,
  ReceivedMessage,
  SimulatorEvent,
  SimulatorOptions,
} from './simulator-options.js';

export type { AckBehaviour, ReceivedMessage, SimulatorEvent, SimulatorOptions };

type Waiter = { resolve: () => void; reject: (error: Error) => void };

const MAX_RECONNECT_DELAY_MS = 60_000;

export class SimulatedTransmitter {
  readonly name: string;
  /** Every message received, in order, with the answer given. */
  readonly messages: ReceivedMessage[] = [];
  /** The refusal line's reason (`Invalid credentials`), once refused. */
  refusal: string | undefined;
  /** The time slots handed over in the last handshake. */
  timeSlots: string | undefined;
  /** Whether the last handshake has completed and the connection is still up. */
  online = false;

  private readonly options: Required<
    Pick<SimulatorOptions, 'host' | 'port' | 'device' | 'version'>
  > &
    SimulatorOptions;
  private readonly answers: AnswerPolicy;
  /** The servers to try in turn, and the one of them connected (or to connect) to. */
  private readonly endpoints: Endpoint[];
  private current = 0;
  private socket: Socket | undefined;
  private buffer = '';
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelayMs: number | undefined;
  private handshakeWaiters: Waiter[] = [];
  private messageListeners: MessageListeners = new Set();

  constructor(options: SimulatorOptions) {
    this.options = {
      host: 'localhost',
      port: 43434,
      device: 'UniPager',
      version: '1.0.2',
      ...options,
    };
    this.name = options.name;
    const { host, port } = this.options;
    this.endpoints = options.hosts?.length ? [...options.hosts] : [{ host, port }];
    this.answers = new AnswerPolicy(options.ack);
    this.reconnectDelayMs = options.reconnectDelayMs;
  }

  /** The server connected to, or to be connected to next. */
  get endpoint(): Endpoint {
    return this.endpoints[this.current]!;
  }

  /** Opens the connection and sends the welcome line; see `handshake()` for the outcome. */
  start(): this {
    this.stopped = false;
    this.connect();
    return this;
  }

  /** Changes how the following messages are answered. */
  setAck(behaviour: AckBehaviour): void {
    this.answers.set(behaviour);
  }

  /**
   * Resolves once the handshake has completed (at once if it has), rejects with the refusal line
   * if the server refuses, when the connection closes first, or after `timeoutMs`. The server
   * counts the transmitter online when it has read the last `+`, a moment after this resolves.
   */
  handshake(timeoutMs = 10_000): Promise<void> {
    if (this.online) return Promise.resolve();
    if (this.refusal !== undefined) return Promise.reject(new Error(`7 ${this.refusal}`));
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.handshakeWaiters = this.handshakeWaiters.filter((waiter) => waiter !== entry);
        reject(new Error(`${this.name}: no handshake within ${timeoutMs} ms`));
      }, timeoutMs);
      const entry: Waiter = {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (error) => (clearTimeout(timer), reject(error)),
      };
      this.handshakeWaiters.push(entry);
    });
  }

  /** Resolves with the first message (already received or still to come) that matches. */
  waitForMessage(match: MessageMatch, timeoutMs = 10_000): Promise<ReceivedMessage> {
    return waitForMessage(this, this.messageListeners, match, timeoutMs);
  }

  /** Closes the connection for good (no reconnect); resolves once the socket is closed. */
  close(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const socket = this.socket;
    if (!socket || socket.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      socket.once('close', () => resolve());
      socket.end();
      // A server that does not close its side must not keep us waiting.
      setTimeout(() => socket.destroy(), 1_000).unref();
    });
  }

  private emit(event: SimulatorEvent): void {
    this.options.onEvent?.(event);
  }

  private connect(): void {
    const { device, version, name, authKey } = this.options;
    const { host, port } = this.endpoint;
    const socket = new Socket();
    this.socket = socket;
    this.buffer = '';
    this.answers.newSession();
    socket.setEncoding('latin1');
    socket.setNoDelay(true);
    socket.on('connect', () => {
      this.emit({ kind: 'connected', host, port });
      this.send(welcomeLine(device, version, name, authKey));
    });
    socket.on('data', (chunk: string) => this.receive(chunk));
    // The Core sends its refusal line without a line end and closes: what is left is a line.
    socket.on('end', () => this.receive('\n'));
    socket.on('error', (error) => this.emit({ kind: 'error', error }));
    socket.on('close', () => this.closed(socket));
    socket.connect(port, host);
  }

  private send(...lines: string[]): void {
    if (this.socket && !this.socket.destroyed) {
      this.socket.write(lines.map((line) => line + LINE_END).join(''), 'latin1');
    }
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      if (line !== '') this.handle(line);
    }
  }

  private handle(line: string): void {
    const parsed = parseServerLine(line);
    switch (parsed.kind) {
      case 'time-sync':
        return this.send(
          ...timeSyncAnswer(this.options.wrongTimeSync ? 'FFFFF' : parsed.serverTime),
        );
      case 'time-correction':
        return this.send('+');
      case 'time-slots':
        this.send('+');
        return this.handshakeDone(parsed.slots);
      case 'message':
        return this.answer(parsed.message);
      case 'refusal':
        return this.refused(parsed.reason);
      case 'acknowledgement':
        return;
      case 'unknown':
        // UniPager answers what it does not understand with an error.
        return this.send('-');
    }
  }

  private handshakeDone(timeSlots: string): void {
    this.timeSlots = timeSlots;
    this.online = true;
    this.reconnectDelayMs = this.options.reconnectDelayMs;
    this.emit({ kind: 'handshake', timeSlots });
    const waiters = this.handshakeWaiters;
    this.handshakeWaiters = [];
    waiters.forEach((waiter) => waiter.resolve());
  }

  private refused(reason: string): void {
    this.refusal = reason;
    this.stopped = true;
    this.emit({ kind: 'refused', reason });
    this.rejectWaiters(new Error(`7 ${reason}`));
    this.socket?.end();
  }

  private answer(message: WireMessage): void {
    const answer = this.answers.answerFor(message);
    const received: ReceivedMessage = { ...message, receivedAt: new Date(), answer };
    this.messages.push(received);
    if (answer === 'drop') {
      this.online = false;
      this.socket?.destroy();
    } else this.send(acknowledgementLine(message.sequence, answer));
    this.emit({ kind: 'message', message: received });
    this.messageListeners.forEach((listener) => listener(received));
  }

  private rejectWaiters(error: Error): void {
    const waiters = this.handshakeWaiters;
    this.handshakeWaiters = [];
    waiters.forEach((waiter) => waiter.reject(error));
  }

  private closed(socket: Socket): void {
    if (socket !== this.socket) return;
    if (this.buffer !== '') this.receive('\n');
    this.online = false;
    const delay = this.stopped ? undefined : this.reconnectDelayMs;
    // Whether the node went away or refused the connection, the next one in the list is tried.
    if (delay !== undefined) this.current = (this.current + 1) % this.endpoints.length;
    const next = delay === undefined ? undefined : this.endpoint;
    this.emit({ kind: 'disconnected', reconnectInMs: delay, next });
    if (delay === undefined) {
      this.rejectWaiters(new Error(`${this.name}: connection closed`));
      return;
    }
    this.reconnectDelayMs = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }
}
