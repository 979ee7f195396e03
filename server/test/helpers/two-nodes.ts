/**
 * Two test servers on one database, as two nodes of a network (on PostgreSQL: the same "file"
 * names the same database, helpers/test-database.ts). Started before the file's tests and
 * stopped after them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type TestServer } from './server.js';

export function twoNodes(): { first: () => TestServer; second: () => TestServer } {
  let folder: string;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'dapnet-two-nodes-'));
    const databaseFile = join(folder, 'network.sqlite');
    first = await startServer({ databaseFile });
    second = await startServer({ databaseFile });
  });
  afterAll(async () => {
    await second.close({ keepDatabase: true });
    await first.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return { first: () => first, second: () => second };
}
