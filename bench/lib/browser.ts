/**
 * What the browser benchmarks share: a seeded database, the real server serving a built web app
 * in its own process, and Debian's Chromium driven by playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openDatabase } from '@dapnet/server/src/db/database.js';
import { createStore, type Store } from '@dapnet/server/src/store/store.js';
import { bootstrapDatabase } from '@dapnet/server/src/bootstrap.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchServer {
  url: string;
  stop(): void;
}

/** Creates a database with only `admin`/`admin`, fills it with `seed`, and serves it. */
export async function startSeededServer(
  port: number,
  webDist: string,
  seed: (store: Store) => void,
): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'dapnet-bench-'));
  const databaseFile = join(dir, 'bench.sqlite');
  const db = openDatabase(databaseFile);
  const store = createStore(db);
  await bootstrapDatabase(store, { adminPassword: 'admin', demoData: false, port });
  seed(store);
  db.close();
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DAPNET_DB: databaseFile,
        DAPNET_WEB_DIST: resolve(ROOT, webDist),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/core/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 150) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    stop() {
      server.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Signs in through the login form, as a person would, with the notices already acknowledged. */
export async function signIn(
  page: Page,
  url: string,
  name: string,
  password: string,
): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('dapnet-web')) return;
    const state = { language: 'en', popups: { award: true }, cookieConsent: true };
    localStorage.setItem('dapnet-web', JSON.stringify({ state, version: 0 }));
  });
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill(name);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${url}/`);
}
