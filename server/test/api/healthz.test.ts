/**
 * GET /healthz: 200 while the node can write and read its database, 503 with the reason once it
 * cannot (made read-only, then closed under the running server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /healthz', () => {
  it('answers 200 after a real write and read of the database', async () => {
    const response = await request(server, 'GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({ status: 'ok', database: 'writable' });
    const row = server.store.database.sqlite!.prepare('SELECT checked_at FROM liveness').get() as {
      checked_at: number;
    };
    expect(row.checked_at).toBe(Date.parse(response.body.checkedAt));
  });

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

  it('answers 503 with the reason when the database is gone', async () => {
    server.store.database.sqlite!.close();
    const response = await request(server, 'GET', '/healthz');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toEqual({
      status: 'unavailable',
      reason: 'database: The database connection is not open',
    });
  });
});
