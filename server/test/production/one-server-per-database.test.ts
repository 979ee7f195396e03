/**
 * One server per SQLite database: a second server started on a file another one is using stops
 * at once with a clear message and leaves the first one alone; once the first has ended, stopped
 * or killed with kill -9, the file is free again without anything to clean up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchServer, runUntilExit } from '../helpers/server-process.js';
import { basic } from '../helpers/server.js';

const dir = mkdtempSync(join(tmpdir(), 'dapnet-one-server-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function transmitterNames(url: string): Promise<string[]> {
  const response = await fetch(`${url}/api/transmitters`, {
    headers: { authorization: basic('admin', 'admin') },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }[]).map((each) => each.name);
}

describe('a second server on the same SQLite file', { timeout: 90_000 }, () => {
  it('is refused while the first runs, and the first goes on serving', async () => {
    const env = { HOST: '127.0.0.1', DAPNET_DB: join(dir, 'shared.sqlite') };
    const first = await launchServer({ env });
    try {
      const before = await transmitterNames(first.url);
      const second = await runUntilExit(env);
      expect(second.code).toBe(1);
      expect(second.output).toContain('another server is already using the database');
      expect(second.output).not.toContain('DAPNET Web is running');
      expect(await transmitterNames(first.url)).toEqual(before);
    } finally {
      await first.stop();
    }
    // Stopped: the next server starts on the same file.
    const next = await launchServer({ env });
    await next.stop();
  });

  it('starts once the first was killed with kill -9, with nothing left to clean up', async () => {
    const env = { HOST: '127.0.0.1', DAPNET_DB: join(dir, 'killed.sqlite') };
    const first = await launchServer({ env });
    first.child.kill('SIGKILL');
    await first.stop();
    const next = await launchServer({ env });
    try {
      expect(next.output()).toContain('DAPNET Web is running');
    } finally {
      await next.stop();
    }
  });
});
