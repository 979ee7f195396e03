/**
 * After importing a real Core's State.json, its users log in to the running server with their
 * old passwords: the Core's 1000-iteration PBKDF2 hashes are kept as they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importState } from '../../src/migration/state-json.js';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { FIXTURE_PASSWORDS, readFixture } from './helpers.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
  await importState(server.store, readFixture());
});

afterAll(async () => {
  await server.close();
});

describe('imported State.json over HTTP', () => {
  it.each(Object.entries(FIXTURE_PASSWORDS))(
    '%s logs in with the old password',
    async (name, password) => {
      const response = await request(server, 'GET', `/api/users/${name}`, {
        auth: [name, password],
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ name });
    },
  );

  it('ignores the case of the user name, as the Core does', async () => {
    const response = await request(server, 'GET', '/api/users/dl7old', {
      auth: ['DL7OLD', FIXTURE_PASSWORDS.dl7old],
    });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password', async () => {
    const wrong = await request(server, 'GET', '/api/users/dl7old', {
      auth: ['dl7old', 'oldpass74'],
    });
    expect(wrong.status).toBe(401);
  });

  it('serves the imported records', async () => {
    const response = await request(server, 'GET', '/api/transmitters/db0old', {
      auth: ['dl7old', FIXTURE_PASSWORDS.dl7old],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'db0old', authKey: 's3cretKey', status: 'ONLINE' });
    const calls = await request(server, 'GET', '/api/calls', { auth: ['admin', 'admin'] });
    expect(calls.status).toBe(200);
    expect(calls.body).toHaveLength(3);
  });
});
