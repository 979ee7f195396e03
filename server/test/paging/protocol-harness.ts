/**
 * The real server in-process for protocol tests: HTTP API and transmitter endpoint on free ports
 * of the loopback interface, a fresh SQLite file, short timeouts, a log that the tests can read,
 * and raw-socket transmitter clients that answer as UniPager and the MMDVM DAPNETGateway do.
 */
import { connect, type Socket } from 'node:net';
import type { NetworkEvents } from '../../src/events/network-events.js';
import type { Clock } from '../../src/paging/delivery/schedule.js';
import type { PagerMessage } from '../../src/paging/pager-message.js';
import { createPagingNode, type PagingNode } from '../../src/paging/paging-node.js';
import type { PagingLog } from '../../src/paging/paging-log.js';
import { protocolClock } from '../../src/paging/wire.js';
import type { Store } from '../../src/store/store.js';
import { createMetrics } from '../../src/metrics/registry.js';
import { request, startServer } from '../helpers/server.js';
import { ADMIN, transmitterBody } from '../helpers/fixtures.js';

/** The delivery's periodic jobs stay out of these tests. */
const NEVER: Clock = { now: () => Date.now(), setTimeout: () => undefined, clearTimeout: () => {} };

export interface LogRecord {
  level: 'debug' | 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

export interface PagingServer {
  url: string;
  transmitterPort: number;
  store: Store;
  node: PagingNode;
  logs: LogRecord[];
  databaseFile: string;
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

function recordingLog(logs: LogRecord[]): PagingLog {
  const at = (level: LogRecord['level']) => (fields: unknown, message?: string) =>
    void logs.push({ level, fields: fields as Record<string, unknown>, message: message ?? '' });
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
  } as PagingLog;
}

export async function startPagingServer(
  options: {
    databaseFile?: string;
    handshakeTimeoutMs?: number;
    /** More settings, such as DAPNET_METRICS_TOKEN. */
    env?: Record<string, string>;
    /** The flapping summaries' clock (flap-reporter.ts). */
    flapClock?: Clock;
    /** The delivery's clock: message times and the keep time of waiting pages. */
    deliveryClock?: Clock;
    /** The node's event bus, for tests that listen to it. */
    networkEvents?: NetworkEvents;
  } = {},
): Promise<PagingServer> {
  const logs: LogRecord[] = [];
  let node: PagingNode | undefined;
  let transmitterPort = 0;
  const server = await startServer({
    databaseFile: options.databaseFile,
    env: { DAPNET_NODE_NAME: 'db0tst', ...options.env },
    parts: async (store, settings) => {
      const metrics = createMetrics();
      const paging = await createPagingNode(store, settings, {
        metrics: metrics.paging,
        flapClock: options.flapClock,
        port: 0,
        handshakeTimeoutMs: options.handshakeTimeoutMs ?? 3_000,
        liveStateDelayMs: 5,
        deliveryClock: options.deliveryClock ?? NEVER,
        networkEvents: options.networkEvents,
      });
      node = paging;
      return {
        app: {
          paging: paging.events,
          monitor: paging.monitor,
          metrics,
          networkEvents: options.networkEvents,
        },
        start: async () => {
          transmitterPort = (await paging.start(recordingLog(logs)))!.port;
        },
        stop: () => paging.stop(),
      };
    },
  });
  return {
    url: server.url,
    transmitterPort,
    store: server.store,
    node: node!,
    logs,
    databaseFile: server.databaseFile,
    close: (closeOptions) => server.close(closeOptions),
  };
}

/** Registers a transmitter through the API (owned by admin). */
export async function registerTransmitter(
  server: PagingServer,
  name: string,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const response = await request(server, 'PUT', `/api/transmitters/${name}`, {
    auth: ADMIN,
    body: transmitterBody({ authKey: 'secret1', ownerNames: ['admin'], ...overrides }),
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`PUT transmitter ${name}: ${response.status} ${response.text}`);
  }
}

/** GET /api/transmitters/{name} as admin, waiting until `until` holds (live state is batched). */
export async function transmitterUntil(
  server: PagingServer,
  name: string,
  until: (transmitter: Record<string, any>) => boolean,
): Promise<Record<string, any>> {
  for (let tries = 0; ; tries++) {
    const { body } = await request(server, 'GET', `/api/transmitters/${name}`, { auth: ADMIN });
    if (until(body) || tries > 200) return body;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** GET /api/transmitters/{name} as admin once the collected live state is committed. */
export async function transmitterNow(
  server: PagingServer,
  name: string,
): Promise<Record<string, any>> {
  await server.node.endpoint!.flush();
  return (await request(server, 'GET', `/api/transmitters/${name}`, { auth: ADMIN })).body;
}

/** How a client answers `2:TTTT`: with `0000` as UniPager and the DAPNETGateway do, or a clock. */
export type SyncAnswer = 'zero' | { clockOffset: number };

/** A transmitter's side of the connection, line by line, as the real programs do it. */
export class TestTransmitter {
  readonly socket: Socket;
  /** Every byte received, for checks of the exact wire text. */
  received = '';
  private buffer = '';
  private readonly lines: string[] = [];
  private waiting: ((line: string | undefined) => void) | undefined;
  private ended = false;
  readonly closed: Promise<void>;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => {
      this.received += text;
      this.buffer += text;
      let end: number;
      while ((end = this.buffer.indexOf('\n')) !== -1) {
        this.push(this.buffer.slice(0, end).replace(/\r$/, ''));
        this.buffer = this.buffer.slice(end + 1);
      }
    });
    socket.on('error', () => {});
    this.closed = new Promise((resolve) =>
      socket.on('close', () => {
        this.ended = true;
        // A refusal comes without a line end, as the Core sends it.
        if (this.buffer !== '') this.push(this.buffer);
        this.buffer = '';
        this.waiting?.(undefined);
        this.waiting = undefined;
        resolve();
      }),
    );
  }

  static async connect(port: number): Promise<TestTransmitter> {
    const socket = connect({ port, host: '127.0.0.1' });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new TestTransmitter(socket);
  }

  private push(line: string): void {
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting(line);
    } else {
      this.lines.push(line);
    }
  }

  /** The next line from the server, or undefined once the connection is closed. */
  nextLine(): Promise<string | undefined> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.ended) return Promise.resolve(undefined);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  /** Lines end in `\r\n`, as UniPager and the DAPNETGateway send them. */
  send(line: string, ending = '\r\n'): void {
    this.socket.write(`${line}${ending}`, 'latin1');
  }

  /** The whole handshake; returns the lines the server sent, in order. */
  async handshake(welcome: string, answer: SyncAnswer = 'zero'): Promise<{ lines: string[] }> {
    const lines: string[] = [];
    this.send(welcome);
    for (;;) {
      const line = await this.nextLine();
      if (line === undefined)
        throw new Error(`closed during the handshake after ${lines.join(' | ')}`);
      lines.push(line);
      if (line.startsWith('2:')) {
        const clock =
          answer === 'zero'
            ? 0
            : (protocolClock(Date.now()) + answer.clockOffset + 0x10000) % 0x10000;
        this.send(`${line}:${clock.toString(16).padStart(4, '0')}`);
        this.send('+');
      } else if (line.startsWith('3:')) {
        this.send('+');
      } else if (line.startsWith('4:')) {
        this.send('+');
        return { lines };
      } else {
        throw new Error(`unexpected line in the handshake: ${line}`);
      }
    }
  }

  close(): void {
    this.socket.destroy();
  }
}

export function welcomeLine(
  name: string,
  key = 'secret1',
  device = 'UniPager-Raspager',
  version = '1.0.3',
): string {
  return `[${device} v${version} ${name} ${key}]`;
}

/** Connects and completes the handshake; waits until the API shows the transmitter ONLINE. */
export async function connectOnline(server: PagingServer, name: string): Promise<TestTransmitter> {
  const client = await TestTransmitter.connect(server.transmitterPort);
  await client.handshake(welcomeLine(name));
  await transmitterUntil(server, name, (t) => t.status === 'ONLINE');
  return client;
}

let created = 0;

export function pagerMessage(overrides: Partial<PagerMessage> = {}): PagerMessage {
  return {
    priority: 'CALL',
    createdAt: Date.now() + created++,
    type: 6,
    speed: 1,
    ric: 1000,
    function: 3,
    text: 'Hello',
    source: 'call',
    ...overrides,
  };
}
