/**
 * Two servers on one PostgreSQL database, as two nodes of a network: what one writes, the other
 * answers at once, also in the lists it keeps ready to send (their change notices).
 */
import { expect, it } from 'vitest';
import { ADMIN, createTransmitter } from '../helpers/fixtures.js';
import { request, type TestServer } from '../helpers/server.js';
import { twoNodes } from '../helpers/two-nodes.js';

const nodes = twoNodes();

const names = async (server: TestServer) =>
  (await request(server, 'GET', '/api/transmitters', { auth: ADMIN })).body.map(
    (transmitter: { name: string }) => transmitter.name,
  );

it('shows a transmitter added through one node in the other node’s list', async () => {
  // The first node has its list ready to send (and its ETag) before the write.
  expect(await names(nodes.first())).toEqual([]);
  const before = await request(nodes.first(), 'GET', '/api/transmitters', { auth: ADMIN });
  await createTransmitter(nodes.second(), 'db0net', { ownerNames: ['admin'] });
  await expect.poll(() => names(nodes.first()), { timeout: 2_000 }).toEqual(['db0net']);
  const after = await request(nodes.first(), 'GET', '/api/transmitters', { auth: ADMIN });
  expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  // The record itself is read from the database by either node.
  const one = await request(nodes.first(), 'GET', '/api/transmitters/db0net', { auth: ADMIN });
  expect(one.status).toBe(200);
});
