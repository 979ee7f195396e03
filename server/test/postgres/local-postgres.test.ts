import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalPostgres } from '../../src/cluster/local-postgres.js';

// The playground PostgreSQL of `npm run cluster` and of the PostgreSQL tests: it must start as
// root too (CI), keep its data in its folder, and answer on loopback.
const folder = mkdtempSync(join(tmpdir(), 'dapnet-pg-test-'));
const port = 25_000 + (process.pid % 5_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function query(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe('a PostgreSQL server of our own in a folder', () => {
  it('starts on loopback, and keeps what was written over a restart', async () => {
    const first = startLocalPostgres({ folder, port, fast: true });
    try {
      expect(first.url).toBe(`postgres://dapnet@127.0.0.1:${port}/dapnet`);
      await query(first.url, 'CREATE TABLE kept (word text)');
      await query(first.url, 'INSERT INTO kept VALUES ($1)', ['pager']);
    } finally {
      first.stop();
    }
    const second = startLocalPostgres({ folder, port, fast: true });
    try {
      expect(await query(second.url, 'SELECT word FROM kept')).toEqual([{ word: 'pager' }]);
    } finally {
      second.stop();
    }
  }, 60_000);
});
