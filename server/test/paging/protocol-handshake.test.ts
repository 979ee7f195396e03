/**
 * The transmitter endpoint over real TCP: the welcome line and its refusals, the time-sync
 * rounds, the timeslots, and the live state the API shows (contract section 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../helpers/server.js';
import { ADMIN, transmitterBody } from '../helpers/fixtures.js';
import {
  TestTransmitter,
  connectOnline,
  registerTransmitter,
  startPagingServer,
  transmitterNow,
  transmitterUntil,
  welcomeLine,
  type PagingServer,
} from './protocol-harness.js';

let server: PagingServer;

beforeAll(async () => {
  server = await startPagingServer({ handshakeTimeoutMs: 10_000 });
  await registerTransmitter(server, 'db0abc');
  await registerTransmitter(server, 'db0off', { status: 'DISABLED' });
  for (const name of ['db0one', 'db0two', 'db0err', 'db0edt', 'db0del', 'db0syn'])
    await registerTransmitter(server, name);
});

afterAll(() => server.close());

/** Sends one line and reads what comes back before the server closes. */
async function answerTo(line: string): Promise<(string | undefined)[]> {
  const client = await TestTransmitter.connect(server.transmitterPort);
  client.send(line);
  const lines = [await client.nextLine(), await client.nextLine()];
  await client.closed;
  return lines;
}

describe('the welcome line', () => {
  it('is refused with the Core lines, then the connection is closed', async () => {
    expect(await answerTo('hello')).toEqual(['7 Invalid welcome message format', undefined]);
    expect(await answerTo('[UniPager v1.0.2 db0abc]')).toEqual([
      '7 Invalid welcome message format',
      undefined,
    ]);
    expect(await answerTo(welcomeLine('db0xyz'))).toEqual([
      '7 Transmitter not registered',
      undefined,
    ]);
    // Disabled wins over a wrong key, as in the Core's order of checks.
    expect(await answerTo(welcomeLine('db0off', 'wrong'))).toEqual([
      '7 Transmitter disabled',
      undefined,
    ]);
    // The key is compared exactly; the name is not.
    expect(await answerTo(welcomeLine('db0abc', 'SECRET1'))).toEqual([
      '7 Invalid credentials',
      undefined,
    ]);
    const refusals = server.logs.filter((log) => log.level === 'info' && log.fields.refusal);
    expect(refusals.map((log) => log.fields.refusal)).toContain('7 Invalid credentials');
    expect(refusals.every((log) => typeof log.fields.address === 'string')).toBe(true);
    const { body } = await request(server, 'GET', '/api/transmitters/db0abc', { auth: ADMIN });
    expect(body.status).toBe('OFFLINE');
  });
});

describe('the handshake', () => {
  it('runs five sync rounds, the correction and the timeslots, then shows the transmitter ONLINE', async () => {
    const client = await TestTransmitter.connect(server.transmitterPort);
    const { lines } = await client.handshake(
      welcomeLine('DB0ABC', 'secret1', 'UniPager-Raspager', '1.0.3'),
    );
    expect(lines).toHaveLength(7);
    lines.slice(0, 5).forEach((line) => expect(line).toMatch(/^2:[0-9A-F]{4}$/));
    expect(lines[5]).toMatch(/^3:[+-][0-9A-F]{4}$/);
    expect(lines[6]).toBe('4:0123');
    // The Core ends its lines with a bare \n (the DAPNETGateway depends on it).
    expect(client.received).not.toContain('\r');

    const transmitter = await transmitterUntil(server, 'db0abc', (t) => t.status === 'ONLINE');
    expect(transmitter).toMatchObject({
      status: 'ONLINE',
      address: { ip_addr: '127.0.0.1', port: client.socket.localPort },
      deviceType: 'UniPager-Raspager',
      deviceVersion: '1.0.3',
      nodeName: 'db0tst',
    });
    expect(transmitter.connectedSince).toBe(transmitter.lastConnected);
    expect(Date.now() - Date.parse(transmitter.connectedSince)).toBeLessThan(60_000);
    const connect = server.logs.find(
      (log) => log.level === 'info' && log.message.includes('db0abc connected'),
    );
    expect(connect?.fields).toMatchObject({
      deviceType: 'UniPager-Raspager',
      address: expect.any(String),
    });

    // The list (with its cached bytes and ETag) shows it too.
    const list = await request(server, 'GET', '/api/transmitters', { auth: ADMIN });
    expect(list.body.find((t: { name: string }) => t.name === 'db0abc').status).toBe('ONLINE');

    client.close();
    const after = await transmitterUntil(server, 'db0abc', (t) => t.status === 'OFFLINE');
    expect(after).toMatchObject({ status: 'OFFLINE', connectedSince: null });
    expect(after.lastConnected).toBe(transmitter.lastConnected);
    expect(
      server.logs.some(
        (log) => log.level === 'info' && log.message.includes('db0abc disconnected'),
      ),
    ).toBe(true);
  });

  it('corrects a client clock by the difference it measured, in tenths of a second', async () => {
    const client = await TestTransmitter.connect(server.transmitterPort);
    // 10 s behind the server's clock: the correction is about +0x64.
    const { lines } = await client.handshake(welcomeLine('db0syn'), { clockOffset: -100 });
    const match = /^3:([+-])([0-9A-F]{4})$/.exec(lines[5]!)!;
    const correction = (match[1] === '-' ? -1 : 1) * Number.parseInt(match[2]!, 16);
    expect(correction).toBeGreaterThanOrEqual(99);
    expect(correction).toBeLessThanOrEqual(103);
    client.close();
    await client.closed;
  });

  it('replaces an older session of the same transmitter', async () => {
    const first = await connectOnline(server, 'db0one');
    const second = await TestTransmitter.connect(server.transmitterPort);
    await second.handshake(welcomeLine('db0one', 'secret1', 'DAPNETGateway', '1.2.3'));
    await first.closed;
    const transmitter = await transmitterUntil(
      server,
      'db0one',
      (t) => t.status === 'ONLINE' && t.deviceType === 'DAPNETGateway',
    );
    expect(transmitter.address.port).toBe(second.socket.localPort);
    expect(server.node.endpoint!.connectedNames()).toContain('db0one');
    second.close();
    await second.closed;
  });

  it('closes a client that stays silent, or stops half-way through the sync', async () => {
    // A server of its own with a short handshake timeout, so a busy machine cannot trip the others.
    const impatient = await startPagingServer({ handshakeTimeoutMs: 300 });
    try {
      await registerTransmitter(impatient, 'db0slo');
      const silent = await TestTransmitter.connect(impatient.transmitterPort);
      expect(await silent.nextLine()).toBeUndefined();

      const slow = await TestTransmitter.connect(impatient.transmitterPort);
      slow.send(welcomeLine('db0slo'));
      expect(await slow.nextLine()).toMatch(/^2:/);
      expect(await slow.nextLine()).toBeUndefined();
      expect((await transmitterNow(impatient, 'db0slo')).status).toBe('OFFLINE');
      expect(impatient.logs.some((log) => log.message.includes('handshake timed out'))).toBe(true);
    } finally {
      await impatient.close();
    }
  });

  it('cuts off a client that never ends its line', async () => {
    const client = await TestTransmitter.connect(server.transmitterPort);
    client.send('x'.repeat(10_000), '');
    expect(await client.nextLine()).toBeUndefined();
  });

  it('sets ERROR on a protocol error, and it stays ERROR after the disconnect', async () => {
    const client = await connectOnline(server, 'db0err');
    client.send('what?');
    await client.closed;
    const transmitter = await transmitterUntil(server, 'db0err', (t) => t.status === 'ERROR');
    expect(transmitter).toMatchObject({ status: 'ERROR', connectedSince: null });
    // A new session clears it.
    const again = await connectOnline(server, 'db0err');
    again.close();
    await transmitterUntil(server, 'db0err', (t) => t.status === 'OFFLINE');
  });

  it('drops the session when the transmitter is edited or deleted through the API', async () => {
    const edited = await connectOnline(server, 'db0edt');
    const put = await request(server, 'PUT', '/api/transmitters/db0edt', {
      auth: ADMIN,
      body: transmitterBody({ authKey: 'secret1', ownerNames: ['admin'], timeSlot: '4567' }),
    });
    expect(put.status).toBe(200);
    await edited.closed;
    expect((await transmitterUntil(server, 'db0edt', (t) => t.status === 'OFFLINE')).status).toBe(
      'OFFLINE',
    );
    // It comes back with the new timeslots.
    const back = await TestTransmitter.connect(server.transmitterPort);
    expect((await back.handshake(welcomeLine('db0edt'))).lines.at(-1)).toBe('4:4567');
    back.close();

    const deleted = await connectOnline(server, 'db0del');
    const del = await request(server, 'DELETE', '/api/transmitters/db0del', { auth: ADMIN });
    expect(del.status).toBe(200);
    await deleted.closed;
    expect(server.node.endpoint!.connectedNames()).not.toContain('db0del');
  });

  it('drops the session of a transmitter deleted with its only owner', async () => {
    const user = await request(server, 'PUT', '/api/users/leaver', {
      auth: ADMIN,
      body: { hash: 'password1', mail: 'leaver@example.org', admin: false },
    });
    expect(user.status).toBe(201);
    await registerTransmitter(server, 'db0own', { ownerNames: ['leaver'] });
    const owned = await connectOnline(server, 'db0own');
    const del = await request(server, 'DELETE', '/api/users/leaver', { auth: ADMIN });
    expect(del.status).toBe(200);
    await owned.closed;
    expect(server.node.endpoint!.connectedNames()).not.toContain('db0own');
  });

  it('refuses a transmitter disabled while it is connected, and keeps it DISABLED', async () => {
    const client = await connectOnline(server, 'db0two');
    await request(server, 'PUT', '/api/transmitters/db0two', {
      auth: ADMIN,
      body: transmitterBody({ authKey: 'secret1', ownerNames: ['admin'], status: 'DISABLED' }),
    });
    await client.closed;
    expect(await answerTo(welcomeLine('db0two'))).toEqual(['7 Transmitter disabled', undefined]);
    expect((await transmitterNow(server, 'db0two')).status).toBe('DISABLED');
  });
});
