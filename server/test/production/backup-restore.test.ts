/**
 * `npm run backup` and `npm run restore` as an operator runs them: separate processes next to the
 * real server process, real HTTP writes, real SQLite files.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { subscriberBody } from '../helpers/fixtures.js';
import { launchServer, SERVER_DIR, type ServerProcess } from '../helpers/server-process.js';
import { basic } from '../helpers/server.js';

const dir = mkdtempSync(join(tmpdir(), 'dapnet-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADERS = { authorization: basic('admin', 'admin'), 'content-type': 'application/json' };

/** Runs the backup/restore command in its own process, as `npm run backup -- FILE` does. */
function runCommand(
  command: 'backup' | 'restore',
  file: string,
  databaseFile: string,
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/db/cli.ts', command, file, '--db', databaseFile],
      { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => done({ code: code ?? -1, output }));
  });
}

async function putSubscriber(server: ServerProcess, name: string): Promise<number> {
  const response = await fetch(`${server.url}/api/callsigns/${name}`, {
    method: 'PUT',
    headers: HEADERS,
    body: JSON.stringify(subscriberBody({ ownerNames: ['admin'] })),
  });
  return response.status;
}

async function subscriberStatus(server: ServerProcess, name: string): Promise<number> {
  return (await fetch(`${server.url}/api/callsigns/${name}`, { headers: HEADERS })).status;
}

describe('backup', { timeout: 90_000 }, () => {
  it('copies the running database while writes go on; the copy holds every acknowledged write', async () => {
    const databaseFile = join(dir, 'live.sqlite');
    const server = await launchServer({
      env: { DAPNET_DB: databaseFile, DAPNET_DEMO: '1', DAPNET_ADMIN_PASSWORD: 'admin' },
    });
    const copy = join(dir, 'backups', 'live-copy.sqlite');
    const acknowledged: number[] = [];
    let writing = true;
    let attempted = 0;
    const writer = (async () => {
      for (let index = 0; writing; index += 1) {
        attempted = index + 1;
        // Names need three characters at least: w00000, w00001, ...
        const name = `w${String(index).padStart(5, '0')}`;
        if ((await putSubscriber(server, name)) === 201) acknowledged.push(index);
      }
    })();
    try {
      while (acknowledged.length < 20) await new Promise((done) => setTimeout(done, 10));
      const beforeBackup = acknowledged.length;
      const backup = await runCommand('backup', copy, databaseFile);
      const duringBackup = acknowledged.length - beforeBackup;
      writing = false;
      await writer;

      expect(backup.output).toContain(`to ${copy}`);
      expect(backup.code).toBe(0);
      // The writes really went on while the backup ran.
      expect(duringBackup).toBeGreaterThan(0);

      const db = new Database(copy, { readonly: true });
      expect(db.pragma('quick_check', { simple: true })).toBe('ok');
      const copied = (
        db.prepare("SELECT name FROM callsigns WHERE name LIKE 'w%'").pluck().all() as string[]
      )
        .map((name) => Number(name.slice(1)))
        .sort((a, b) => a - b);
      // The demo data came along.
      expect(db.prepare('SELECT count(*) FROM transmitters').pluck().get()).toBeGreaterThan(30);
      db.close();
      // Every write acknowledged before the backup started is in it ...
      expect(copied.length).toBeGreaterThanOrEqual(beforeBackup);
      // ... and it is one moment of the database: writes 0..n-1 in order, none missing between.
      expect(copied).toEqual(Array.from({ length: copied.length }, (_, index) => index));
      expect(copied.length).toBeLessThanOrEqual(attempted);
      expect(acknowledged.slice(0, beforeBackup).every((index) => copied.includes(index))).toBe(
        true,
      );
    } finally {
      writing = false;
      await writer;
      await server.stop();
    }
  });

  it('does not overwrite an existing file', async () => {
    const databaseFile = join(dir, 'live.sqlite');
    const existing = join(dir, 'taken.sqlite');
    writeFileSync(existing, 'keep me');
    const result = await runCommand('backup', existing, databaseFile);
    expect(result.code).toBe(1);
    expect(result.output).toContain('exists already');
  });
});

describe('restore', { timeout: 90_000 }, () => {
  it('is refused while the server runs, and puts the backup back once it is stopped', async () => {
    const databaseFile = join(dir, 'node.sqlite');
    const copy = join(dir, 'node-copy.sqlite');
    const env = { DAPNET_DB: databaseFile, DAPNET_DEMO: '0', DAPNET_ADMIN_PASSWORD: 'admin' };
    const server = await launchServer({ env });
    try {
      expect(await putSubscriber(server, 'before')).toBe(201);
      expect((await runCommand('backup', copy, databaseFile)).code).toBe(0);
      expect(await putSubscriber(server, 'after')).toBe(201);

      const refused = await runCommand('restore', copy, databaseFile);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`The server (process ${server.child.pid}) is running`);
      expect(refused.output).toContain('Stop it first');
      // Nothing was touched: the running server still has its newest write.
      expect(await subscriberStatus(server, 'after')).toBe(200);
    } finally {
      await server.stop();
    }

    const restored = await runCommand('restore', copy, databaseFile);
    expect(restored.code).toBe(0);
    expect(restored.output).toContain('kept as');
    const kept = readdirSync(dir).filter((name) => name.startsWith('node.sqlite.before-restore-'));
    expect(kept).toHaveLength(1);

    const again = await launchServer({ env });
    try {
      expect(await subscriberStatus(again, 'before')).toBe(200);
      expect(await subscriberStatus(again, 'after')).toBe(404);
    } finally {
      await again.stop();
    }
    // The replaced database, with the later write, is there to go back to.
    const previous = new Database(join(dir, kept[0]!), { readonly: true });
    expect(
      previous.prepare("SELECT count(*) FROM callsigns WHERE name = 'after'").pluck().get(),
    ).toBe(1);
    previous.close();
  });

  it('goes ahead when the server marker is stale (its process is gone, as after a power cut)', async () => {
    const databaseFile = join(dir, 'node.sqlite');
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    writeFileSync(`${databaseFile}.pid`, `${gone}\n`);
    const result = await runCommand('restore', join(dir, 'node-copy.sqlite'), databaseFile);
    expect(result.output).toContain('Restored');
    expect(result.code).toBe(0);
  });

  it('refuses a file that is not a DAPNET Web database and leaves the database alone', async () => {
    const databaseFile = join(dir, 'node.sqlite');
    const junk = join(dir, 'junk.sqlite');
    writeFileSync(junk, 'not a database at all, just text');
    const result = await runCommand('restore', junk, databaseFile);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/cannot be opened|not a (usable|DAPNET Web) database/);
    expect(existsSync(databaseFile)).toBe(true);
  });
});
