/**
 * All-coverage benchmark: seeds 2,000 transmitters into a fresh SQLite file, starts the real
 * server with the built web app, and drives Debian's Chromium over /transmitters/map at a view
 * holding every one of them (all filters off). Per run it shows all coverage and measures:
 * - shown: from the click on the last confirmation to the first `all-coverage-drawn` mark with
 *   transmitters on it (the layer sets it after each drawing), so working out the 2,000 coverage
 *   shapes and the first drawing are included;
 * - drawing: how long one drawing of the layer takes (the mark's own `ms`), median over the first
 *   one and the redraws after each pan;
 * - panning: frames per second (requestAnimationFrame intervals) during six drags of about
 *   half a second each, with the layer drawn again after every one.
 * Medians over the runs are printed, because these machines are shared and noisy.
 *
 * `--without-layer` pans the same way without showing coverage, for comparison.
 *
 * Usage: npm run build -w web && npm run coverage-layer -w bench [-- --runs 5 --port 8393 --dist web/dist]
 */
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, signIn } from './lib/browser.js';
import { recordedFrames, startFrameRecording } from './lib/frames.js';
import { startSeededServer } from './lib/server.js';
import { seedLargeNetwork } from './lib/large-network.js';
import { median } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '8393' },
    dist: { type: 'string', default: 'web/dist' },
    transmitters: { type: 'string', default: '2000' },
    // The same panning without the layer, to tell its cost from the markers' and the page's.
    'without-layer': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const count = Number(values.transmitters);
const base = `http://127.0.0.1:${port}`;
/** Set by the layer (web/src/features/transmitter-map/coverage-canvas-layer.ts). */
const MARK = 'all-coverage-drawn';
/** Zoom 4 over the North Sea holds the whole seeded network (36-66° N, 9° W-24° E). */
const VIEW = 'lat=53.6&lng=7.5&zoom=4&online=0&widerange=0';

interface Drawing {
  startTime: number;
  ms: number;
  count: number;
}

/** Every drawing of the layer so far. A string, not a function: see map-load.ts. */
function drawings(page: Page): Promise<Drawing[]> {
  return page.evaluate(`performance.getEntriesByName('${MARK}').map((mark) => ({
    startTime: mark.startTime, ms: mark.detail.ms, count: mark.detail.count,
  }))`) as Promise<Drawing[]>;
}

async function showAllCoverage(page: Page): Promise<{ inView: number; clickedAt: number }> {
  await page.getByRole('button', { name: 'Show all coverage' }).click();
  await page
    .getByRole('dialog', { name: 'Load coverage overlays?' })
    .getByRole('button', { name: 'Continue' })
    .click();
  const sure = page.getByRole('dialog', { name: 'Are you really sure?' });
  const text = (await sure.textContent()) ?? '';
  const inView = Number(/coverage of (\d+) transmitters/.exec(text)?.[1]);
  // The moment the click arrives, on the page's clock.
  await page.evaluate(`document.addEventListener('click', () => {
    window.benchClickedAt = performance.now();
  }, { capture: true, once: true })`);
  await sure.getByRole('button', { name: 'Yes, load them all' }).click();
  const clickedAt = (await page.evaluate('window.benchClickedAt')) as number;
  return { inView, clickedAt };
}

async function measureRun(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, base, 'admin', 'admin');
  await page.goto(`${base}/transmitters/map?${VIEW}`);
  await page.locator(`[data-shown-transmitters="${count}"]`).waitFor();
  const withoutLayer = values['without-layer'];
  const { inView, clickedAt } = withoutLayer
    ? { inView: count, clickedAt: 0 }
    : await showAllCoverage(page);
  let first: Drawing | undefined = withoutLayer ? { startTime: 0, ms: 0, count: 0 } : undefined;
  while (!first) {
    first = (await drawings(page)).find((mark) => mark.startTime >= clickedAt && mark.count > 0);
    if (!first) await page.waitForTimeout(50);
  }

  const box = (await page.getByRole('region', { name: 'Map of the transmitters' }).boundingBox())!;
  await startFrameRecording(page);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // Six drags of about half a second, left and right in turn; each ends in a redraw.
  for (let drag = 0; drag < 6; drag += 1) {
    const direction = drag % 2 === 0 ? 1 : -1;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 30; step += 1) {
      await page.mouse.move(x + direction * step * 8, y + direction * step * 3);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    await page.waitForTimeout(100);
  }
  const frames = await recordedFrames(page);
  const drawn = (await drawings(page)).filter((mark) => mark.startTime >= first.startTime);
  await context.close();
  return {
    inView,
    layerCount: first.count,
    shownMs: first.startTime - clickedAt,
    drawMs: drawn.length > 0 ? median(drawn.map((mark) => mark.ms)) : 0,
    redraws: drawn.length - 1,
    fps: frames.fps,
    slowestFrameMs: frames.slowestMs,
  };
}

type RunResult = Awaited<ReturnType<typeof measureRun>>;

async function main(): Promise<void> {
  console.log(`Seeding ${count} transmitters ...`);
  const server = await startSeededServer(port, values.dist!, (store) =>
    seedLargeNetwork(store, { transmitters: count, subscribers: 10 }),
  );
  const browser = await launchChromium();
  try {
    const results: RunResult[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await measureRun(browser);
      console.log(
        `run ${run + 1}: ${result.inView} in view, ${result.layerCount} on the layer; shown ` +
          `${result.shownMs.toFixed(0)} ms after the click, a drawing ${result.drawMs.toFixed(1)} ms ` +
          `(${result.redraws} redraws), panning ${result.fps.toFixed(1)} fps ` +
          `(slowest frame ${result.slowestFrameMs.toFixed(0)} ms)`,
      );
      results.push(result);
    }
    const middle = (pick: (result: RunResult) => number, digits = 0) =>
      median(results.map(pick)).toFixed(digits);
    console.log(`\nmedians over ${runs} runs, ${count} transmitters:`);
    const layer = values['without-layer'] ? 'without' : 'with';
    if (layer === 'with') {
      console.log(`| all coverage shown after the click (ms) | ${middle((r) => r.shownMs)} |`);
      console.log(`| one drawing of the layer (ms) | ${middle((r) => r.drawMs, 1)} |`);
    }
    console.log(`| panning ${layer} the layer (fps) | ${middle((r) => r.fps, 1)} |`);
    console.log(`| slowest frame while panning (ms) | ${middle((r) => r.slowestFrameMs)} |`);
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
