import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { ADMIN, WRONG, createCast, createUser, type Credentials } from '../helpers/fixtures.js';
import { ERROR_BODIES, expectError, expectViolations } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
});

afterAll(() => server.close());

const put = (auth: Credentials | undefined, name: string, body: unknown) =>
  request(server, 'PUT', `/api/users/${name}`, { auth, body });

describe('GET /users', () => {
  it('refuses anonymous callers (403) and bad credentials (401)', async () => {
    expectError(await request(server, 'GET', '/api/users'), 4030);
    expectError(await request(server, 'GET', '/api/users/owner'), 4030);
    expectError(await request(server, 'GET', '/api/users', { auth: WRONG }), 4010);
  });

  it('hides every mail address from non-admins, their own included', async () => {
    const response = await request(server, 'GET', '/api/users', { auth: owner });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { name: 'admin', admin: true },
      { name: 'other', admin: false },
      { name: 'owner', admin: false },
    ]);
  });

  it('shows mail addresses to admins, never a hash', async () => {
    const response = await request(server, 'GET', '/api/users', { auth: ADMIN });
    expect(response.body).toContainEqual({ name: 'admin', mail: 'admin@admin.de', admin: true });
    expect(response.body).toContainEqual({
      name: 'owner',
      mail: 'owner@example.org',
      admin: false,
    });
    for (const user of response.body) expect(Object.keys(user)).toEqual(['name', 'mail', 'admin']);
    expect(response.text).not.toContain('hash');
  });
});

describe('GET /users/{name}', () => {
  it('is the login probe: the own record with mail, name looked up lower-cased', async () => {
    const response = await request(server, 'GET', '/api/users/OWNER', {
      auth: ['Owner', owner[1]],
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ name: 'owner', mail: 'owner@example.org', admin: false });
  });

  it('hides the mail of others from non-admins', async () => {
    const response = await request(server, 'GET', '/api/users/owner', { auth: other });
    expect(response.body).toEqual({ name: 'owner', admin: false });
    const admin = await request(server, 'GET', '/api/users/owner', { auth: ADMIN });
    expect(admin.body).toEqual({ name: 'owner', mail: 'owner@example.org', admin: false });
  });

  it('answers 404 for a missing user', async () => {
    const response = await request(server, 'GET', '/api/users/nosuch', { auth: other });
    expect(response.body).toEqual(ERROR_BODIES.notFound);
  });
});

describe('PUT /users/{name}', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    hash: 'secret2',
    mail: 'new@example.org',
    admin: false,
    ...overrides,
  });

  it('lets only admins create (201 + Location, no hash in the answer)', async () => {
    expectError(await put(undefined, 'newbie', body()), 4030);
    expectError(await put(WRONG, 'newbie', body()), 4010);
    expectError(await put(other, 'newbie', body()), 4030);
    const created = await put(ADMIN, 'NewBie', body());
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${server.url}/api/users/NewBie`);
    expect(created.body).toEqual({ name: 'newbie', mail: 'new@example.org', admin: false });
    const login = await request(server, 'GET', '/api/users/newbie', {
      auth: ['newbie', 'secret2'],
    });
    expect(login.status).toBe(200);
  });

  it('lets users edit themselves but nobody else', async () => {
    expectError(await put(other, 'owner', body()), 4030);
    const response = await put(other, 'other', body({ hash: '', mail: 'changed@example.org' }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ name: 'other', mail: 'changed@example.org', admin: false });
  });

  it('refuses admin:true from a non-admin, even for themselves', async () => {
    expectError(await put(other, 'other', body({ hash: '', admin: true })), 4030);
    expectError(await put(other, 'other', body({ hash: '', admin: 'true' })), 4030);
    const self = await request(server, 'GET', '/api/users/other', { auth: other });
    expect(self.body.admin).toBe(false);
  });

  it('never makes a non-admin an admin through another spelling of true', async () => {
    for (const admin of ['TRUE', 'True', 1, '1', ['true'], { value: true }]) {
      const response = await put(other, 'other', body({ hash: '', admin }));
      expect(response.status, JSON.stringify(admin)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const self = await request(server, 'GET', '/api/users/other', { auth: other });
    expect(self.body.admin).toBe(false);
    expect((await request(server, 'GET', '/api/nodes', { auth: other })).status).toBe(200);
    expectError(await put(other, 'newcomer', body()), 4030);
  });

  it('lets admins grant and, by leaving it out, take away admin rights', async () => {
    await createUser(server, 'helper', { admin: true });
    const helper: Credentials = ['helper', 'password1'];
    const granted = await put(helper, 'newbie', body({ hash: '', admin: true }));
    expect(granted.body.admin).toBe(true);
    const { admin: _admin, ...withoutAdmin } = body({ hash: '' });
    const demoted = await put(ADMIN, 'newbie', withoutAdmin);
    expect(demoted.status).toBe(200);
    expect(demoted.body.admin).toBe(false);
    // An admin saving themselves without admin:true demotes themselves too.
    const self = await put(helper, 'helper', body({ hash: '', admin: false }));
    expect(self.body.admin).toBe(false);
    expectError(await put(helper, 'newbie', body({ hash: '', admin: true })), 4030);
  });

  it('requires a valid mail address', async () => {
    expectViolations(await put(ADMIN, 'mailer', body({ mail: 'no-at-sign' })), [
      {
        field: 'mail',
        code: 6102,
        constraint: 'EMail',
        message: 'must be valid mail address',
        value: 'no-at-sign',
      },
    ]);
    expectViolations(await put(ADMIN, 'mailer', body({ mail: null })), [
      { field: 'mail', code: 6001, constraint: 'NotNull', message: 'must not be null' },
      { field: 'mail', code: 6102, constraint: 'EMail', message: 'must be valid mail address' },
    ]);
    expectViolations(await put(other, 'other', body({ hash: '', mail: 'a b@c' })), [
      {
        field: 'mail',
        code: 6102,
        constraint: 'EMail',
        message: 'must be valid mail address',
        value: 'a b@c',
      },
    ]);
  });

  it('checks the name from the path', async () => {
    expectViolations(await put(ADMIN, 'al', body()), [
      {
        field: 'name',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 3 and 20',
        value: 'al',
      },
    ]);
    const long = 'u'.repeat(21);
    expectViolations(await put(ADMIN, long, body()), [
      {
        field: 'name',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 3 and 20',
        value: long,
      },
    ]);
  });

  it('refuses wrong types and empty bodies', async () => {
    expectError(await put(ADMIN, 'types', body({ admin: 'yes' })), 4003);
    expectError(await put(ADMIN, 'types', body({ hash: ['x'] })), 4003);
    expectError(
      await request(server, 'PUT', '/api/users/types', {
        auth: ADMIN,
        rawBody: '',
        headers: { 'content-type': 'application/json' },
      }),
      4002,
    );
  });
});

describe('DELETE /users/{name}', () => {
  it('refuses anonymous callers, bad credentials and other users', async () => {
    expectError(await request(server, 'DELETE', '/api/users/owner'), 4030);
    expectError(await request(server, 'DELETE', '/api/users/owner', { auth: WRONG }), 4010);
    expectError(await request(server, 'DELETE', '/api/users/owner', { auth: other }), 4030);
  });

  it('answers a missing user with 403 to users and 404 to admins', async () => {
    expectError(await request(server, 'DELETE', '/api/users/nosuch', { auth: other }), 4030);
    expectError(await request(server, 'DELETE', '/api/users/nosuch', { auth: ADMIN }), 4040);
  });

  it('lets users delete themselves; their credentials stop working', async () => {
    const gone = await createUser(server, 'leaver');
    const response = await request(server, 'DELETE', '/api/users/LEAVER', { auth: gone });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ name: 'leaver', mail: 'leaver@example.org', admin: false });
    expectError(await request(server, 'GET', '/api/stats', { auth: gone }), 4010);
    expectError(await request(server, 'GET', '/api/users/leaver', { auth: ADMIN }), 4040);
  });

  it('lets admins delete anybody, with the full view in the answer', async () => {
    const response = await request(server, 'DELETE', '/api/users/newbie', { auth: ADMIN });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ name: 'newbie', mail: 'new@example.org', admin: false });
    expect(response.text).not.toContain('hash');
  });
});
