/**
 * Password guessing in parallel, through the real HTTP stack: every attempt counts when it starts,
 * so a burst cannot slip past the limit while its hash checks run; users whose password the
 * server has verified keep getting in past the address limit; and past the account limit the
 * right password gets the same answer as a wrong one.
 */
import { ERROR_CODES } from '@dapnet/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { ADMIN, createUser, type Credentials } from '../helpers/fixtures.js';
import { LOGIN_LIMITS } from '../../src/auth/login-throttle.js';

let server: TestServer;
let victim: Credentials;
let bystander: Credentials;

beforeAll(async () => {
  server = await startServer({ demo: false });
  victim = await createUser(server, 'victim');
  bystander = await createUser(server, 'bystander');
  // Both have signed in before the attack, as users of the running web app have.
  for (const user of [victim, bystander])
    expect((await request(server, 'GET', '/api/calls', { auth: user })).status).toBe(200);
});

afterAll(() => server.close());

/** How many of `count` simultaneous guesses at `name` got which status. */
async function burst(name: (index: number) => string, count: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      request(server, 'GET', '/api/stats', { auth: [name(index), `guess${index}`] }),
    ),
  );
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return statuses;
}

describe('parallel password guessing from one address', () => {
  it('lets only the configured number of guesses at an account reach the hash check', async () => {
    const statuses = await burst(() => 'victim', 100);
    expect(statuses).toEqual({ 401: LOGIN_LIMITS.perAccount, 429: 100 - LOGIN_LIMITS.perAccount });
  });

  it('then refuses the right password like a wrong one, so no guess can find it', async () => {
    expect((await request(server, 'GET', '/api/calls', { auth: victim })).status).toBe(429);
  });

  it('limits the address whatever names it tries, but not users verified before', async () => {
    const statuses = await burst((index) => `nobody${index}`, LOGIN_LIMITS.perAddress + 20);
    expect(statuses[429]).toBeGreaterThanOrEqual(20);
    const fresh = await createUser(server, 'fresh');
    expect((await request(server, 'GET', '/api/calls', { auth: fresh })).status).toBe(429);
    for (const user of [bystander, ADMIN]) {
      const response = await request(server, 'GET', '/api/calls', { auth: user });
      expect(response.status, user[0]).toBe(200);
    }
    expect((await request(server, 'GET', '/api/stats')).status).toBe(200);
  });
});

describe('a login limit that cannot be counted', () => {
  it('answers 503 in the Core’s shape when the database cannot be reached, not 500', async () => {
    const own = await startServer({ demo: false });
    try {
      // The connection breaks between the user's lookup and the count, as a database can.
      own.store.loginAttempts.take = () =>
        Promise.reject(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
      const response = await request(own, 'GET', '/api/calls', { auth: ['admin', 'wrong1'] });
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ code: ERROR_CODES.serviceUnavailable });
    } finally {
      await own.close();
    }
  });
});
