/**
 * Big-table benchmark (issue: overview tables stay instant with a whole network's data). Loads
 * 100,000 calls and 50,000 subscribers into the real server and measures in Chromium, for
 * /calls and /subscribers:
 * - first page: from the moment the list's response has arrived to the first rendered page of
 *   rows (target 1.5 s);
 * - first key at once: a key typed right after the first page, before the search texts are ready;
 * - keystroke: from a key press in the search box to the updated table (target 50 ms).
 * Several rounds; medians reported. Needs a built web app (default web/dist).
 *
 * Usage: npm run table-load -w bench [-- --rounds 3 --port 8392 --dist web/dist]
 */
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { seedLargeNetwork } from './lib/large-network.js';
import { median } from './lib/stats.js';
import { launchChromium, signIn } from './lib/browser.js';
import { startSeededServer } from './lib/server.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '8392' },
    dist: { type: 'string', default: 'web/dist' },
  },
});

interface Screen {
  path: string;
  api: string;
  /** Text typed into the search box, one key at a time. */
  keys: string;
}

const SCREENS: Screen[] = [
  { path: '/calls', api: '/api/calls', keys: 'message 4' },
  { path: '/subscribers', api: '/api/callsigns', keys: 'sub0123' },
];

/** Milliseconds from the list's responseEnd to the first page of rows in the table. */
async function firstPage(page: Page, url: string, screen: Screen): Promise<number> {
  await page.goto(`${url}${screen.path}`);
  await page.waitForFunction(
    () => document.querySelectorAll('tbody tr td[data-label]').length >= 10,
    undefined,
    {
      polling: 'raf',
      timeout: 60_000,
    },
  );
  return page.evaluate((api) => {
    const shown = performance.now();
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => new URL(resource.name).pathname === api) as
      PerformanceResourceTiming | undefined;
    if (!entry) throw new Error(`no response for ${api}`);
    return shown - entry.responseEnd;
  }, screen.api);
}

/**
 * Milliseconds from each key press to the last change of the table body it caused, measured in
 * the page's clock: from just before the driver sends the key (so its round trip counts too) to
 * the last mutation a MutationObserver on the rows saw. Keys that change nothing (every row
 * still matches) are not counted.
 */
async function keystrokes(page: Page, keys: readonly string[]): Promise<number[]> {
  await page.evaluate(() => {
    const state = window as unknown as { lastMutation: number };
    state.lastMutation = 0;
    const body = document.querySelector('tbody');
    new MutationObserver(() => {
      state.lastMutation = performance.now();
    }).observe(body!, { childList: true, subtree: true, characterData: true });
  });
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.click();
  const results: number[] = [];
  for (const key of keys) {
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
    const changed = await page.evaluate(
      () => (window as unknown as { lastMutation: number }).lastMutation,
    );
    if (changed > pressed) results.push(changed - pressed);
  }
  return results;
}

async function main(): Promise<void> {
  const rounds = Number(values.rounds);
  console.log('Seeding 100,000 calls and 50,000 subscribers ...');
  const server = await startSeededServer(Number(values.port), values.dist!, (store) =>
    seedLargeNetwork(store, { transmitters: 100, subscribers: 50_000, calls: 100_000 }),
  );
  const browser = await launchChromium();
  try {
    console.log(`\n${rounds} rounds; medians:\n`);
    console.log(
      '| screen | rows | first page after data (ms) | first key at once (ms) | keystroke to table (ms) |',
    );
    console.log('|---|---:|---:|---:|---:|');
    for (const screen of SCREENS) {
      const pages: number[] = [];
      const keys: number[] = [];
      const earlyKeys: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await signIn(page, server.url, 'admin', 'admin');
        pages.push(await firstPage(page, server.url, screen));
        // At once, before the search texts are made in idle time: no row has '#', so the table
        // empties; Backspace brings the rows back.
        const [early] = await keystrokes(page, ['#', 'Backspace']);
        earlyKeys.push(early!);
        keys.push(
          ...(await keystrokes(
            page,
            [...screen.keys].map((key) => (key === ' ' ? 'Space' : key)),
          )),
        );
        await context.close();
      }
      const rows = screen.path === '/calls' ? '100,000' : '50,000';
      console.log(
        `| ${screen.path} | ${rows} | ${median(pages).toFixed(0)} | ${median(earlyKeys).toFixed(0)} | ${median(keys).toFixed(0)} (max ${Math.max(...keys).toFixed(0)}) |`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
