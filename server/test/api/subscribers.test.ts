import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createSubscriber,
  subscriberBody,
  type Credentials,
} from '../helpers/fixtures.js';
import { ERROR_BODIES, expectError, expectViolations } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

const FIELDS = ['name', 'description', 'numeric', 'pagers', 'ownerNames'];

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
  await createSubscriber(server, 'dl1abc');
  await createSubscriber(server, 'dl2xyz', { ownerNames: ['admin'] });
});

afterAll(() => server.close());

const put = (auth: Credentials | undefined, name: string, body: unknown) =>
  request(server, 'PUT', `/api/callsigns/${name}`, { auth, body });

describe('GET /callsigns', () => {
  it('refuses anonymous callers (403) and bad credentials (401)', async () => {
    expect((await request(server, 'GET', '/api/callsigns')).body).toEqual(ERROR_BODIES.forbidden);
    const response = await request(server, 'GET', '/api/callsigns', { auth: WRONG });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(ERROR_BODIES.notAuthorized);
  });

  it('hides pagers from every non-admin, owners included', async () => {
    for (const auth of [other, owner]) {
      const response = await request(server, 'GET', '/api/callsigns', { auth });
      expect(response.status).toBe(200);
      expect(response.body.length).toBe(2);
      for (const row of response.body) {
        expect(Object.keys(row)).toEqual(['name', 'description', 'numeric', 'ownerNames']);
      }
    }
  });

  it('shows pagers to admins', async () => {
    const response = await request(server, 'GET', '/api/callsigns', { auth: ADMIN });
    expect(response.status).toBe(200);
    for (const row of response.body) expect(Object.keys(row)).toEqual(FIELDS);
  });
});

describe('GET /callsigns/{name}', () => {
  it('refuses anonymous callers and bad credentials', async () => {
    expectError(await request(server, 'GET', '/api/callsigns/dl1abc'), 4030);
    expectError(await request(server, 'GET', '/api/callsigns/dl1abc', { auth: WRONG }), 4010);
  });

  it('gives the full view to the owner and admins only', async () => {
    const mine = await request(server, 'GET', '/api/callsigns/dl1abc', { auth: owner });
    expect(mine.body).toEqual({
      name: 'dl1abc',
      description: 'A subscriber',
      numeric: false,
      pagers: [{ number: 12345, name: 'Skyper' }],
      ownerNames: ['owner'],
    });
    const admin = await request(server, 'GET', '/api/callsigns/dl1abc', { auth: ADMIN });
    expect(admin.body).toEqual(mine.body);
    const theirs = await request(server, 'GET', '/api/callsigns/dl1abc', { auth: other });
    expect(theirs.status).toBe(200);
    expect('pagers' in theirs.body).toBe(false);
    const notMine = await request(server, 'GET', '/api/callsigns/dl2xyz', { auth: owner });
    expect('pagers' in notMine.body).toBe(false);
  });

  it('looks the name up lower-cased and answers 404 for a missing one', async () => {
    const found = await request(server, 'GET', '/api/callsigns/DL1aBc', { auth: other });
    expect(found.body.name).toBe('dl1abc');
    const missing = await request(server, 'GET', '/api/callsigns/nosuch', { auth: other });
    expect(missing.body).toEqual(ERROR_BODIES.notFound);
    expect(missing.status).toBe(404);
  });
});

describe('PUT /callsigns/{name}', () => {
  it('lets only admins create (201 + Location, full view)', async () => {
    expectError(await put(undefined, 'newcall', subscriberBody()), 4030);
    expectError(await put(WRONG, 'newcall', subscriberBody()), 4010);
    expectError(await put(owner, 'newcall', subscriberBody()), 4030);
    expectError(await put(other, 'newcall', subscriberBody()), 4030);
    const created = await put(ADMIN, 'NewCall', subscriberBody({ numeric: true }));
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${server.url}/api/callsigns/NewCall`);
    expect(Object.keys(created.body)).toEqual(FIELDS);
    expect(created.body).toMatchObject({ name: 'newcall', numeric: true });
  });

  it('lets the owner update (200, full view) but not other users', async () => {
    expectError(await put(other, 'dl1abc', subscriberBody({ description: 'x' })), 4030);
    const updated = await put(
      ['OWNER', owner[1]],
      'dl1abc',
      subscriberBody({ description: 'Changed', pagers: [{ number: 7, name: 'Alpha' }] }),
    );
    expect(updated.status).toBe(200);
    expect(updated.headers.get('location')).toBeNull();
    expect(updated.body).toEqual({
      name: 'dl1abc',
      description: 'Changed',
      numeric: false,
      pagers: [{ number: 7, name: 'Alpha' }],
      ownerNames: ['owner'],
    });
  });

  it('lets an owner hand the subscriber over, after which they lose it', async () => {
    await createSubscriber(server, 'handover');
    const given = await put(owner, 'handover', subscriberBody({ ownerNames: ['other'] }));
    expect(given.status).toBe(200);
    expect(given.body.ownerNames).toEqual(['other']);
    expectError(await put(owner, 'handover', subscriberBody()), 4030);
    expect((await put(other, 'handover', subscriberBody({ ownerNames: ['Other'] }))).status).toBe(
      200,
    );
  });

  it('lets admins update anything', async () => {
    const response = await put(ADMIN, 'dl2xyz', subscriberBody({ ownerNames: ['admin'] }));
    expect(response.status).toBe(200);
  });

  it('validates the description', async () => {
    expectViolations(await put(ADMIN, 'valid1', subscriberBody({ description: null })), [
      { field: 'description', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    ]);
    const long = 'd'.repeat(61);
    expectViolations(await put(ADMIN, 'valid1', subscriberBody({ description: long })), [
      {
        field: 'description',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 0 and 60',
        value: long,
      },
    ]);
    expect((await put(ADMIN, 'valid1', subscriberBody({ description: '' }))).status).toBe(201);
  });

  it('validates the pagers', async () => {
    expectViolations(await put(ADMIN, 'valid2', subscriberBody({ pagers: [] })), [
      {
        field: 'pagers',
        code: 6002,
        constraint: 'Size',
        message: 'must contain at least one pager',
        value: '[]',
      },
    ]);
    expectViolations(await put(ADMIN, 'valid2', subscriberBody({ pagers: null })), [
      { field: 'pagers', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    ]);
    const pagers = [
      { number: 2097152, name: 'Big' },
      { number: -1, name: 'ab' },
      { number: 2097151, name: null },
    ];
    expectViolations(await put(ADMIN, 'valid2', subscriberBody({ pagers })), [
      {
        field: 'pagers[0].number',
        code: 6004,
        constraint: 'Max',
        message: 'pager number is limited to 21 bits',
        value: '2097152',
      },
      {
        field: 'pagers[1].number',
        code: 6003,
        constraint: 'Min',
        message: 'pager number is limited to 21 bits',
        value: '-1',
      },
      {
        field: 'pagers[1].name',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 3 and 20',
        value: 'ab',
      },
      { field: 'pagers[2].name', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    ]);
    expectError(await put(ADMIN, 'valid2', subscriberBody({ pagers: ['x'] })), 4003);
    expectError(await put(ADMIN, 'valid2', subscriberBody({ pagers: { number: 1 } })), 4003);
    expectError(
      await put(ADMIN, 'valid2', subscriberBody({ pagers: [{ number: 1.5, name: 'abc' }] })),
      4003,
    );
    const quoted = await put(
      ADMIN,
      'valid2',
      subscriberBody({ pagers: [{ number: '77', name: 'abc' }] }),
    );
    expect(quoted.status).toBe(201);
    expect(quoted.body.pagers).toEqual([{ number: 77, name: 'abc' }]);
  });

  it('requires existing owners, at least one', async () => {
    expectViolations(await put(ADMIN, 'valid3', subscriberBody({ ownerNames: ['nosuch'] })), [
      {
        field: 'ownerNames',
        code: 6202,
        constraint: 'ValidOwnerNames',
        message: 'must contain names of existing users',
      },
    ]);
    expectViolations(await put(ADMIN, 'valid3', subscriberBody({ ownerNames: [] })), [
      {
        field: 'ownerNames',
        code: 6002,
        constraint: 'Size',
        message: 'must contain at least one ownerName',
        value: '[]',
      },
    ]);
    expectViolations(await put(ADMIN, 'valid3', subscriberBody({ ownerNames: null })), [
      { field: 'ownerNames', code: 6001, constraint: 'NotNull', message: 'must not be null' },
      {
        field: 'ownerNames',
        code: 6202,
        constraint: 'ValidOwnerNames',
        message: 'must contain names of existing users',
      },
    ]);
    const mixed = await put(ADMIN, 'valid3', subscriberBody({ ownerNames: ['OWNER'] }));
    expect(mixed.status).toBe(201);
    expect(mixed.body.ownerNames).toEqual(['OWNER']);
    const asOwner = await request(server, 'GET', '/api/callsigns/valid3', { auth: owner });
    expect(asOwner.body.pagers).toBeDefined();
  });

  it('checks the name from the path: 3 to 20 characters', async () => {
    expectViolations(await put(ADMIN, 'ab', subscriberBody()), [
      {
        field: 'name',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 3 and 20',
        value: 'ab',
      },
    ]);
    const long = 'a'.repeat(21);
    expectViolations(await put(ADMIN, long, subscriberBody()), [
      {
        field: 'name',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 3 and 20',
        value: long,
      },
    ]);
    expect((await put(ADMIN, 'a'.repeat(20), subscriberBody())).status).toBe(201);
  });
});

describe('DELETE /callsigns/{name}', () => {
  it('refuses anonymous callers, bad credentials and other users', async () => {
    expectError(await request(server, 'DELETE', '/api/callsigns/dl1abc'), 4030);
    expectError(await request(server, 'DELETE', '/api/callsigns/dl1abc', { auth: WRONG }), 4010);
    expectError(await request(server, 'DELETE', '/api/callsigns/dl1abc', { auth: other }), 4030);
  });

  it('answers a missing subscriber with 403 to users and 404 to admins', async () => {
    expectError(await request(server, 'DELETE', '/api/callsigns/nosuch', { auth: owner }), 4030);
    expectError(await request(server, 'DELETE', '/api/callsigns/nosuch', { auth: ADMIN }), 4040);
  });

  it('lets the owner delete: 200 with the deleted subscriber in full view', async () => {
    const response = await request(server, 'DELETE', '/api/callsigns/DL1ABC', { auth: owner });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(FIELDS);
    expect(response.body.name).toBe('dl1abc');
    expectError(await request(server, 'GET', '/api/callsigns/dl1abc', { auth: owner }), 4040);
  });

  it('lets admins delete anything', async () => {
    const response = await request(server, 'DELETE', '/api/callsigns/dl2xyz', { auth: ADMIN });
    expect(response.status).toBe(200);
    expect(response.body.pagers).toBeDefined();
  });
});
