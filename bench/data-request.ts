/**
 * How long after a navigation a page asks for its data (issue 9, point 3). Starts the real server
 * with the demo data and the built web app, and drives Debian's Chromium as a phone on a slow
 * network would (CPU 4x slower, 150 ms round trips, 1.6 Mbit/s down: Lighthouse's mobile figures),
 * signed in as the admin. Per page and run, in a new browser context (empty cache):
 *
 * - first visit, on Lighthouse's phone screen: from the start of the navigation to the moment the
 *   page sends its list request, and the page's first paint and largest paint (the browser's
 *   own timings, from the navigation's start);
 * - in the app: from just before a click on the page's link in the navigation bar, on the home
 *   page, to the moment the page sends the same request.
 * Both are taken on the benchmark's clock from Playwright's events, so the driver's own round
 * trips (a few milliseconds) are included.
 *
 * Medians over the runs are printed as a Markdown table, for bench/README.md.
 *
 * Usage: npm run build -w web && npm run data-request -w bench
 *          [-- --runs 5 --port 8397 --dist web/dist]
 */
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { seedDemoData } from '@dapnet/server/src/demo/seed.js';
import { launchChromium } from './lib/browser.js';
import { startSeededServer } from './lib/server.js';
import { median } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '8397' },
    dist: { type: 'string', default: 'web/dist' },
  },
});
const runs = Number(values.runs);

/**
 * The pages, the API path their list comes from, and how the navigation bar leads there. In the
 * app, the calls and the subscribers are not asked for again: the navigation bar's count of
 * unread pages has read both already.
 */
const PAGES = [
  { path: '/calls', api: '/api/calls', menu: null, link: null },
  { path: '/subscribers', api: '/api/callsigns', menu: null, link: null },
  { path: '/nodes', api: '/api/nodes', menu: null, link: 'Nodes' },
  {
    path: '/transmitters',
    api: '/api/transmitters',
    menu: 'Transmitters',
    link: 'All transmitters',
  },
  { path: '/transmitters/map', api: '/api/transmitters', menu: 'Transmitters', link: 'Map' },
] as const;

type PageEntry = (typeof PAGES)[number];

/** A new context as the admin who chose "keep me signed in", on a slow phone. */
async function phoneContext(context: BrowserContext, url: string): Promise<Page> {
  await context.addInitScript(() => {
    const preferences = { language: 'en', popups: { award: true }, cookieConsent: true };
    localStorage.setItem('dapnet-web', JSON.stringify({ state: preferences, version: 0 }));
    const user = { name: 'admin', admin: true, auth: btoa('admin:admin'), remember: true };
    localStorage.setItem('dapnet-web-user', JSON.stringify(user));
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(`${url}/api/core/version`);
  return page;
}

/** Resolves with the time (ms, this process's clock) the page sends its first request for `api`. */
function requestSent(page: Page, api: string): Promise<number> {
  return page
    .waitForRequest((request) => new URL(request.url()).pathname === api, { timeout: 60_000 })
    .then(() => performance.now());
}

/** Lighthouse's phone screen, for the paints of a first visit. */
const PHONE_SCREEN = { width: 412, height: 823 };
/** Long enough on the slow phone for the last largest paint of every page measured. */
const SETTLE_MS = 8_000;

/** The first paint and the (last) largest paint of the page, ms from the navigation's start. */
function paints(page: Page): Promise<{ first: number; largest: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let largest = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) largest = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const [first] = performance.getEntriesByName('first-contentful-paint');
          resolve({ first: first?.startTime ?? Number.NaN, largest });
        });
      }),
  );
}

/** A first visit: when the page asks for its data, when it paints first, and its largest paint. */
async function firstVisit(context: BrowserContext, url: string, entry: PageEntry) {
  const page = await phoneContext(context, url);
  await page.setViewportSize(PHONE_SCREEN);
  const sent = requestSent(page, entry.api);
  const started = performance.now();
  await page.goto(`${url}${entry.path}`, { waitUntil: 'commit' });
  const request = (await sent) - started;
  await page.waitForTimeout(SETTLE_MS);
  return { request, ...(await paints(page)) };
}

async function inApp(context: BrowserContext, url: string, entry: PageEntry) {
  const page = await phoneContext(context, url);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${url}/`, { waitUntil: 'load' });
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  if (entry.menu) await navigation.getByRole('button', { name: entry.menu }).click();
  const link = navigation.getByRole('link', { name: entry.link!, exact: true });
  await link.waitFor();
  const sent = requestSent(page, entry.api);
  const clicked = performance.now();
  await link.click();
  return (await sent) - clicked;
}

const server = await startSeededServer(Number(values.port), values.dist, (store) =>
  seedDemoData(store),
);
const browser = await launchChromium();
try {
  console.log(
    `Navigation to data request, ms (median of ${runs}; phone: CPU 4x, 150 ms, 1.6 Mbit/s)`,
  );
  console.log('');
  console.log(
    '| page | first visit: data request | first paint | largest paint | in the app | runs (first visit) | runs (in the app) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  /** Runs a measurement in a new context (empty cache), closing it afterwards. */
  const inNewContext = async <T>(measure: (context: BrowserContext) => Promise<T>) => {
    const context = await browser.newContext();
    try {
      return await measure(context);
    } finally {
      await context.close();
    }
  };
  for (const entry of PAGES) {
    const first: { request: number; first: number; largest: number }[] = [];
    const app: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      first.push(await inNewContext((context) => firstVisit(context, server.url, entry)));
      if (entry.link) app.push(await inNewContext((context) => inApp(context, server.url, entry)));
    }
    const of = (key: 'request' | 'first' | 'largest') =>
      Math.round(median(first.map((visit) => visit[key])));
    console.log(
      `| \`${entry.path}\` | ${of('request')} | ${of('first')} | ${of('largest')} | ${app.length > 0 ? Math.round(median(app)) : '(cached)'} | ${first.map((visit) => Math.round(visit.request)).join(', ')} | ${app.map(Math.round).join(', ')} |`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
