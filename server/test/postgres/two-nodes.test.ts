/**
 * Two servers on one PostgreSQL database, as two nodes of a network: what one writes, the other
 * answers at once, also in the lists it keeps ready to send (their change notices).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, createTransmitter } from '../helpers/fixtures.js';
import { request, startServer, type TestServer } from '../helpers/server.js';

let folder: string;
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'dapnet-two-nodes-'));
  // The same "file" names the same PostgreSQL database (helpers/test-database.ts).
  const databaseFile = join(folder, 'network.sqlite');
  first = await startServer({ databaseFile });
  second = await startServer({ databaseFile });
});

afterAll(async () => {
  await second.close({ keepDatabase: true });
  await first.close();
  rmSync(folder, { recursive: true, force: true });
});

const names = async (server: TestServer) =>
  (await request(server, 'GET', '/api/transmitters', { auth: ADMIN })).body.map(
    (transmitter: { name: string }) => transmitter.name,
  );

it('shows a transmitter added through one node in the other node’s list', async () => {
  // The first node has its list ready to send (and its ETag) before the write.
  expect(await names(first)).toEqual([]);
  const before = await request(first, 'GET', '/api/transmitters', { auth: ADMIN });
  await createTransmitter(second, 'db0net', { ownerNames: ['admin'] });
  await expect.poll(() => names(first), { timeout: 2_000 }).toEqual(['db0net']);
  const after = await request(first, 'GET', '/api/transmitters', { auth: ADMIN });
  expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  // The record itself is read from the database by either node.
  const one = await request(first, 'GET', '/api/transmitters/db0net', { auth: ADMIN });
  expect(one.status).toBe(200);
});
