import type { TransmitterMonitor } from '@dapnet/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagingMonitor } from '../../src/paging/monitor-source.js';
import { emptyQueue } from '../../src/routes/monitor/stored-monitor.js';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createNode,
  createTransmitter,
  type Credentials,
} from '../helpers/fixtures.js';
import { expectError } from '../helpers/expectations.js';

/** A transmitter session's state as the paging node would report it, texts included. */
const live: PagingMonitor = {
  transmitter: async (name): Promise<TransmitterMonitor> => ({
    name,
    connection: {
      since: '2026-01-01T10:00:00Z',
      address: '203.0.113.7:51234',
      deviceType: 'UniPager',
      deviceVersion: '1.0.2',
      timeSlots: '0123',
    },
    queue: { ...emptyQueue(), CALL: 2 },
    lastHour: { sent: 3, retried: 1, failed: 0 },
    recent: [
      {
        time: '2026-01-01T10:05:00Z',
        ric: 12345,
        priority: 'CALL',
        outcome: 'sent',
        text: 'Meet at 8',
      },
    ],
    history: [{ time: '2026-01-01T10:00:00Z', kind: 'connected', address: '203.0.113.7:51234' }],
    lastRefusal: null,
    flapping: null,
  }),
};

let server: TestServer;
let owner: Credentials;
let other: Credentials;

beforeAll(async () => {
  server = await startServer({ demo: false, monitor: live });
  ({ owner, other } = await createCast(server));
  await createTransmitter(server, 'tx1', { ownerNames: ['Owner'] });
  await createNode(server, 'node1');
  // Runtime fields, as the transmitter endpoint writes them.
  const tx1 = (await server.store.transmitters.get('tx1'))!;
  await server.store.transmitters.put({
    ...tx1,
    nodeName: 'node1',
    status: 'ONLINE',
    connectedSince: '2026-01-01T10:00:00Z',
    address: { ip_addr: '203.0.113.7', port: 51234 },
  });
  await createTransmitter(server, 'tx2');
});

afterAll(() => server.close());

const monitor = (path: string, auth?: Credentials) =>
  request<any>(server, 'GET', `/monitor/${path}`, { auth });

describe('GET /monitor/transmitters/:name', () => {
  it('shows owners and admins the texts of the messages sent', async () => {
    for (const auth of [owner, ADMIN]) {
      const response = await monitor('transmitters/TX1', auth);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(await live.transmitter('tx1'));
    }
  });

  it('leaves the texts out for everybody else, anonymous callers included', async () => {
    for (const auth of [other, undefined]) {
      const response = await monitor('transmitters/tx1', auth);
      expect(response.status).toBe(200);
      expect(response.body.recent).toEqual([
        { time: '2026-01-01T10:05:00Z', ric: 12345, priority: 'CALL', outcome: 'sent' },
      ]);
      expect(response.body.connection.address).toBe('203.0.113.x');
    }
  });

  it('answers an unknown name with 404 in the Core error shape', async () => {
    expectError(await monitor('transmitters/nope', owner), 4040);
  });

  it('answers wrong credentials with 401, as the API does', async () => {
    expectError(await monitor('transmitters/tx1', WRONG), 4010);
  });

  it('carries the API headers', async () => {
    const response = await monitor('transmitters/tx1');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses other methods with 405', async () => {
    const response = await request<any>(server, 'PUT', '/monitor/transmitters/tx1', {
      auth: ADMIN,
      body: {},
    });
    expectError(response, 4050);
  });
});

describe('GET /monitor/nodes/:name', () => {
  it("lists the node's transmitters with their live state for signed-in users", async () => {
    const response = await monitor('nodes/Node1', other);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: 'node1',
      // No sample stored yet: the node as it is now.
      history: [{ time: expect.any(String), transmittersOnline: 1, transmittersTotal: 1 }],
      transmitters: [
        {
          name: 'tx1',
          status: 'ONLINE',
          connectedSince: '2026-01-01T10:00:00Z',
          // Not the caller's transmitter (model/src/address-privacy.ts).
          address: '203.0.113.x',
        },
      ],
    });
  });

  it('is for signed-in users only, as GET /nodes is', async () => {
    expectError(await monitor('nodes/node1'), 4030);
    expectError(await monitor('nodes/node1', WRONG), 4010);
  });

  it('answers an unknown node with 404', async () => {
    expectError(await monitor('nodes/nope', other), 4040);
  });
});

describe('without live sessions', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startServer({ demo: false });
    await createTransmitter(plain, 'tx1', { ownerNames: ['admin'] });
  });
  afterAll(() => plain.close());

  it('answers what the store knows: no connection, nothing queued, no traffic', async () => {
    const response = await request<any>(plain, 'GET', '/monitor/transmitters/tx1');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      name: 'tx1',
      connection: null,
      queue: emptyQueue(),
      lastHour: { sent: 0, retried: 0, failed: 0 },
      recent: [],
      history: [],
      lastRefusal: null,
      flapping: null,
    });
  });
});
