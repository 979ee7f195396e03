import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TRANSMITTER_PORT } from './tests/transmitter';

/**
 * Browser tests: Debian's Chromium against the real embedded server, compiled and started from the
 * repository root on a fresh temporary database with demo data, serving the built web app
 * (web/dist; run `npm run build -w web` first, as the root `npm test` does).
 */
const port = Number(process.env.E2E_PORT ?? 8099);
// Parallel runs (several developers on one machine) each build into their own folder.
const webDist = process.env.E2E_WEB_DIST ?? 'web/dist';
// Workers re-read this file: the database path is fixed once, in the main process's environment.
process.env.DAPNET_E2E_DB ??= join(tmpdir(), `dapnet-e2e-${process.pid}-${Date.now()}.sqlite`);
// The server's folder of real coverage files: empty, so coverage comes from the model, until a
// test puts a transmitter's files there (coverage.spec.ts) and takes them away again.
process.env.DAPNET_E2E_COVERAGE ??= join(
  tmpdir(),
  `dapnet-e2e-coverage-${process.pid}-${Date.now()}`,
);

const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    // The app's service worker (web/src/service-worker/) would answer page loads from its cache
    // and keep page.route() from seeing some requests; its own test (installable.spec.ts)
    // allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production path: the server compiled as `npm run build` does (a second or so with
    // esbuild, so the build here is always the current source) and run by plain node.
    command: 'node server/scripts/build.mjs && node server/dist/main.js',
    cwd: '..',
    url: `${baseURL}/api/core/version`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DAPNET_DB: process.env.DAPNET_E2E_DB,
      DAPNET_COVERAGE_DIR: process.env.DAPNET_E2E_COVERAGE,
      DAPNET_DEMO: '1',
      DAPNET_ADMIN_PASSWORD: 'admin',
      DAPNET_WEB_DIST: webDist,
      DAPNET_TRANSMITTER_PORT: String(TRANSMITTER_PORT),
      LOG_LEVEL: 'warn',
    },
  },
});
