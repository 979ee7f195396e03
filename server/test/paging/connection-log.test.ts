/**
 * What the log tells an operator about transmitters, over real TCP: connects, refusals and
 * disconnects with name, address and reason; a replacement with both addresses; a transmitter
 * that flaps once a minute with a count (a fake clock stands in for the minute), also on its
 * monitoring screen; and delivery lines with their numbers, "none connected" included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../helpers/fixtures.js';
import { request, type TestServer } from '../helpers/server.js';
import { FakeClock } from './delivery-fakes.js';
import {
  TestTransmitter,
  connectOnline,
  registerTransmitter,
  startPagingServer,
  transmitterUntil,
  welcomeLine,
  type LogRecord,
  type PagingServer,
} from './protocol-harness.js';

const clock = new FakeClock(Date.UTC(2026, 10, 26, 20, 0, 0));
let server: PagingServer;
const asTest = () => server as unknown as TestServer;
/** Each client's local port, kept from while it was open. */
const ports = new WeakMap<TestTransmitter, number>();
function track(client: TestTransmitter): TestTransmitter {
  ports.set(client, client.socket.localPort!);
  return client;
}
const addressOf = (client: TestTransmitter) => `127.0.0.1:${ports.get(client)}`;

beforeAll(async () => {
  server = await startPagingServer({ flapClock: clock });
  await registerTransmitter(server, 'db0log');
  await registerTransmitter(server, 'db0flap');
});
afterAll(() => server.close());

/** The records logged from `from` on, above debug level, about `name`. */
function linesAbout(name: string, from: number): LogRecord[] {
  return server.logs
    .slice(from)
    .filter((log) => log.level !== 'debug' && log.fields.transmitter === name);
}

/** A connection whose welcome line was accepted (it got the first sync request). */
async function claim(name: string): Promise<TestTransmitter> {
  const client = track(await TestTransmitter.connect(server.transmitterPort));
  client.send(welcomeLine(name));
  expect(await client.nextLine()).toMatch(/^2:/);
  return client;
}

describe('connection log lines', () => {
  it('name the transmitter, its address and the reason', async () => {
    const start = server.logs.length;
    const refused = track(await TestTransmitter.connect(server.transmitterPort));
    refused.send(welcomeLine('db0log', 'wrong'));
    expect(await refused.nextLine()).toBe('7 Invalid credentials');
    const client = track(await connectOnline(server, 'db0log'));
    client.close();
    await transmitterUntil(server, 'db0log', (t) => t.status === 'OFFLINE');
    const messages = linesAbout('db0log', start).map((log) => log.message);
    expect(messages).toEqual([
      `Transmitter db0log refused from ${addressOf(refused)}: 7 Invalid credentials`,
      expect.stringMatching(
        new RegExp(`^Transmitter db0log connected from ${addressOf(client)} \\(UniPager`),
      ),
      `Transmitter db0log disconnected from ${addressOf(client)}: Closed by the transmitter`,
    ]);
  });

  it('names both addresses when another connection with the same name takes over', async () => {
    clock.advance(120_000); // Past any window of the test before.
    const start = server.logs.length;
    const first = track(await connectOnline(server, 'db0log'));
    const second = await claim('db0log');
    await first.closed;
    const replaced = linesAbout('db0log', start).find((log) => log.fields.reason === 'replaced');
    expect(replaced?.message).toBe(
      `Transmitter db0log from ${addressOf(first)} replaced by a new connection from ${addressOf(second)}`,
    );
    expect(replaced?.fields).toMatchObject({
      address: addressOf(first),
      replacedBy: addressOf(second),
    });
    second.close();
    await second.closed;
  });
});

describe('a flapping transmitter', () => {
  it('is logged at once, then once a minute with a count, and shown on its monitor', async () => {
    const start = server.logs.length;
    const clients: TestTransmitter[] = [];
    for (let round = 0; round < 12; round++) clients.push(await claim('db0flap'));
    await Promise.all(clients.slice(0, -1).map((client) => client.closed));

    // 11 replacements: the first logged at once with both addresses, the other 10 counted.
    const atOnce = linesAbout('db0flap', start);
    expect(atOnce.map((log) => log.message)).toEqual([
      `Transmitter db0flap from ${addressOf(clients[0]!)} replaced by a new connection from ${addressOf(clients[1]!)}`,
    ]);

    const monitor = await request(asTest(), 'GET', '/monitor/transmitters/db0flap', {
      auth: ADMIN,
    });
    expect(monitor.body.flapping).toMatchObject({
      replaced: 10,
      refused: 0,
      lastReplacement: { closed: addressOf(clients[10]!), by: addressOf(clients[11]!) },
    });
    expect(monitor.body.flapping.addresses).toContain(addressOf(clients[11]!));

    clock.advance(59_000);
    expect(linesAbout('db0flap', start)).toHaveLength(1);
    clock.advance(1_000);
    const summaries = linesAbout('db0flap', start).slice(1);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.level).toBe('warn');
    expect(summaries[0]!.fields).toMatchObject({ replaced: 10, refused: 0 });
    expect(summaries[0]!.message).toMatch(
      /^Transmitter db0flap flapping: replaced 10 times in the last minute, from .*127\.0\.0\.1:\d+/,
    );
    expect(summaries[0]!.message).toContain(
      `last ${addressOf(clients[10]!)} replaced by ${addressOf(clients[11]!)}`,
    );

    // Refusals count too, in the next minute's summary.
    for (let round = 0; round < 3; round++) {
      const wrong = await TestTransmitter.connect(server.transmitterPort);
      wrong.send(welcomeLine('db0flap', 'wrong'));
      expect(await wrong.nextLine()).toBe('7 Invalid credentials');
    }
    expect(linesAbout('db0flap', start)).toHaveLength(2);
    clock.advance(60_000);
    expect(
      linesAbout('db0flap', start)
        .slice(2)
        .map((log) => log.message),
    ).toEqual([
      expect.stringMatching(/^Transmitter db0flap flapping: refused 3 times in the last minute/),
    ]);

    // A quiet minute ends it: nothing more is logged, the monitor shows no flapping, and the
    // next replacement is logged at once again.
    clock.advance(60_000);
    expect(linesAbout('db0flap', start)).toHaveLength(3);
    const calm = await request(asTest(), 'GET', '/monitor/transmitters/db0flap', { auth: ADMIN });
    expect(calm.body.flapping).toBeNull();
    const next = await claim('db0flap');
    await clients[11]!.closed;
    expect(
      linesAbout('db0flap', start)
        .slice(3)
        .map((log) => log.message),
    ).toEqual([
      `Transmitter db0flap from ${addressOf(clients[11]!)} replaced by a new connection from ${addressOf(next)}`,
    ]);
    next.close();
  });
});

describe('delivery lines', () => {
  it('give the numbers, and say so when no transmitter of the groups is connected', async () => {
    const put = (path: string, body: unknown) =>
      request(asTest(), 'PUT', path, { auth: ADMIN, body });
    await put('/api/transmitterGroups/loggroup', {
      description: 'log test',
      transmitterNames: ['db0log'],
      ownerNames: ['admin'],
    });
    await put('/api/callsigns/dl1log', {
      description: 'log test',
      pagers: [{ number: 777, name: 'Skyper' }],
      ownerNames: ['admin'],
    });
    const start = server.logs.length;
    const call = await request(asTest(), 'POST', '/api/calls', {
      auth: ADMIN,
      body: {
        text: 'nobody',
        callSignNames: ['dl1log'],
        transmitterGroupNames: ['loggroup'],
        emergency: false,
      },
    });
    expect(call.status).toBe(201);
    const offline = server.logs.slice(start).find((log) => log.message.startsWith('Call of'));
    expect(offline?.message).toBe(
      'Call of admin to loggroup: none connected (of 1 in its groups), 1 message not sent',
    );

    const client = await connectOnline(server, 'db0log');
    const again = server.logs.length;
    await request(asTest(), 'POST', '/api/calls', {
      auth: ADMIN,
      body: {
        text: 'somebody',
        callSignNames: ['dl1log'],
        transmitterGroupNames: ['loggroup'],
        emergency: false,
      },
    });
    const online = server.logs.slice(again).find((log) => log.message.startsWith('Call of'));
    expect(online?.message).toBe(
      'Call of admin to loggroup: 1 message queued for 1 connected transmitter (of 1 in its groups)',
    );
    client.close();
  });
});
