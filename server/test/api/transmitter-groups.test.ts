import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createGroup,
  createTransmitter,
  groupBody,
  type Credentials,
} from '../helpers/fixtures.js';
import { ERROR_BODIES, expectError, expectViolations } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

const FIELDS = ['name', 'description', 'transmitterNames', 'ownerNames'];

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
  await createTransmitter(server, 'tx1');
  await createTransmitter(server, 'tx2');
  await createGroup(server, 'grp1', ['tx1']);
});

afterAll(() => server.close());

const put = (auth: Credentials | undefined, name: string, body: unknown) =>
  request(server, 'PUT', `/api/transmitterGroups/${name}`, { auth, body });

describe('GET /transmitterGroups', () => {
  it('refuses anonymous callers (403) and bad credentials (401)', async () => {
    expectError(await request(server, 'GET', '/api/transmitterGroups'), 4030);
    expectError(await request(server, 'GET', '/api/transmitterGroups/grp1'), 4030);
    expectError(await request(server, 'GET', '/api/transmitterGroups', { auth: WRONG }), 4010);
  });

  it('shows every field to any user', async () => {
    const list = await request(server, 'GET', '/api/transmitterGroups', { auth: other });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { name: 'grp1', description: 'A group', transmitterNames: ['tx1'], ownerNames: ['owner'] },
    ]);
    const one = await request(server, 'GET', '/api/transmitterGroups/GRP1', { auth: other });
    expect(Object.keys(one.body)).toEqual(FIELDS);
    const missing = await request(server, 'GET', '/api/transmitterGroups/nosuch', { auth: other });
    expect(missing.body).toEqual(ERROR_BODIES.notFound);
  });
});

describe('PUT /transmitterGroups/{name}', () => {
  it('lets only admins create (201 + Location)', async () => {
    expectError(await put(undefined, 'grp2', groupBody(['tx1'])), 4030);
    expectError(await put(WRONG, 'grp2', groupBody(['tx1'])), 4010);
    expectError(await put(owner, 'grp2', groupBody(['tx1'])), 4030);
    const created = await put(ADMIN, 'GRP2', groupBody(['tx1', 'TX2']));
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${server.url}/api/transmitterGroups/GRP2`);
    expect(created.body).toEqual({
      name: 'grp2',
      description: 'A group',
      transmitterNames: ['tx1', 'TX2'],
      ownerNames: ['owner'],
    });
  });

  it('lets the owner update but not other users', async () => {
    expectError(await put(other, 'grp1', groupBody(['tx1'])), 4030);
    const updated = await put(owner, 'grp1', groupBody(['tx1', 'tx2'], { description: 'Both' }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ description: 'Both', transmitterNames: ['tx1', 'tx2'] });
    expect((await put(ADMIN, 'grp1', groupBody(['tx1']))).status).toBe(200);
  });

  it('requires a description, which may be empty', async () => {
    expectViolations(await put(ADMIN, 'desc', groupBody(['tx1'], { description: null })), [
      { field: 'description', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    ]);
    const long = 'd'.repeat(61);
    expectViolations(await put(ADMIN, 'desc', groupBody(['tx1'], { description: long })), [
      {
        field: 'description',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 0 and 60',
        value: long,
      },
    ]);
    expect((await put(ADMIN, 'desc', groupBody(['tx1'], { description: '' }))).status).toBe(201);
  });

  it('requires existing transmitters, at least one', async () => {
    expectViolations(await put(ADMIN, 'members', groupBody([])), [
      {
        field: 'transmitterNames',
        code: 6002,
        constraint: 'Size',
        message: 'must contain at least one transmitterName',
        value: '[]',
      },
    ]);
    expectViolations(await put(ADMIN, 'members', groupBody(['tx1', 'nosuch'])), [
      {
        field: 'transmitterNames',
        code: 6207,
        constraint: 'ValidTransmitterNames',
        message: 'must contain names of existing transmitters',
      },
    ]);
    expectViolations(await put(ADMIN, 'members', groupBody(null as never)), [
      { field: 'transmitterNames', code: 6001, constraint: 'NotNull', message: 'must not be null' },
      {
        field: 'transmitterNames',
        code: 6207,
        constraint: 'ValidTransmitterNames',
        message: 'must contain names of existing transmitters',
      },
    ]);
    expectError(await put(ADMIN, 'members', groupBody('tx1' as never)), 4003);
  });

  it('requires existing owners', async () => {
    expectViolations(
      await put(ADMIN, 'owners', groupBody(['tx1'], { ownerNames: ['x', 'owner'] })),
      [
        {
          field: 'ownerNames',
          code: 6202,
          constraint: 'ValidOwnerNames',
          message: 'must contain names of existing users',
        },
      ],
    );
  });

  it('checks the name from the path', async () => {
    expectViolations(await put(ADMIN, 'g', groupBody(['tx1'])), [
      {
        field: 'name',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 3 and 20',
        value: 'g',
      },
    ]);
  });
});

describe('DELETE /transmitterGroups/{name}', () => {
  it('refuses anonymous callers, bad credentials and other users', async () => {
    expectError(await request(server, 'DELETE', '/api/transmitterGroups/grp1'), 4030);
    expectError(
      await request(server, 'DELETE', '/api/transmitterGroups/grp1', { auth: WRONG }),
      4010,
    );
    expectError(
      await request(server, 'DELETE', '/api/transmitterGroups/grp1', { auth: other }),
      4030,
    );
  });

  it('answers a missing group with 403 to users and 404 to admins', async () => {
    expectError(
      await request(server, 'DELETE', '/api/transmitterGroups/nosuch', { auth: owner }),
      4030,
    );
    expectError(
      await request(server, 'DELETE', '/api/transmitterGroups/nosuch', { auth: ADMIN }),
      4040,
    );
  });

  it('lets the owner delete: 200 with the group', async () => {
    const response = await request(server, 'DELETE', '/api/transmitterGroups/Grp1', {
      auth: owner,
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(FIELDS);
    expect(response.body.name).toBe('grp1');
    expectError(await request(server, 'GET', '/api/transmitterGroups/grp1', { auth: owner }), 4040);
  });

  it('lets admins delete anything', async () => {
    await createGroup(server, 'admins', ['tx1'], { ownerNames: ['admin'] });
    expectError(
      await request(server, 'DELETE', '/api/transmitterGroups/admins', { auth: owner }),
      4030,
    );
    const response = await request(server, 'DELETE', '/api/transmitterGroups/admins', {
      auth: ADMIN,
    });
    expect(response.status).toBe(200);
  });
});
