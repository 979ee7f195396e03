import type { TransmitterMonitor } from '@dapnet/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagingMonitor } from '../../src/paging/monitor-source.js';
import { emptyQueue } from '../../src/routes/monitor/stored-monitor.js';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  createCast,
  createNode,
  createTransmitter,
  type Credentials,
} from '../helpers/fixtures.js';

/**
 * A transmitter's address is shown in full to its owners and admins only; everybody else sees
 * it masked (model/src/address-privacy.ts), in the API and the monitoring endpoints alike.
 */
const FULL = { ip_addr: '203.0.113.7', port: 51234 };
const MASKED = { ip_addr: '203.0.113.x', port: 0 };

const live: PagingMonitor = {
  transmitter: async (name): Promise<TransmitterMonitor> => ({
    name,
    connection: {
      since: '2026-01-01T10:00:00Z',
      address: '[2001:db8:1:2::7]:51234',
      deviceType: 'UniPager',
      deviceVersion: '1.0.2',
      timeSlots: '0123',
    },
    queue: emptyQueue(),
    lastHour: { sent: 0, retried: 0, failed: 0 },
    recent: [],
    history: [
      { time: '2026-01-01T10:00:00Z', kind: 'connected', address: '[2001:db8:1:2::7]:51234' },
      { time: '2026-01-01T09:00:00Z', kind: 'disconnected' },
    ],
    lastRefusal: null,
    flapping: {
      since: '2026-01-01T10:00:00Z',
      replaced: 40,
      refused: 0,
      addresses: ['[2001:db8:1:2::7]:51234', '198.51.100.4:40000'],
      lastReplacement: { closed: '[2001:db8:1:2::7]:51234', by: '198.51.100.4:40000' },
    },
  }),
};

let server: TestServer;
let owner: Credentials;
let other: Credentials;

beforeAll(async () => {
  server = await startServer({ demo: false, monitor: live });
  ({ owner, other } = await createCast(server));
  await createNode(server, 'node1');
  for (const name of ['tx1', 'tx2']) {
    await createTransmitter(server, name, { ownerNames: [name === 'tx1' ? 'Owner' : 'admin'] });
    // Runtime fields, as the transmitter endpoint writes them.
    const record = (await server.store.transmitters.get(name))!;
    await server.store.transmitters.put({ ...record, nodeName: 'node1', address: FULL });
  }
});

afterAll(() => server.close());

const get = (path: string, auth?: Credentials, headers?: Record<string, string>) =>
  request<any>(server, 'GET', path, { auth, headers });

const addressesOf = (list: { name: string; address: unknown }[]) =>
  Object.fromEntries(list.map((transmitter) => [transmitter.name, transmitter.address]));

describe('the transmitter list', () => {
  it('shows each caller the full address of their own transmitters only', async () => {
    expect(addressesOf((await get('/api/transmitters', ADMIN)).body)).toEqual({
      tx1: FULL,
      tx2: FULL,
    });
    expect(addressesOf((await get('/api/transmitters', owner)).body)).toEqual({
      tx1: FULL,
      tx2: MASKED,
    });
    expect(addressesOf((await get('/api/transmitters', other)).body)).toEqual({
      tx1: MASKED,
      tx2: MASKED,
    });
    expect(addressesOf((await get('/api/transmitters')).body)).toEqual({
      tx1: MASKED,
      tx2: MASKED,
    });
  });

  it("never answers another caller's cached list or its ETag", async () => {
    const forAdmin = await get('/api/transmitters', ADMIN);
    const etag = forAdmin.headers.get('etag')!;
    const forVisitor = await get('/api/transmitters', undefined, { 'if-none-match': etag });
    expect(forVisitor.status).toBe(200);
    expect(forVisitor.headers.get('etag')).not.toBe(etag);
    expect(forVisitor.text).not.toContain('203.0.113.7');
    // The owner's own list is theirs: it differs from a plain user's, and so does its ETag.
    const forOwner = await get('/api/transmitters', owner);
    const forOther = await get('/api/transmitters', other, {
      'if-none-match': forOwner.headers.get('etag')!,
    });
    expect(forOther.status).toBe(200);
    expect(forOther.text).not.toContain('203.0.113.7');
  });
});

describe('one transmitter', () => {
  it('shows the full address to owners and admins and a masked one to everybody else', async () => {
    for (const auth of [owner, ADMIN]) {
      expect((await get('/api/transmitters/tx1', auth)).body.address).toEqual(FULL);
    }
    for (const auth of [other, undefined]) {
      expect((await get('/api/transmitters/tx1', auth)).body.address).toEqual(MASKED);
    }
  });
});

describe('the monitoring endpoints', () => {
  it("mask a transmitter's connection and history addresses for non-owners", async () => {
    for (const auth of [owner, ADMIN]) {
      const { body } = await get('/monitor/transmitters/tx1', auth);
      expect(body.connection.address).toBe('[2001:db8:1:2::7]:51234');
      expect(body.history[0].address).toBe('[2001:db8:1:2::7]:51234');
      expect(body.flapping.lastReplacement).toEqual({
        closed: '[2001:db8:1:2::7]:51234',
        by: '198.51.100.4:40000',
      });
    }
    for (const auth of [other, undefined]) {
      const { body } = await get('/monitor/transmitters/tx1', auth);
      expect(body.connection.address).toBe('2001:db8:1::x');
      expect(body.history.map((event: { address?: string }) => event.address)).toEqual([
        '2001:db8:1::x',
        undefined,
      ]);
      expect(body.flapping.addresses).toEqual(['2001:db8:1::x', '198.51.100.x']);
      expect(body.flapping.lastReplacement).toEqual({
        closed: '2001:db8:1::x',
        by: '198.51.100.x',
      });
    }
  });

  it("mask the node's transmitters' addresses except the caller's own", async () => {
    const addresses = async (auth: Credentials) =>
      addressesOf((await get('/monitor/nodes/node1', auth)).body.transmitters);
    const full = '203.0.113.7:51234';
    expect(await addresses(ADMIN)).toEqual({ tx1: full, tx2: full });
    expect(await addresses(owner)).toEqual({ tx1: full, tx2: '203.0.113.x' });
    expect(await addresses(other)).toEqual({ tx1: '203.0.113.x', tx2: '203.0.113.x' });
  });
});
