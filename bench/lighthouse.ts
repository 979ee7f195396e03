/**
 * Lighthouse benchmark: what a first visit costs on a phone and on a desktop. Starts the real
 * server with the demo data and the built web app, a stand-in tile server (lib/tile-server.ts),
 * and Debian's Chromium, then runs Lighthouse over the public pages and, signed in as the admin,
 * the busiest lists and the map. Every run is a first visit: the browser's cache and the site's
 * storage are emptied before each (a signed-in run is handed only its session). Medians over the
 * runs are printed as a Markdown table, for bench/README.md.
 *
 * Usage: npm run build -w web && npm run lighthouse -w bench
 *          [-- --runs 3 --preset mobile|desktop|both --pages /,/login --port 8393 --dist web/dist
 *              --json --save DIR --artifacts DIR]
 * --save keeps every run's full Lighthouse report (JSON) in DIR, to find what a figure comes from
 * (the largest paint's element, the shifting elements, the request chains). --artifacts keeps
 * every run's trace and network log too, one folder per run (`mobile-calls-1/`), for
 * `lcp-path.ts`: what the simulated largest paint waited for.
 * The port and the two after it are used: the server, the tile server, Chromium's DevTools.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { seedDemoData } from '@dapnet/server/src/demo/seed.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/browser.js';
import { medianFigures, pageFigures, type PageFigures } from './lib/lighthouse-figures.js';
import { startSeededServer } from './lib/server.js';
import { median } from './lib/stats.js';
import { startTileServer } from './lib/tile-server.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'both' },
    port: { type: 'string', default: '8393' },
    dist: { type: 'string', default: 'web/dist' },
    pages: { type: 'string' },
    json: { type: 'boolean', default: false },
    save: { type: 'string' },
    artifacts: { type: 'string' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const presets = values.preset === 'both' ? ['mobile', 'desktop'] : [values.preset!];

const ALL_PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/version', signedIn: false },
  { path: '/calls', signedIn: true },
  { path: '/transmitters', signedIn: true },
  { path: '/transmitters/map', signedIn: true },
  { path: '/subscribers', signedIn: true },
  { path: '/calls/new', signedIn: true },
];
const PAGES = values.pages
  ? ALL_PAGES.filter((page) => values.pages!.split(',').includes(page.path))
  : ALL_PAGES;

/** Debian's Chromium with a DevTools port for Lighthouse, on a throw-away profile. */
async function startChromium(debugPort: number) {
  const profile = mkdtempSync(join(tmpdir(), 'dapnet-lighthouse-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      // Started without a page, Chromium 156 opens its new-tab page, and the first connection
      // over DevTools then hangs until it times out: a blank page connects at once.
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 100) throw new Error('Chromium did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    /** Ends Chromium and, once it has let go of its profile, removes the profile. */
    async stop() {
      const exited = new Promise((done) => browser.once('exit', done));
      browser.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/**
 * Empties the browser's cache, the site's service worker and its storage (Lighthouse's own reset
 * leaves localStorage, where a session from an earlier run would stay), from a small same-site address
 * that loads nothing of the app. For a signed-in run it then hands the site an admin who has
 * seen the notices ("keep me signed in", so in localStorage).
 */
async function prepare(debugPort: number, siteUrl: string, signedIn: boolean): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`, {
    timeout: 20_000,
  });
  try {
    const page = await browser.contexts()[0]!.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // The app's service worker, installed by an earlier run, would otherwise answer a signed-in
    // run (whose storage Lighthouse leaves alone) from its cache: no bytes, no first visit.
    await cdp.send('Storage.clearDataForOrigin', {
      origin: siteUrl,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.goto(`${siteUrl}/api/core/version`);
    await page.evaluate((signIn) => {
      localStorage.clear();
      sessionStorage.clear();
      if (!signIn) return;
      const preferences = { language: 'en', popups: { award: true }, cookieConsent: true };
      localStorage.setItem('dapnet-web', JSON.stringify({ state: preferences, version: 0 }));
      const user = { name: 'admin', admin: true, auth: btoa('admin:admin'), remember: true };
      localStorage.setItem('dapnet-web-user', JSON.stringify(user));
    }, signedIn);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** A run's name for what is saved of it: `mobile-home-1` for `/`, `mobile-calls-new-2`. */
function runName(preset: string, path: string, run: number): string {
  const page = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  return `${preset}-${page}-${run + 1}`;
}

/** Lighthouse's measure of this machine's speed in each run (higher is faster; see README). */
const benchmarkIndexes: number[] = [];

async function measure(
  debugPort: number,
  siteUrl: string,
  preset: string,
  page: (typeof PAGES)[number],
  run: number,
  attempt = 1,
): Promise<PageFigures> {
  // Connecting to the browser over DevTools now and then hangs on this machine: try again.
  for (let preparing = 1; ; preparing += 1) {
    try {
      await prepare(debugPort, siteUrl, page.signedIn);
      break;
    } catch (error) {
      if (preparing === 3) throw error;
      console.error(`preparing ${page.path} failed (${String(error).split('\n')[0]}), again`);
    }
  }
  const artifacts = values.artifacts && join(values.artifacts, runName(preset, page.path, run));
  const flags: Flags = {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // The signed-in runs keep the session prepared above (their cache was emptied there).
    disableStorageReset: page.signedIn,
    // Gathered into the folder, then audited from it: the same run, with its trace kept.
    ...(artifacts && { gatherMode: artifacts, auditMode: artifacts }),
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(`${siteUrl}${page.path}`, flags, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
  // Now and then Chromium's trace misses the navigation (NO_NAVSTART) and Lighthouse reports no
  // metrics at all: such a run measured nothing, so it is run again rather than counted.
  const failure = result.lhr.runtimeError;
  if (failure) {
    if (attempt === 3) throw new Error(`${page.path}: ${failure.code} three times`);
    console.error(`${preset} ${page.path} run ${run + 1}: ${failure.code}, again`);
    return measure(debugPort, siteUrl, preset, page, run, attempt + 1);
  }
  // A signed-in page that was not signed in ends on the login page: that would measure the wrong page.
  const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (shown !== page.path) throw new Error(`${page.path} ended on ${shown}`);
  reportFailedAudits(preset, page.path, result.lhr);
  if (values.save) {
    mkdirSync(values.save, { recursive: true });
    const file = join(values.save, `${runName(preset, page.path, run)}.json`);
    writeFileSync(file, JSON.stringify(result.lhr));
  }
  benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
  return pageFigures(result.lhr);
}

/** Names the audits that cost points outside performance, so the README can say what is left. */
function reportFailedAudits(preset: string, path: string, lhr: Result): void {
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const failed = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    if (failed.length > 0) console.error(`${preset} ${path} ${category}: ${failed.join(', ')}`);
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function row(preset: string, path: string, figures: PageFigures): string {
  return `| ${preset} | \`${path}\` | ${figures.performance} | ${seconds(figures.lcp)} | ${Math.round(
    figures.tbt,
  )} ms | ${figures.cls.toFixed(3)} | ${figures.accessibility} | ${figures.bestPractices} | ${
    figures.seo
  } | ${kb(figures.totalBytes)} | ${kb(figures.jsCssBytes)} | ${kb(figures.jsCssBeforeLcpBytes)} |`;
}

const tiles = await startTileServer(port + 1);
process.env.DAPNET_TILE_URL = tiles.template;
const server = await startSeededServer(port, values.dist, (store) => seedDemoData(store));
const debugPort = port + 2;
const browser = await startChromium(debugPort);
const header = [
  `Lighthouse ${runs === 1 ? '(1 run)' : `(median of ${runs})`}, tiles from ${tiles.template}`,
  '',
  '| preset | page | performance | LCP | TBT | CLS | accessibility | best practices | SEO | bytes | JS+CSS | JS+CSS before LCP |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
const results: { preset: string; path: string; figures: PageFigures; benchmarkIndex: number }[] =
  [];
try {
  if (!values.json) console.log(header.join('\n'));
  for (const preset of presets) {
    for (const page of PAGES) {
      const measured: PageFigures[] = [];
      benchmarkIndexes.length = 0;
      for (let run = 0; run < runs; run += 1) {
        measured.push(await measure(debugPort, server.url, preset, page, run));
      }
      const figures = medianFigures(measured);
      const benchmarkIndex = Math.round(median(benchmarkIndexes));
      results.push({ preset, path: page.path, figures, benchmarkIndex });
      // Each row as soon as it is measured: a long run that fails late keeps what it measured.
      if (!values.json) console.log(row(preset, page.path, figures));
    }
  }
  if (values.json) console.log(JSON.stringify(results, null, 2));
} finally {
  await browser.stop();
  server.stop();
  await tiles.stop();
}
