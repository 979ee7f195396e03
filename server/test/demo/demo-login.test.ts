/**
 * The demo accounts work through the real HTTP server: the README and the browser tests log in
 * with them, the way the web app does (GET /users/{name} with Basic credentials).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/demo/seed.js';
import { request, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ demo: true });
});

afterAll(async () => {
  await server.close();
});

describe('demo data over HTTP', () => {
  it.each(DEMO_USERS.map((user) => [user.name, user.admin] as const))(
    '%s logs in with the demo password',
    async (name, admin) => {
      const response = await request(server, 'GET', `/api/users/${name}`, {
        auth: [name, DEMO_PASSWORD],
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ name, admin, mail: `${name}@example.org` });
    },
  );

  it('refuses a wrong password', async () => {
    const response = await request(server, 'GET', '/api/users/dl1abc', {
      auth: ['dl1abc', 'nope'],
    });
    expect(response.status).toBe(401);
  });

  it('shows the demo network in the statistics', async () => {
    const response = await request(server, 'GET', '/api/stats');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      users: DEMO_USERS.length + 1,
      transmittersTotal: await server.store.transmitters.count(),
      nodesTotal: await server.store.nodes.count(),
      nodesOnline: 2,
    });
    expect(response.body.transmittersOnline).toBeGreaterThan(response.body.transmittersTotal / 2);
    expect(response.body.callsTotal).toBeGreaterThanOrEqual(response.body.calls);
    expect(response.body.newsTotal).toBeGreaterThanOrEqual(response.body.news);
  });

  it('serves the demo transmitters to anonymous visitors without auth keys', async () => {
    const response = await request(server, 'GET', '/api/transmitters');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(await server.store.transmitters.count());
    expect(response.body[0]).not.toHaveProperty('authKey');
  });
});
