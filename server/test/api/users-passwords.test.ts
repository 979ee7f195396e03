import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { ADMIN, createUser, type Credentials } from '../helpers/fixtures.js';
import { expectError, expectViolations } from '../helpers/expectations.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ demo: false });
});

afterAll(() => server.close());

const put = (auth: Credentials, name: string, body: unknown) =>
  request(server, 'PUT', `/api/users/${name}`, { auth, body });
const probe = async (auth: Credentials) =>
  (await request(server, 'GET', `/api/users/${auth[0]}`, { auth })).status;

describe('passwords on user create', () => {
  const HASH_VIOLATION = {
    field: 'hash',
    code: 6002,
    constraint: 'Size',
    message: 'size must be between 1 and 64',
    value: '',
  };

  it('refuses an empty or missing password with a violation on hash, never 500', async () => {
    expectViolations(await put(ADMIN, 'nopass', { hash: '', mail: 'a@b.org' }), [HASH_VIOLATION]);
    expectViolations(await put(ADMIN, 'nopass', { hash: null, mail: 'a@b.org' }), [HASH_VIOLATION]);
    expectViolations(await put(ADMIN, 'nopass', { mail: 'a@b.org' }), [HASH_VIOLATION]);
    expectError(await request(server, 'GET', '/api/users/nopass', { auth: ADMIN }), 4040);
  });

  it('refuses characters other than letters and digits with a violation on hash', async () => {
    for (const hash of ['pass word', 'pass:word', 'pässword', 'p@ss']) {
      const response = await put(ADMIN, 'badpass', { hash, mail: 'a@b.org' });
      expectError(response, 4001);
      expect(response.body.violations).toHaveLength(1);
      expect(response.body.violations[0]).toMatchObject({ field: 'hash', value: hash });
    }
  });

  it('refuses passwords longer than 64 characters', async () => {
    const response = await put(ADMIN, 'longpass', { hash: 'a'.repeat(65), mail: 'a@b.org' });
    expectError(response, 4001);
    expect(response.body.violations[0]).toMatchObject({ field: 'hash', code: 6002 });
  });

  it('reports a missing password together with the other violations', async () => {
    const response = await put(ADMIN, 'twofold', { mail: 'nope' });
    expectError(response, 4001);
    const fields = response.body.violations.map((violation: { field: string }) => violation.field);
    expect(fields.sort()).toEqual(['hash', 'mail']);
  });

  it('takes a number for the password as its text', async () => {
    const response = await put(ADMIN, 'numeric', { hash: 12345, mail: 'a@b.org' });
    expect(response.status).toBe(201);
    expect(await probe(['numeric', '12345'])).toBe(200);
  });
});

describe('passwords on user update', () => {
  it('keeps the old password when the new one is blank or missing', async () => {
    const user = await createUser(server, 'keeper');
    for (const hash of ['', null, undefined]) {
      const response = await put(user, 'keeper', { hash, mail: 'keeper@example.org' });
      expect(response.status).toBe(200);
      expect(await probe(user)).toBe(200);
    }
    const byAdmin = await put(ADMIN, 'keeper', { hash: '', mail: 'k@example.org' });
    expect(byAdmin.status).toBe(200);
    expect(await probe(user)).toBe(200);
  });

  it('after a change of the own password the old one is refused and the new one works', async () => {
    const user = await createUser(server, 'changer');
    expect(await probe(user)).toBe(200);
    const response = await put(user, 'changer', { hash: 'newSecret1', mail: 'c@example.org' });
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('newSecret1');
    const old = await request(server, 'GET', '/api/users/changer', { auth: user });
    expectError(old, 4010);
    expect(old.headers.get('www-authenticate')).toBeNull();
    expect(await probe(['changer', 'newSecret1'])).toBe(200);
    expect(await probe(['CHANGER', 'newSecret1'])).toBe(200);
  });

  it('lets admins set a password for somebody else', async () => {
    const user = await createUser(server, 'forgetful');
    await put(ADMIN, 'forgetful', { hash: 'reset1', mail: 'f@example.org' });
    expect(await probe(user)).toBe(401);
    expect(await probe(['forgetful', 'reset1'])).toBe(200);
  });

  it('refuses a bad new password on update with a violation, never 500', async () => {
    const user = await createUser(server, 'careful');
    const response = await put(user, 'careful', { hash: 'new pass', mail: 'c@example.org' });
    expectError(response, 4001);
    expect(response.body.violations[0]).toMatchObject({ field: 'hash' });
    expect(await probe(user)).toBe(200);
  });

  it('never shows a hash', async () => {
    const user = await createUser(server, 'private');
    for (const path of ['/api/users', '/api/users/private']) {
      for (const auth of [user, ADMIN]) {
        const response = await request(server, 'GET', path, { auth });
        expect(response.text).not.toMatch(/hash|\d+:[0-9a-f]{48}:[0-9a-f]{48}/);
      }
    }
  });

  it('stores hashes in the Core format so a State.json export keeps working logins', async () => {
    const stored = (await server.store.users.get('private'))!;
    expect(stored.hash).toMatch(/^\d{4}:[0-9a-f]{48}:[0-9a-f]{48}$/);
    expect(stored.hash).toHaveLength(102);
  });
});
