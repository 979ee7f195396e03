/**
 * GET /healthz on a SQLite database that can still be read but no longer written: 503 with the
 * reason, and 200 again once it can (SQLite's query_only switch stands in for a full disk or a
 * file made read-only).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

it('answers 503 with the reason when the database can no longer be written', async () => {
  server.store.database.sqlite!.pragma('query_only = ON');
  try {
    const response = await request(server, 'GET', '/healthz');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: 'unavailable',
      reason: expect.stringMatching(/^database: .*readonly/),
    });
  } finally {
    server.store.database.sqlite!.pragma('query_only = OFF');
  }
  expect((await request(server, 'GET', '/healthz')).status).toBe(200);
});
