/**
 * The production path: `npm run build` compiles the server into dist/main.js, and plain node runs
 * it (no TypeScript loader) on a fresh database: migrations found, API answering, the sample
 * directory read, the web app served. A broken build fails here before anything starts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchServer, SERVER_DIR, type ServerProcess } from '../helpers/server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'dapnet-compiled-'));
let server: ServerProcess;

beforeAll(async () => {
  // The build script itself, as `npm run build -w server` runs it; a failure throws here.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'pipe' });
  expect(existsSync(join(SERVER_DIR, 'dist/main.js'))).toBe(true);
  const webDist = join(dir, 'web-dist');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>DAPNET Web</title>');
  server = await launchServer({
    from: 'compiled',
    env: { DAPNET_DB: join(dir, 'compiled.sqlite'), DAPNET_DEMO: '0', DAPNET_WEB_DIST: webDist },
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('runs without tsx: node has no TypeScript loader in the process', () => {
  expect(server.child.spawnargs.join(' ')).not.toContain('tsx');
  expect(server.child.spawnargs.at(-1)).toBe('dist/main.js');
});

it('answers the API from a migrated database', async () => {
  const version = await fetch(`${server.url}/api/core/version`);
  expect(version.status).toBe(200);
  expect(await version.json()).toEqual({ core: '1.1.5.6-embedded', api: '1.1.5' });
  const login = await fetch(`${server.url}/api/users/admin`, {
    headers: { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` },
  });
  expect(login.status).toBe(200);
});

it('finds the files it reads at run time from the compiled location', async () => {
  const directory = await fetch(`${server.url}/services/directory?callsign=db0abc`);
  expect(directory.status).toBe(200);
  expect(JSON.stringify(await directory.json())).toContain('db0abc');
  const page = await fetch(`${server.url}/`);
  expect(await page.text()).toContain('<title>DAPNET Web</title>');
});

it('stops cleanly on SIGTERM, as systemd stops it', async () => {
  await server.stop();
  expect(server.child.exitCode).toBe(0);
  expect(existsSync(join(dir, 'compiled.sqlite.pid'))).toBe(false);
});
