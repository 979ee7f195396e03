import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, request, startServer, type TestServer } from '../helpers/server.js';
import { ADMIN, createUser, type Credentials } from '../helpers/fixtures.js';
import { ERROR_BODIES, expectError } from '../helpers/expectations.js';
import { hashPassword } from '../../src/auth/passwords.js';

let server: TestServer;
let user: Credentials;

const base64 = (text: string) => Buffer.from(text).toString('base64');

beforeAll(async () => {
  server = await startServer({ demo: false });
  user = await createUser(server, 'plain');
  // Passwords set through the API are alphanumeric; an imported one may hold a colon.
  await server.store.users.put({
    name: 'colon',
    mail: 'colon@example.org',
    admin: false,
    hash: await hashPassword('pa:ss:word'),
  });
});

afterAll(() => server.close());

/** The answers of a public and a protected endpoint for an Authorization header. */
async function answers(authorization: string | undefined) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const open = await request(server, 'GET', '/api/stats', { headers });
  const closed = await request(server, 'GET', '/api/calls', { headers });
  return { open, closed };
}

describe('unparseable Authorization headers make the caller anonymous', () => {
  const cases: [string, string | undefined][] = [
    ['no header', undefined],
    ['an empty header', ''],
    ['the lowercase basic scheme', `basic ${base64('admin:admin')}`],
    ['upper-case BASIC', `BASIC ${base64('admin:admin')}`],
    ['a Bearer token', 'Bearer abc.def.ghi'],
    ['bad base64', 'Basic !!!not-base64!!!'],
    ['base64 without a colon', `Basic ${base64('admin')}`],
    ['an empty Basic value', 'Basic '],
  ];

  for (const [what, header] of cases) {
    it(`${what}: 200 on public endpoints, 403 on protected ones`, async () => {
      const { open, closed } = await answers(header);
      expect(open.status).toBe(200);
      expect(closed.status).toBe(403);
      expect(closed.body).toEqual(ERROR_BODIES.forbidden);
    });
  }
});

describe('bad credentials', () => {
  const cases: [string, Credentials][] = [
    ['an unknown user', ['ghost', 'admin']],
    ['a wrong password', ['admin', 'Admin']],
    ['an empty password', ['admin', '']],
    ['an empty user name', ['', 'admin']],
  ];

  for (const [what, credentials] of cases) {
    it(`${what}: 401 even on public endpoints, without WWW-Authenticate`, async () => {
      for (const path of ['/api/stats', '/api/transmitters', '/api/core/version', '/api/calls']) {
        const response = await request(server, 'GET', path, { auth: credentials });
        expect(response.status).toBe(401);
        expect(response.body).toEqual(ERROR_BODIES.notAuthorized);
        expect(response.headers.get('www-authenticate')).toBeNull();
      }
    });
  }

  it('401 comes before 403 and 404', async () => {
    expectError(
      await request(server, 'DELETE', '/api/users/admin', { auth: ['plain', 'x'] }),
      4010,
    );
    expectError(
      await request(server, 'GET', '/api/callsigns/nosuch', { auth: ['plain', 'x'] }),
      4010,
    );
  });

  it('leaves OPTIONS alone', async () => {
    const response = await request(server, 'OPTIONS', '/api/calls', { auth: ['ghost', 'x'] });
    expect(response.status).toBe(204);
  });
});

describe('good credentials', () => {
  it('works for admins and plain users', async () => {
    expect((await request(server, 'GET', '/api/calls', { auth: ADMIN })).status).toBe(200);
    expect((await request(server, 'GET', '/api/calls', { auth: user })).status).toBe(200);
  });

  it('ignores the case of the user name', async () => {
    for (const name of ['ADMIN', 'Admin', 'aDmIn']) {
      const response = await request(server, 'GET', '/api/users/admin', { auth: [name, 'admin'] });
      expect(response.status).toBe(200);
      expect(response.body.mail).toBe('admin@admin.de');
    }
  });

  it('does not ignore the case of the password', async () => {
    expectError(await request(server, 'GET', '/api/calls', { auth: ['plain', 'PASSWORD1'] }), 4010);
  });

  it('splits at the first colon, so passwords may contain colons', async () => {
    const response = await request(server, 'GET', '/api/users/colon', {
      auth: ['colon', 'pa:ss:word'],
    });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('colon');
    expectError(await request(server, 'GET', '/api/calls', { auth: ['colon', 'pa:ss'] }), 4010);
  });

  it('accepts base64 without padding', async () => {
    const encoded = base64('admin:admin1').replace(/=+$/, '');
    expect(encoded).not.toMatch(/=$/);
    expectError(
      await request(server, 'GET', '/api/calls', {
        headers: { authorization: `Basic ${encoded}` },
      }),
      4010,
    );
    const unpadded = base64('plain:password1').replace(/=+$/, '');
    const response = await request(server, 'GET', '/api/calls', {
      headers: { authorization: `Basic ${unpadded}` },
    });
    expect(response.status).toBe(200);
  });

  it('keeps working on repeated requests (cached verification)', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await request(server, 'GET', '/api/calls', { auth: user })).status).toBe(200);
    }
    expectError(await request(server, 'GET', '/api/calls', { auth: ['plain', 'password2'] }), 4010);
  });

  it('the helper builds standard Basic headers', () => {
    expect(basic('a', 'b:c')).toBe(`Basic ${base64('a:b:c')}`);
  });
});

describe('failed-login limit', () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startServer({ demo: false });
  });

  afterAll(() => limited.close());

  it('eventually answers repeated failed logins with 429/4290', async () => {
    let last = await request(limited, 'GET', '/api/stats', { auth: ['admin', 'guess0'] });
    expectError(last, 4010);
    for (let attempt = 1; attempt < 100 && last.status === 401; attempt += 1) {
      last = await request(limited, 'GET', '/api/stats', { auth: ['admin', `guess${attempt}`] });
    }
    expectError(last, 4290);
    expect(last.body.name).toBe('Too Many Requests');
    // Anonymous requests are not affected.
    expect((await request(limited, 'GET', '/api/stats')).status).toBe(200);
  });
});
