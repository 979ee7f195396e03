import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createNetwork,
  createNode,
  createRubric,
  createTransmitter,
  postCall,
  postNews,
  type Credentials,
} from '../helpers/fixtures.js';
import { ERROR_BODIES, expectError } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

const FIELDS = [
  'users',
  'calls',
  'callsTotal',
  'callSigns',
  'news',
  'newsTotal',
  'rubrics',
  'nodesTotal',
  'nodesOnline',
  'transmittersTotal',
  'transmittersOnline',
];

const stats = async (auth?: Credentials) =>
  (await request(server, 'GET', '/api/stats', { auth })).body;

beforeAll(async () => {
  server = await startServer({ demo: false });
});

afterAll(() => server.close());

describe('GET /stats', () => {
  it('starts from a database with only the admin', async () => {
    const response = await request(server, 'GET', '/api/stats');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(FIELDS);
    expect(response.body).toEqual({
      users: 1,
      calls: 0,
      callsTotal: 0,
      callSigns: 0,
      news: 0,
      newsTotal: 0,
      rubrics: 0,
      // The server's own node record, created with the admin account.
      nodesTotal: 1,
      nodesOnline: 1,
      transmittersTotal: 0,
      transmittersOnline: 0,
    });
  });

  it('is public but answers bad credentials with 401', async () => {
    const bad = await request(server, 'GET', '/api/stats', { auth: WRONG });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual(ERROR_BODIES.notAuthorized);
    expect(bad.headers.get('www-authenticate')).toBeNull();
    const unknown = await request(server, 'GET', '/api/stats', { auth: ['ghost', 'x'] });
    expectError(unknown, 4010);
  });

  it('counts every kind of record', async () => {
    ({ owner, other } = await createCast(server));
    await createNetwork(server);
    await createTransmitter(server, 'tx2');
    await createRubric(server, 'weather', ['grp1']);
    await createRubric(server, 'sport', ['grp1']);
    await createNode(server, 'node1');
    await server.store.nodes.put({
      name: 'node2',
      longitude: '1',
      latitude: '1',
      address: null,
      status: 'ONLINE',
      ownerNames: ['admin'],
      version: null,
    });
    const tx2 = (await server.store.transmitters.get('tx2'))!;
    await server.store.transmitters.put({ ...tx2, status: 'ONLINE' });
    for (const auth of [undefined, other, ADMIN]) {
      expect(await stats(auth)).toEqual({
        users: 3,
        calls: 0,
        callsTotal: 0,
        callSigns: 1,
        news: 0,
        newsTotal: 0,
        rubrics: 2,
        nodesTotal: 3,
        nodesOnline: 2,
        transmittersTotal: 2,
        transmittersOnline: 1,
      });
    }
  });

  it('counts calls in calls and callsTotal, news posts in newsTotal', async () => {
    await postCall(server, other, ['sub1'], ['grp1']);
    await postCall(server, owner, ['sub1'], ['grp1']);
    await postNews(server, owner, 'weather', 'one', 0);
    await postNews(server, owner, 'weather', 'two', 0);
    await postNews(server, owner, 'weather', 'replaced', 1);
    await postNews(server, owner, 'sport', 'goal', 3);
    expect(await stats()).toMatchObject({ calls: 2, callsTotal: 2, news: 3, newsTotal: 4 });
  });

  it('keeps the totals when calls and news go', async () => {
    // Deleting the subscriber deletes the calls made to it only.
    await request(server, 'DELETE', '/api/callsigns/sub1', { auth: ADMIN });
    await request(server, 'DELETE', '/api/rubrics/weather', { auth: ADMIN });
    expect(await stats()).toMatchObject({
      calls: 0,
      callsTotal: 2,
      callSigns: 0,
      news: 1,
      newsTotal: 4,
      rubrics: 1,
    });
  });

  it('has no other methods', async () => {
    expectError(await request(server, 'POST', '/api/stats', { auth: ADMIN, body: {} }), 4050);
    expectError(await request(server, 'DELETE', '/api/stats', { auth: ADMIN }), 4050);
  });
});
