/**
 * GET /healthz: 200 while the node can write and read its database, 503 with the reason once it
 * cannot (closed under the running server), on either engine. The read-only case needs SQLite's
 * own switch: test/unit/healthz-read-only.test.ts.
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
    const row = await server.store.database.kysely
      .selectFrom('liveness')
      .select('checked_at')
      .executeTakeFirstOrThrow();
    expect(Number(row.checked_at)).toBe(Date.parse(response.body.checkedAt));
  });

  it('answers 503 with the reason when the database is gone', async () => {
    await server.store.close();
    const response = await request(server, 'GET', '/healthz');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toEqual({
      status: 'unavailable',
      reason: expect.stringMatching(/^database: \S/),
    });
  });
});
