import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

// The PostgreSQL run must not quietly fall back to SQLite: every API test of this run then
// says something about PostgreSQL.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

it('runs the test servers on PostgreSQL', async () => {
  expect(server.store.database.engine).toBe('postgres');
  const { rows } = await sql<{
    version: number;
  }>`SELECT max(version) AS version FROM schema_version`.execute(server.store.database.kysely);
  expect(rows[0]?.version).toBeGreaterThanOrEqual(7);
});
