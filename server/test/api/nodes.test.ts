import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createNode,
  createTransmitter,
  nodeBody,
  type Credentials,
} from '../helpers/fixtures.js';
import { ERROR_BODIES, expectError, expectViolations } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

const FIELDS = ['name', 'longitude', 'latitude', 'address', 'status', 'ownerNames', 'version'];

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
  await createNode(server, 'node1');
  // A node the cluster sees: ONLINE with a live address (runtime data, set directly).
  await server.store.nodes.put({
    name: 'live',
    longitude: '8',
    latitude: '50',
    address: { ip_addr: '10.0.0.1', port: 7800 },
    status: 'ONLINE',
    ownerNames: ['owner'],
    version: '1.1.5.6',
  });
});

afterAll(() => server.close());

const put = (auth: Credentials | undefined, name: string, body: unknown) =>
  request(server, 'PUT', `/api/nodes/${name}`, { auth, body });

describe('GET /nodes', () => {
  it('refuses anonymous callers (403) and bad credentials (401)', async () => {
    expectError(await request(server, 'GET', '/api/nodes'), 4030);
    expectError(await request(server, 'GET', '/api/nodes/node1'), 4030);
    expectError(await request(server, 'GET', '/api/nodes', { auth: WRONG }), 4010);
  });

  it('shows every node with every field to any user', async () => {
    const response = await request(server, 'GET', '/api/nodes', { auth: other });
    expect(response.status).toBe(200);
    expect(response.body.map((node: { name: string }) => node.name).sort()).toEqual([
      'live',
      'local',
      'node1',
    ]);
    for (const node of response.body) expect(Object.keys(node)).toEqual(FIELDS);
    const live = await request(server, 'GET', '/api/nodes/LIVE', { auth: other });
    expect(live.body.address).toEqual({ ip_addr: '10.0.0.1', port: 7800 });
    expect(live.body.latitude).toBe('50');
  });

  it('answers 404 for a missing node', async () => {
    const response = await request(server, 'GET', '/api/nodes/nosuch', { auth: other });
    expect(response.body).toEqual(ERROR_BODIES.notFound);
  });
});

describe('PUT /nodes/{name}', () => {
  it('is for admins only, owners included in the refusal', async () => {
    expectError(await put(undefined, 'node1', nodeBody()), 4030);
    expectError(await put(WRONG, 'node1', nodeBody()), 4010);
    expectError(await put(owner, 'node1', nodeBody()), 4030);
    expectError(await put(other, 'node1', nodeBody()), 4030);
    expectError(await put(owner, 'newnode', nodeBody()), 4030);
  });

  it('creates a SUSPENDED node with the body address (201 + Location)', async () => {
    const response = await put(
      ADMIN,
      'Node2',
      nodeBody({ status: 'ONLINE', address: { ip_addr: '44.1.2.3', port: 7800 }, version: '1.0' }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${server.url}/api/nodes/Node2`);
    expect(response.body).toEqual({
      name: 'node2',
      longitude: '8.25',
      latitude: '50.5',
      address: { ip_addr: '44.1.2.3', port: 7800 },
      status: 'SUSPENDED',
      ownerNames: ['owner'],
      version: '1.0',
    });
  });

  it('ignores the body status: an update of a non-online node is SUSPENDED', async () => {
    const response = await put(ADMIN, 'node2', nodeBody({ status: 'ONLINE' }));
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('SUSPENDED');
    expect(response.body.address).toBeNull();
  });

  it('keeps an ONLINE node ONLINE with its address', async () => {
    const response = await put(
      ADMIN,
      'live',
      nodeBody({ status: 'SUSPENDED', address: { ip_addr: '1.1.1.1', port: 1 }, latitude: '1' }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ONLINE',
      address: { ip_addr: '10.0.0.1', port: 7800 },
      latitude: '1',
    });
    const stored = await request(server, 'GET', '/api/nodes/live', { auth: ADMIN });
    expect(stored.body).toEqual(response.body);
  });

  it('takes numbers for coordinates as their text', async () => {
    const response = await put(ADMIN, 'node3', nodeBody({ latitude: 12.5, longitude: -3 }));
    expect(response.status).toBe(201);
    expect(response.body.latitude).toBe('12.5');
    expect(response.body.longitude).toBe('-3');
  });

  it('validates coordinates', async () => {
    expectViolations(await put(ADMIN, 'bad1', nodeBody({ latitude: '91', longitude: '-181' })), [
      {
        field: 'latitude',
        code: 6004,
        constraint: 'Max',
        message: 'must be less than or equal to 90',
        value: '91',
      },
      {
        field: 'longitude',
        code: 6003,
        constraint: 'Min',
        message: 'must be greater than or equal to -180',
        value: '-181',
      },
    ]);
    expectViolations(await put(ADMIN, 'bad1', nodeBody({ latitude: '1.123456789' })), [
      {
        field: 'latitude',
        code: 6005,
        constraint: 'Digits',
        message: 'numeric value out of bounds (<3 digits>.<8 digits> expected)',
        value: '1.123456789',
      },
    ]);
    expectViolations(await put(ADMIN, 'bad1', nodeBody({ latitude: null })), [
      { field: 'latitude', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    ]);
    expect(
      (await put(ADMIN, 'bad1', nodeBody({ latitude: '-90', longitude: '179.12345678' }))).status,
    ).toBe(201);
  });

  it('answers a bad address with the bare 6103 violation', async () => {
    for (const address of [
      { ip_addr: '44.1.2.3', port: 0 },
      { ip_addr: '44.1.2.3', port: 65536 },
      { ip_addr: '', port: 7800 },
      { port: 7800 },
    ]) {
      expectViolations(await put(ADMIN, 'bad2', nodeBody({ address })), [
        { field: 'address', code: 6103, message: 'must be a valid IpAddress' },
      ]);
    }
    expectError(await put(ADMIN, 'bad2', nodeBody({ address: '44.1.2.3:7800' })), 4003);
  });

  it('requires existing owners', async () => {
    expectViolations(await put(ADMIN, 'bad3', nodeBody({ ownerNames: ['nosuch'] })), [
      {
        field: 'ownerNames',
        code: 6202,
        constraint: 'ValidOwnerNames',
        message: 'must contain names of existing users',
      },
    ]);
    expectViolations(await put(ADMIN, 'bad3', nodeBody({ ownerNames: [] })), [
      {
        field: 'ownerNames',
        code: 6002,
        constraint: 'Size',
        message: 'must contain at least one ownerName',
        value: '[]',
      },
    ]);
  });

  it('checks the name from the path', async () => {
    expectViolations(await put(ADMIN, 'n1', nodeBody()), [
      {
        field: 'name',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 3 and 20',
        value: 'n1',
      },
    ]);
  });
});

describe('DELETE /nodes/{name}', () => {
  it('is for admins only', async () => {
    expectError(await request(server, 'DELETE', '/api/nodes/node1'), 4030);
    expectError(await request(server, 'DELETE', '/api/nodes/node1', { auth: WRONG }), 4010);
    expectError(await request(server, 'DELETE', '/api/nodes/node1', { auth: owner }), 4030);
    expectError(await request(server, 'DELETE', '/api/nodes/nosuch', { auth: owner }), 4030);
    expectError(await request(server, 'DELETE', '/api/nodes/nosuch', { auth: ADMIN }), 4040);
  });

  it('answers 200 with the deleted node and leaves transmitters alone', async () => {
    await createTransmitter(server, 'tx1');
    const stored = (await server.store.transmitters.get('tx1'))!;
    await server.store.transmitters.put({ ...stored, nodeName: 'node1' });
    const response = await request(server, 'DELETE', '/api/nodes/NODE1', { auth: ADMIN });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('node1');
    expect(Object.keys(response.body)).toEqual(FIELDS);
    expectError(await request(server, 'GET', '/api/nodes/node1', { auth: ADMIN }), 4040);
    const transmitter = await request(server, 'GET', '/api/transmitters/tx1');
    expect(transmitter.body.nodeName).toBe('node1');
  });
});
