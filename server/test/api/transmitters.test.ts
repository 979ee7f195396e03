import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createTransmitter,
  transmitterBody,
  type Credentials,
} from '../helpers/fixtures.js';
import { ERROR_BODIES, expectError } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

const FIELDS = [
  'name',
  'authKey',
  'longitude',
  'latitude',
  'power',
  'nodeName',
  'address',
  'timeSlot',
  'ownerNames',
  'deviceType',
  'deviceVersion',
  'callCount',
  'status',
  'antennaAboveGroundLevel',
  'antennaType',
  'antennaDirection',
  'antennaGainDbi',
  'lastUpdate',
  'usage',
  'identificationAddress',
  'lastConnected',
  'connectedSince',
];
const RESTRICTED = FIELDS.filter((field) => field !== 'authKey');

const RUNTIME = {
  nodeName: 'node1',
  address: { ip_addr: '10.1.2.3', port: 43434 },
  deviceType: 'UniPager',
  deviceVersion: '1.0.2',
  callCount: 17,
  lastConnected: '2024-01-02T03:04:05.123Z',
  connectedSince: '2024-01-02T03:04:05.123Z',
};

/** Gives a stored transmitter a live connection's runtime fields and a status. */
async function setRuntime(name: string, status: string) {
  const stored = (await server.store.transmitters.get(name))!;
  await server.store.transmitters.put({ ...stored, ...RUNTIME, status });
}

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
  await createTransmitter(server, 'tx1');
  await createTransmitter(server, 'tx2', { ownerNames: ['admin'] });
});

afterAll(() => server.close());

const put = (auth: Credentials | undefined, name: string, body: unknown) =>
  request(server, 'PUT', `/api/transmitters/${name}`, { auth, body });

describe('GET /transmitters', () => {
  it('is public but answers bad credentials with 401', async () => {
    expect((await request(server, 'GET', '/api/transmitters')).status).toBe(200);
    expect((await request(server, 'GET', '/api/transmitters/tx1')).status).toBe(200);
    const bad = await request(server, 'GET', '/api/transmitters', { auth: WRONG });
    expect(bad.body).toEqual(ERROR_BODIES.notAuthorized);
  });

  it('hides auth keys in the list from everybody but admins, owners included', async () => {
    await setRuntime('tx1', 'ONLINE');
    for (const auth of [undefined, other, owner]) {
      const response = await request(server, 'GET', '/api/transmitters', { auth });
      expect(response.body).toHaveLength(2);
      for (const row of response.body) expect(Object.keys(row)).toEqual(RESTRICTED);
      // The address is in full for the owner only (address-privacy.test.ts has the details).
      const tx1 = response.body.find((row: { name: string }) => row.name === 'tx1');
      expect(tx1.address.ip_addr === RUNTIME.address.ip_addr).toBe(auth === owner);
    }
    const admin = await request(server, 'GET', '/api/transmitters', { auth: ADMIN });
    for (const row of admin.body) expect(Object.keys(row)).toEqual(FIELDS);
  });

  it('shows the auth key of one transmitter to its owners and admins only', async () => {
    const anonymous = await request(server, 'GET', '/api/transmitters/TX1');
    expect(Object.keys(anonymous.body)).toEqual(RESTRICTED);
    const theirs = await request(server, 'GET', '/api/transmitters/tx1', { auth: other });
    expect('authKey' in theirs.body).toBe(false);
    const mine = await request(server, 'GET', '/api/transmitters/tx1', { auth: owner });
    expect(Object.keys(mine.body)).toEqual(FIELDS);
    expect(mine.body.authKey).toBe('secret1');
    const admin = await request(server, 'GET', '/api/transmitters/tx1', { auth: ADMIN });
    expect(admin.body.authKey).toBe('secret1');
    const notMine = await request(server, 'GET', '/api/transmitters/tx2', { auth: owner });
    expect('authKey' in notMine.body).toBe(false);
  });

  it('answers 404 for a missing transmitter', async () => {
    const response = await request(server, 'GET', '/api/transmitters/nosuch');
    expect(response.body).toEqual(ERROR_BODIES.notFound);
  });
});

describe('PUT /transmitters/{name}', () => {
  it('lets only admins create', async () => {
    expectError(await put(undefined, 'new1', transmitterBody()), 4030);
    expectError(await put(WRONG, 'new1', transmitterBody()), 4010);
    expectError(await put(owner, 'new1', transmitterBody()), 4030);
    expectError(await put(other, 'new1', transmitterBody()), 4030);
  });

  it('creates an OFFLINE transmitter without runtime data (201 + Location, full view)', async () => {
    const before = Date.now();
    const response = await put(ADMIN, 'DB0NEW', transmitterBody({ status: 'ONLINE' }));
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe(`${server.url}/api/transmitters/DB0NEW`);
    expect(Object.keys(response.body)).toEqual(FIELDS);
    expect(response.body).toMatchObject({
      name: 'db0new',
      authKey: 'secret1',
      longitude: '8.5',
      latitude: '50.12345',
      power: '12.5',
      nodeName: null,
      address: null,
      timeSlot: '0123',
      ownerNames: ['owner'],
      deviceType: null,
      deviceVersion: null,
      callCount: 0,
      status: 'OFFLINE',
      antennaAboveGroundLevel: 20,
      antennaType: 'OMNI',
      antennaDirection: 0,
      antennaGainDbi: 2.5,
      usage: 'WIDERANGE',
      identificationAddress: 8,
      lastConnected: null,
      connectedSince: null,
    });
    expect(Date.parse(response.body.lastUpdate)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('defaults the identification address to 1 and takes numbers as text', async () => {
    const { identificationAddress: _omitted, ...body } = transmitterBody({
      power: 5,
      latitude: 1.5,
      antennaGainDbi: '3.5',
    });
    const response = await put(ADMIN, 'defaults', body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      identificationAddress: 1,
      power: '5',
      latitude: '1.5',
      antennaGainDbi: 3.5,
    });
  });

  it('lets the owner update (200, full view) but not other users', async () => {
    expectError(await put(other, 'tx1', transmitterBody()), 4030);
    const response = await put(owner, 'tx1', transmitterBody({ power: '20', authKey: 'newKey9' }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ power: '20', authKey: 'newKey9' });
    expect((await put(ADMIN, 'tx2', transmitterBody({ ownerNames: ['admin'] }))).status).toBe(200);
  });

  it('matches owner names ignoring case', async () => {
    const response = await put(ADMIN, 'mixed', transmitterBody({ ownerNames: ['OWNER'] }));
    expect(response.status).toBe(201);
    expect(response.body.ownerNames).toEqual(['OWNER']);
    expect((await put(owner, 'mixed', transmitterBody())).status).toBe(200);
  });
});

describe('transmitter status on edits', () => {
  it('keeps the status and the runtime fields of an ONLINE transmitter', async () => {
    await createTransmitter(server, 'live1');
    await setRuntime('live1', 'ONLINE');
    const response = await put(owner, 'live1', transmitterBody({ power: '30' }));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ...RUNTIME, status: 'ONLINE', power: '30' });
    const stored = await request(server, 'GET', '/api/transmitters/live1', { auth: owner });
    expect(stored.body).toEqual(response.body);
    const stats = (await request(server, 'GET', '/api/stats')).body;
    expect(stats.transmittersOnline).toBeGreaterThanOrEqual(1);
  });

  it('keeps ERROR and ignores a runtime status sent in the body', async () => {
    await createTransmitter(server, 'err1');
    await setRuntime('err1', 'ERROR');
    const response = await put(owner, 'err1', transmitterBody({ status: 'ONLINE' }));
    expect(response.body.status).toBe('ERROR');
    expect(response.body.callCount).toBe(RUNTIME.callCount);
  });

  it('disables on status DISABLED and stays disabled on an edit without status', async () => {
    await createTransmitter(server, 'dis1');
    await setRuntime('dis1', 'ONLINE');
    const disabled = await put(owner, 'dis1', transmitterBody({ status: 'DISABLED' }));
    expect(disabled.body.status).toBe('DISABLED');
    const edited = await put(owner, 'dis1', transmitterBody({ power: '1' }));
    expect(edited.body.status).toBe('DISABLED');
    const unknown = await put(owner, 'dis1', transmitterBody({ status: 'online' }));
    expect(unknown.body.status).toBe('DISABLED');
    const stillDisabled = await request(server, 'GET', '/api/transmitters/dis1');
    expect(stillDisabled.body.status).toBe('DISABLED');
  });

  it('re-enables a disabled transmitter only when the body sends another status', async () => {
    await createTransmitter(server, 'dis2', { status: 'DISABLED' });
    expect((await request(server, 'GET', '/api/transmitters/dis2')).body.status).toBe('DISABLED');
    const enabled = await put(owner, 'dis2', transmitterBody({ status: 'OFFLINE' }));
    expect(enabled.body.status).toBe('OFFLINE');
    await put(owner, 'dis2', transmitterBody({ status: 'DISABLED' }));
    const viaOnline = await put(owner, 'dis2', transmitterBody({ status: 'ONLINE' }));
    expect(viaOnline.body.status).toBe('OFFLINE');
  });
});

describe('DELETE /transmitters/{name}', () => {
  it('refuses anonymous callers, bad credentials and other users', async () => {
    expectError(await request(server, 'DELETE', '/api/transmitters/tx1'), 4030);
    expectError(await request(server, 'DELETE', '/api/transmitters/tx1', { auth: WRONG }), 4010);
    expectError(await request(server, 'DELETE', '/api/transmitters/tx1', { auth: other }), 4030);
  });

  it('answers a missing transmitter with 403 to users and 404 to admins', async () => {
    expectError(await request(server, 'DELETE', '/api/transmitters/nosuch', { auth: owner }), 4030);
    expectError(await request(server, 'DELETE', '/api/transmitters/nosuch', { auth: ADMIN }), 4040);
  });

  it('lets the owner delete: 200 with the transmitter in full view', async () => {
    const response = await request(server, 'DELETE', '/api/transmitters/TX1', { auth: owner });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(FIELDS);
    expect(response.body.authKey).toBe('newKey9');
    expectError(await request(server, 'GET', '/api/transmitters/tx1'), 4040);
  });

  it('lets admins delete anything', async () => {
    const response = await request(server, 'DELETE', '/api/transmitters/tx2', { auth: ADMIN });
    expect(response.status).toBe(200);
  });
});
