/**
 * Delivery over real TCP: transmitters connect to the paging node's endpoint the way UniPager
 * does (welcome line, time-sync rounds, timeslots, then `+` for each message), and the API's
 * calls, rubric content and rubric names, and the identification job, reach them on the wire.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SCHEDULES } from '../../src/paging/delivery/index.js';
import { nextRun } from '../../src/paging/delivery/schedule.js';
import { createPagingNode, type PagingNode } from '../../src/paging/paging-node.js';
import {
  ADMIN,
  createCast,
  createGroup,
  createRubric,
  createSubscriber,
  createTransmitter,
} from '../helpers/fixtures.js';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { FakeClock } from './delivery-fakes.js';

const TIME_RICS = new Set(['2504', '200', '208', '216', '224']);

/** One line the server put on the air for this transmitter: `<ric> <function> <text>`. */
type AirLine = string;

/** A transmitter client that completes the handshake and acknowledges every message with `+`. */
class WireTransmitter {
  readonly received: AirLine[] = [];
  online = false;
  private buffer = '';

  private constructor(private readonly socket: Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end: number;
      while ((end = this.buffer.indexOf('\n')) >= 0) {
        this.answer(this.buffer.slice(0, end).replace(/\r$/, ''));
        this.buffer = this.buffer.slice(end + 1);
      }
    });
  }

  static async connect(port: number, name: string): Promise<WireTransmitter> {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const client = new WireTransmitter(socket);
    client.send(`[UniPager v1.0.5 ${name} secret1]`);
    return client;
  }

  private send(...lines: string[]): void {
    this.socket.write(lines.map((line) => `${line}\r\n`).join(''), 'latin1');
  }

  private answer(line: string): void {
    const sync = /^2:([0-9A-F]{4})$/.exec(line);
    if (sync) return this.send(`2:${sync[1]}:0000`, '+');
    if (/^3:[+-][0-9A-F]{4}$/.test(line)) return this.send('+');
    if (/^4:\d*$/.test(line)) {
      this.online = true;
      return this.send('+');
    }
    const message = /^#([0-9A-F]{2}) (\d):([0-9A-F]+):([0-9A-F]+):(\d):(.*)$/.exec(line);
    if (!message) throw new Error(`unexpected line from the server: ${line}`);
    const [, sequence, , , ric, fn, text] = message;
    this.received.push(`${Number.parseInt(ric!, 16)} ${fn} ${text}`);
    this.send(
      `#${((Number.parseInt(sequence!, 16) + 1) % 256).toString(16).toUpperCase().padStart(2, '0')} +`,
    );
  }

  /** Waits until `count` messages have arrived, and hands them over. */
  async take(count: number): Promise<AirLine[]> {
    await vi.waitFor(() => expect(this.received.length).toBeGreaterThanOrEqual(count), {
      timeout: 5_000,
    });
    return this.received.splice(0, count);
  }

  close(): void {
    this.socket.destroy();
  }
}

let node: PagingNode;
let server: TestServer;
const clock = new FakeClock(Date.UTC(2026, 2, 7, 9, 3, 27));
const clients: Record<string, WireTransmitter> = {};
const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  let port = 0;
  server = await startServer({
    parts: async (store, settings) => {
      node = await createPagingNode(store, settings, {
        port: 0,
        deliveryClock: clock,
        syncRounds: 2,
      });
      return {
        app: { paging: node.events, monitor: node.monitor },
        start: async () => void (port = (await node.start(silent))!.port),
        stop: () => node.stop(),
      };
    },
  });

  await createCast(server);
  for (const [name, address] of [
    ['txa', 101],
    ['txb', 102],
    ['txc', 103],
    ['txd', 104],
  ] as const)
    await createTransmitter(server, name, { identificationAddress: address });
  await createGroup(server, 'club', ['txa', 'txb', 'txc']);
  await createSubscriber(server, 'dl1abc', {
    pagers: [
      { number: 1111, name: 'Skyper' },
      { number: 2222, name: 'Alphapoc' },
    ],
  });
  await createRubric(server, 'weather', ['club'], { number: 5, label: 'Wetter' });

  // txc stays away; txd is connected but in none of the groups used below.
  for (const name of ['txa', 'txb', 'txd'])
    clients[name] = await WireTransmitter.connect(port, name);
  await vi.waitFor(
    () => expect(node.endpoint!.connectedNames().sort()).toEqual(['txa', 'txb', 'txd']),
    { timeout: 5_000 },
  );
});

afterAll(async () => {
  Object.values(clients).forEach((client) => client.close());
  await server.close();
});

const post = (path: string, body: unknown) =>
  request(server, 'POST', `/api/${path}`, { auth: ADMIN, body });

describe('delivery over TCP', () => {
  it('puts a call on the air at the two connected transmitters of its group, per pager RIC', async () => {
    const response = await post('calls', {
      text: 'Grüße',
      callSignNames: ['dl1abc'],
      transmitterGroupNames: ['club'],
      emergency: false,
    });
    expect(response.status).toBe(201);
    for (const name of ['txa', 'txb'])
      expect((await clients[name]!.take(2)).sort()).toEqual(['1111 3 Gr}~e', '2222 3 Gr}~e']);
  });

  it('sends rubric content as a call to 1000 + number and in the Skyper format', async () => {
    expect((await post('news', { rubricName: 'weather', text: 'Sonne', number: 4 })).status).toBe(
      201,
    );
    for (const name of ['txa', 'txb'])
      expect(await clients[name]!.take(2)).toEqual(['1005 3 Sonne', '4520 3 $$Tpoof']);
  });

  it('sends the rubric names to the transmitter named in sendRubricNames', async () => {
    const response = await request(server, 'GET', '/api/transmitterControl/sendRubricNames/txa', {
      auth: ADMIN,
    });
    expect(response.status).toBe(200);
    expect(await clients['txa']!.take(1)).toEqual(['4512 3 1$*Xfuufs']);
  });

  it('identifies every connected transmitter every ten minutes, by name on its address', async () => {
    // Up to the next identification: the time messages of that same moment come too.
    clock.advance(nextRun(SCHEDULES.identification, clock.now()) - clock.now());
    // The time messages come first (higher priority); leave them aside.
    const untilIdentification = async (name: string) => {
      await vi.waitFor(
        () => expect(clients[name]!.received.some((line) => line.endsWith(name))).toBe(true),
        { timeout: 5_000 },
      );
      return clients[name]!.received.filter((line) => !TIME_RICS.has(line.split(' ')[0]!));
    };
    expect(await untilIdentification('txa')).toEqual(['101 3 txa']);
    expect(await untilIdentification('txb')).toEqual(['102 3 txb']);
    // txd's only message besides the time is its identification: the call and rubric
    // traffic before never reached it.
    expect(await untilIdentification('txd')).toEqual(['104 3 txd']);
  });
});
