import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@dapnet/model';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  callBody,
  createCast,
  createGroup,
  createSubscriber,
  createTransmitter,
  groupBody,
  subscriberBody,
} from '../helpers/fixtures.js';
import { expectViolation } from '../helpers/expectations.js';

/**
 * Issue 10, points 3 and 4: names that could spoof another name or a path are refused wherever a
 * name is given (path and reference lists), old records with such names still load and can be
 * deleted; lists are bounded and repeats dropped.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ demo: false });
  await createCast(server);
  await createTransmitter(server, 'tx1');
  await createGroup(server, 'grp1', ['tx1']);
  await createSubscriber(server, 'dl1abc');
});

afterAll(() => server.close());

const NAME_CHARACTERS = 'must not contain spaces, slashes, control or invisible characters';

describe('names', () => {
  // NUL, zero-width space, right-to-left override, a space, slashes and a dot-dot path.
  const spoofs = [
    'ab\u0000c',
    'dl1\u200babc',
    'db0\u202eabc',
    'dl1 abc',
    'a/bcd',
    'a\\bcd',
    '../..',
  ];

  it.each(spoofs)('refuses %j as the name of a new record', async (name) => {
    const path = `/api/callsigns/${encodeURIComponent(name)}`;
    const response = await request(server, 'PUT', path, { auth: ADMIN, body: subscriberBody() });
    expect(response.status).toBe(400);
    expect(response.body.violations).toContainEqual(
      expect.objectContaining({ field: 'name', code: 6000, message: NAME_CHARACTERS }),
    );
    const stored = await request(server, 'GET', '/api/callsigns', { auth: ADMIN });
    expect(stored.body.map((subscriber: { name: string }) => subscriber.name)).toEqual(['dl1abc']);
  });

  it('refuses such a name in a reference list too', async () => {
    const response = await request(server, 'PUT', '/api/transmitterGroups/grp2', {
      auth: ADMIN,
      body: groupBody(['tx1'], { ownerNames: ['owner', 'own\u200ber'] }),
    });
    expectViolation(response, {
      field: 'ownerNames[1]',
      code: 6000,
      constraint: 'Pattern',
      message: NAME_CHARACTERS,
      value: 'own\u200ber',
    });
  });

  it('still lists and deletes a record stored with such a name before the rule', async () => {
    const old = { ...subscriberBody(), name: 'old\u200bname', numeric: false };
    await server.store.subscribers.put(old);
    const list = await request(server, 'GET', '/api/callsigns', { auth: ADMIN });
    expect(list.status).toBe(200);
    expect(list.body.map((subscriber: { name: string }) => subscriber.name)).toContain(old.name);
    const path = `/api/callsigns/${encodeURIComponent(old.name)}`;
    expect((await request(server, 'DELETE', path, { auth: ADMIN })).status).toBe(200);
    expect((await request(server, 'GET', path, { auth: ADMIN })).status).toBe(404);
  });
});

describe('lists', () => {
  it('refuses a call to more subscribers than the bound', async () => {
    const names = Array.from({ length: LIMITS.lists.callSubscribers + 1 }, (_, i) => `sub${i}`);
    const response = await request(server, 'POST', '/api/calls', {
      auth: ADMIN,
      body: callBody(names, ['grp1']),
    });
    expect(response.status).toBe(400);
    expect(response.body.violations).toContainEqual(
      expect.objectContaining({
        field: 'callSignNames',
        code: 6002,
        message: `size must be between 1 and ${LIMITS.lists.callSubscribers}`,
      }),
    );
  });

  it('refuses a subscriber with more pagers than the bound', async () => {
    const pagers = Array.from({ length: LIMITS.lists.pagers + 1 }, (_, i) => ({
      number: 1000 + i,
      name: 'Skyper',
    }));
    const response = await request(server, 'PUT', '/api/callsigns/manypagers', {
      auth: ADMIN,
      body: subscriberBody({ pagers }),
    });
    expect(response.status).toBe(400);
    expect(response.body.violations).toContainEqual(
      expect.objectContaining({ field: 'pagers', code: 6002 }),
    );
  });

  it('stores a name given many times once, ignoring case', async () => {
    const repeated = [...Array.from({ length: 10_000 }, () => 'tx1'), 'TX1'];
    const response = await request(server, 'PUT', '/api/transmitterGroups/repeats', {
      auth: ADMIN,
      body: groupBody(repeated, { ownerNames: ['owner', 'OWNER', 'owner'] }),
    });
    expect(response.status).toBe(201);
    const stored = await request(server, 'GET', '/api/transmitterGroups/repeats', { auth: ADMIN });
    expect(stored.body.transmitterNames).toEqual(['tx1']);
    expect(stored.body.ownerNames).toEqual(['owner']);
  });
});
