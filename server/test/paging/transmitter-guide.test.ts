/**
 * What a transmitter's guide page reads from the server over real TCP: the last refused login
 * under its name (with the name as the software sent it, the address and the reason; for its
 * owners and admins only), also for a login tried before the transmitter was registered, and the
 * test page through this one transmitter (POST /api/transmitterControl/sendTestPage/{name}).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createCast, type Credentials } from '../helpers/fixtures.js';
import { request, type TestServer } from '../helpers/server.js';
import { expectError } from '../helpers/expectations.js';
import {
  connectOnline,
  registerTransmitter,
  startPagingServer,
  TestTransmitter,
  welcomeLine,
  type PagingServer,
} from './protocol-harness.js';

let server: PagingServer;
let owner: Credentials;
let other: Credentials;

beforeAll(async () => {
  server = await startPagingServer();
  ({ owner, other } = await createCast(server as unknown as TestServer));
});

afterAll(() => server.close());

/** Sends a welcome line and waits for the refusal line and the closed connection. */
async function refusedLogin(line: string): Promise<string | undefined> {
  const client = await TestTransmitter.connect(server.transmitterPort);
  client.send(line);
  const answer = await client.nextLine();
  await client.closed;
  return answer;
}

const monitor = (name: string, auth?: Credentials) =>
  request(server, 'GET', `/monitor/transmitters/${name}`, { auth });

describe('the last refused login on the monitor', () => {
  it('remembers a login tried before the transmitter was registered, as the software spelt it', async () => {
    expect(await refusedLogin(welcomeLine('DB0Early'))).toBe('7 Transmitter not registered');
    await registerTransmitter(server, 'db0early', { ownerNames: ['owner'] });
    const { body } = await monitor('db0early', owner);
    expect(body.lastRefusal).toMatchObject({
      name: 'DB0Early',
      reason: '7 Transmitter not registered',
      address: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    });
    expect(Date.now() - Date.parse(body.lastRefusal.time)).toBeLessThan(60_000);
  });

  it('shows a wrong key to the owner and admins, to nobody else', async () => {
    await registerTransmitter(server, 'db0key', { ownerNames: ['owner'] });
    expect((await monitor('db0key', owner)).body.lastRefusal).toBeNull();
    expect(await refusedLogin(welcomeLine('db0key', 'wrong1'))).toBe('7 Invalid credentials');
    for (const auth of [owner, ADMIN]) {
      const { body } = await monitor('db0key', auth);
      expect(body.lastRefusal).toMatchObject({ name: 'db0key', reason: '7 Invalid credentials' });
    }
    for (const auth of [other, undefined]) {
      const response = await monitor('db0key', auth);
      expect(response.status).toBe(200);
      expect(response.body.lastRefusal).toBeNull();
    }
  });

  it('keeps the newest refusal: a disabled transmitter says so', async () => {
    await registerTransmitter(server, 'db0off', { ownerNames: ['owner'], status: 'DISABLED' });
    expect(await refusedLogin(welcomeLine('db0off', 'wrong1'))).toBe('7 Transmitter disabled');
    const { body } = await monitor('db0off', owner);
    expect(body.lastRefusal.reason).toBe('7 Transmitter disabled');
  });
});

describe('POST /api/transmitterControl/sendTestPage/{name}', () => {
  const path = (name: string) => `/api/transmitterControl/sendTestPage/${name}`;
  const page = { ric: 123456, text: 'Test page via db0test' };

  beforeAll(async () => {
    await registerTransmitter(server, 'db0test', { ownerNames: ['owner'] });
    await registerTransmitter(server, 'db0near', { ownerNames: ['owner'] });
  });

  it('is for the owner and admins only, and 404 for a transmitter that does not exist', async () => {
    expectError(await request(server, 'POST', path('db0test'), { body: page }), 4030);
    expectError(await request(server, 'POST', path('db0test'), { auth: other, body: page }), 4030);
    expectError(await request(server, 'POST', path('nosuch'), { auth: ADMIN, body: page }), 4040);
  });

  it('refuses a RIC outside 21 bits and an empty text with violations on the fields', async () => {
    const response = await request(server, 'POST', path('db0test'), {
      auth: owner,
      body: { ric: 2_097_152, text: '' },
    });
    expectError(response, 4001);
    expect(response.body.violations.map((v: { field: string }) => v.field).sort()).toEqual([
      'ric',
      'text',
    ]);
  });

  it('says when the transmitter is not connected', async () => {
    const response = await request(server, 'POST', path('db0test'), { auth: owner, body: page });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ queued: false });
  });

  it('puts the page on the air of this transmitter only', async () => {
    const target = await connectOnline(server, 'db0test');
    const neighbour = await connectOnline(server, 'db0near');
    const response = await request(server, 'POST', path('DB0TEST'), { auth: owner, body: page });
    expect(response.body).toEqual({ queued: true });
    // 123456 is 1E240 in the wire's hexadecimal.
    expect(await target.nextLine()).toBe('#00 6:1:1E240:3:Test page via db0test');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(neighbour.received).not.toContain('Test page');
    target.close();
    neighbour.close();
    await Promise.all([target.closed, neighbour.closed]);
  });
});
