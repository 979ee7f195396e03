/**
 * Durability: writes under concurrent load, the server process killed with SIGKILL in the middle
 * of them, a new process on the same database file. Every write that was acknowledged (a 201
 * answer) must be there; writes cut off by the kill may or may not be.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { nodeBody, subscriberBody } from '../helpers/fixtures.js';
import { basic } from '../helpers/server.js';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = mkdtempSync(join(tmpdir(), 'dapnet-crash-'));
const databaseFile = join(dir, 'crash.sqlite');
const AUTH = { authorization: basic('admin', 'admin'), 'content-type': 'application/json' };

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** The real server in its own process, answering on `url` once it is up. */
async function launch(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DAPNET_DB: databaseFile,
      DAPNET_DEMO: '0',
      // No transmitter endpoint: the Core's port may be taken on this machine.
      DAPNET_TRANSMITTER_PORT: '0',
      DAPNET_WEB_DIST: join(dir, 'no-web-dist'),
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // Start-up compiles the TypeScript sources: seconds on a busy machine.
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/core/version`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

it('keeps every acknowledged write after kill -9 under write load', async () => {
  const first = await launch();
  const acknowledged: string[] = [];
  let killed = false;
  const exited = new Promise((done) => first.child.once('exit', done));

  // Four writers, each bounded; the kill comes when enough writes are acknowledged.
  const writer = async (id: number) => {
    for (let index = 0; index < 200 && !killed; index += 1) {
      const [resource, body] =
        index % 2 === 0
          ? ['callsigns', subscriberBody({ ownerNames: ['admin'] })]
          : ['nodes', nodeBody({ ownerNames: ['admin'] })];
      const path = `/api/${resource}/w${id}n${index}`;
      try {
        const response = await fetch(`${first.url}${path}`, {
          method: 'PUT',
          headers: AUTH,
          body: JSON.stringify(body),
        });
        if (response.status === 201) acknowledged.push(path);
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      } catch {
        return; // the connection died with the process: not acknowledged
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(writer));
  await exited;
  expect(killed).toBe(true);

  const second = await launch();
  try {
    const missing: string[] = [];
    for (const path of acknowledged) {
      const response = await fetch(`${second.url}${path}`, { headers: AUTH });
      if (response.status !== 200) missing.push(`${path}: ${response.status}`);
    }
    expect(missing).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
  } finally {
    second.child.kill('SIGKILL');
  }
}, 90_000);
