/**
 * Two servers on one PostgreSQL database, as two nodes of a network: password guesses spread
 * over both meet the same limits as on one node, per account and per address, one at a time
 * and all at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@dapnet/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/auth/login-throttle.js';
import { createUser } from '../helpers/fixtures.js';
import { request, startServer, type TestServer } from '../helpers/server.js';

let folder: string;
let nodes: [TestServer, TestServer];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'dapnet-two-nodes-logins-'));
  // The same "file" names the same PostgreSQL database (helpers/test-database.ts). Behind a
  // proxy, each test's guesses come from an address of their own (X-Forwarded-For).
  const databaseFile = join(folder, 'network.sqlite');
  const env = { DAPNET_TRUST_PROXY: '1' };
  const first = await startServer({ databaseFile, env });
  const second = await startServer({ databaseFile, env });
  nodes = [first, second];
});

afterAll(async () => {
  await nodes[1].close({ keepDatabase: true });
  await nodes[0].close();
  rmSync(folder, { recursive: true, force: true });
});

/** A login attempt at node `index % 2` from `address`: its status and error code. */
async function guess(index: number, address: string, name: string, password: string) {
  const response = await request(nodes[index % 2]!, 'GET', '/api/stats', {
    auth: [name, password],
    headers: { 'x-forwarded-for': address },
  });
  return { status: response.status, code: (response.body as { code?: number }).code };
}

describe('login limits across nodes', () => {
  it('closes an account after its 10 guesses, alternating between the nodes, on both', async () => {
    await createUser(nodes[0], 'victim', { password: 'right1' });
    for (let index = 0; index < LOGIN_LIMITS.perAccount; index += 1) {
      // Each guess from an address of its own, so only the account's limit applies.
      expect((await guess(index, `10.1.0.${index}`, 'victim', `guess${index}`)).status).toBe(401);
    }
    for (const index of [0, 1]) {
      expect(await guess(index, '10.1.1.1', 'victim', 'guess-more')).toEqual({
        status: 429,
        code: ERROR_CODES.tooManyRequests,
      });
      // The right password too: past the limit no answer tells which guess was right.
      expect((await guess(index, '10.1.1.2', 'victim', 'right1')).status).toBe(429);
    }
  });

  it('closes an address after its 30 attempts, alternating between the nodes, on both', async () => {
    for (let index = 0; index < LOGIN_LIMITS.perAddress; index += 1) {
      expect((await guess(index, '10.2.0.1', `nobody${index}`, 'guess')).status).toBe(401);
    }
    for (const index of [0, 1]) {
      expect(await guess(index, '10.2.0.1', `nobody-more${index}`, 'guess')).toEqual({
        status: 429,
        code: ERROR_CODES.tooManyRequests,
      });
    }
    // Another address is not affected.
    expect((await guess(0, '10.2.0.2', 'nobody', 'guess')).status).toBe(401);
  });

  it('counts simultaneous guesses through both nodes each once', async () => {
    await createUser(nodes[1], 'target', { password: 'right1' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        guess(index, `10.3.${index % 50}.1`, 'target', `guess${index}`),
      ),
    );
    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - LOGIN_LIMITS.perAccount);
  });

  it('loses no count when 1,000 attempts arrive at once through both nodes', async () => {
    const limit = 1_000;
    const now = Date.now();
    const counted = await Promise.all(
      Array.from({ length: limit }, (_, index) =>
        nodes[index % 2]!.store.loginAttempts.take('address', '10.4.0.1', limit, 60_000, now),
      ),
    );
    expect(counted.filter((attempt) => attempt !== undefined)).toHaveLength(limit);
    // Exactly 1,000 are stored: full at 1,000, not at 1,001.
    const full = (at: number) =>
      nodes[0].store.loginAttempts.isFull('address', '10.4.0.1', at, 60_000, now);
    expect(await full(limit)).toBe(true);
    expect(await full(limit + 1)).toBe(false);
  });
});
