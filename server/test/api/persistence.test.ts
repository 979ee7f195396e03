/** Everything acknowledged is in the database: a restart on the same file serves it again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  createCast,
  createGroup,
  createNode,
  createRubric,
  createSubscriber,
  createTransmitter,
  postCall,
  postNews,
  type Credentials,
} from '../helpers/fixtures.js';
import { expectError } from '../helpers/expectations.js';

const PATHS = [
  '/api/users',
  '/api/callsigns',
  '/api/transmitters',
  '/api/transmitterGroups',
  '/api/rubrics',
  '/api/nodes',
  '/api/calls',
  '/api/news',
  '/api/stats',
  '/api/users/owner',
  '/api/transmitters/tx1',
];

let first: TestServer;
let second: TestServer;
let owner: Credentials;
const before = new Map<string, unknown>();

async function snapshot(server: TestServer): Promise<Map<string, unknown>> {
  const result = new Map<string, unknown>();
  for (const path of PATHS) {
    const response = await request(server, 'GET', path, { auth: ADMIN });
    expect(response.status, path).toBe(200);
    result.set(path, response.body);
  }
  return result;
}

beforeAll(async () => {
  first = await startServer({ demo: false });
  ({ owner } = await createCast(first));
  await createTransmitter(first, 'tx1', { status: 'DISABLED', ownerNames: ['Owner'] });
  await createTransmitter(first, 'tx2');
  await createGroup(first, 'grp1', ['tx1', 'TX2']);
  await createSubscriber(first, 'dl1abc', { numeric: true });
  await createRubric(first, 'weather', ['grp1'], { number: 95 });
  await createNode(first, 'node1', { address: { ip_addr: '44.1.1.1', port: 7800 } });
  await postCall(first, ['OWNER', owner[1]], ['dl1abc'], ['grp1'], { text: 'first' });
  await postCall(first, owner, ['dl1abc'], ['grp1'], { text: 'second', emergency: true });
  await postNews(first, owner, 'weather', 'slot three', 3);
  await postNews(first, owner, 'weather', 'automatic', 0);
  // Changes after creation must be kept too.
  await request(first, 'PUT', '/api/users/owner', {
    auth: owner,
    body: { hash: 'changed1', mail: 'moved@example.org' },
  });
  owner = ['owner', 'changed1'];
  await request(first, 'DELETE', '/api/transmitters/tx2', { auth: ADMIN });
  for (const [path, body] of await snapshot(first)) before.set(path, body);
  await first.close({ keepDatabase: true });
  second = await startServer({ demo: false, databaseFile: first.databaseFile });
});

afterAll(async () => {
  await second.close();
  rmSync(dirname(first.databaseFile), { recursive: true, force: true });
});

describe('restart on the same database file', () => {
  it('serves every record and list exactly as before', async () => {
    const after = await snapshot(second);
    for (const path of PATHS) expect(after.get(path), path).toEqual(before.get(path));
  });

  it('keeps the details: order of calls, news slots, statuses, counters', async () => {
    const calls = (await request(second, 'GET', '/api/calls', { auth: ADMIN })).body;
    expect(calls.map((call: { text: string }) => call.text)).toEqual(['first', 'second']);
    expect(calls[0].ownerName).toBe('OWNER');
    const slots = (await request(second, 'GET', '/api/news?rubricName=weather', { auth: ADMIN }))
      .body;
    expect(slots[0]).toMatchObject({ text: 'automatic', number: 1 });
    expect(slots[3]).toMatchObject({ text: 'slot three', number: 4 });
    const tx1 = (await request(second, 'GET', '/api/transmitters/tx1', { auth: ADMIN })).body;
    expect(tx1).toMatchObject({ status: 'DISABLED', authKey: 'secret1', ownerNames: ['Owner'] });
    expect((await request(second, 'GET', '/api/stats')).body).toMatchObject({
      users: 3,
      calls: 2,
      callsTotal: 2,
      news: 2,
      newsTotal: 2,
      transmittersTotal: 1,
    });
  });

  it('keeps passwords: the changed one works, the old one does not', async () => {
    expect((await request(second, 'GET', '/api/users/owner', { auth: owner })).status).toBe(200);
    expectError(
      await request(second, 'GET', '/api/users/owner', { auth: ['owner', 'password1'] }),
      4010,
    );
    expect((await request(second, 'GET', '/api/users/admin', { auth: ADMIN })).status).toBe(200);
  });

  it('does not create the admin again or bring back deleted records', async () => {
    const users = (await request(second, 'GET', '/api/users', { auth: ADMIN })).body;
    expect(users.filter((user: { name: string }) => user.name === 'admin')).toHaveLength(1);
    expectError(await request(second, 'GET', '/api/transmitters/tx2'), 4040);
  });

  it('goes on writing after the restart', async () => {
    await postCall(second, owner, ['dl1abc'], ['grp1'], { text: 'third' });
    const stats = (await request(second, 'GET', '/api/stats')).body;
    expect(stats.callsTotal).toBe(3);
  });
});
