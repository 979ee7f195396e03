/**
 * Map benchmark: seeds 5,000 transmitters into a fresh SQLite file, starts the real server with
 * the built web app, and drives Debian's Chromium over /transmitters/map (all filters off, so
 * every transmitter is drawn). Per run it measures:
 * - markers: from the moment the GET /api/transmitters answer arrived (Resource Timing
 *   `responseEnd`) to the `transmitter-markers-drawn` performance mark the map sets in the
 *   animation frame after its markers are on the canvas;
 * - panning: frames per second (requestAnimationFrame intervals) during a scripted drag of
 *   about 3 s across the map.
 * Medians over the runs are printed, because these machines are shared and noisy.
 *
 * Usage: npm run build -w web && npm run map-load -w bench [-- --runs 5 --port 8392 --dist web/dist]
 */
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchChromium, signIn } from './lib/browser.js';
import { recordedFrames, startFrameRecording } from './lib/frames.js';
import { startSeededServer } from './lib/server.js';
import { seedLargeNetwork } from './lib/large-network.js';
import { median } from './lib/stats.js';
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '8392' },
    dist: { type: 'string', default: 'web/dist' },
    transmitters: { type: 'string', default: '5000' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const count = Number(values.transmitters);
const base = `http://127.0.0.1:${port}`;
/** Set by the map code (transmitter-markers.tsx) once the markers are on the canvas. */
const MARK = 'transmitter-markers-drawn';

async function measureRun(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Failed tile requests alone can fill the default buffer of 250 entries.
  await context.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  const page = await context.newPage();
  await signIn(page, base, 'admin', 'admin');
  // Every filter off: all transmitters on the map.
  await page.goto(`${base}/transmitters/map?online=0&widerange=0`);
  // The first mark after the list arrived (the map also draws while the list is loading). A
  // string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const markers = (await page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const response = performance
        .getEntriesByType('resource')
        .find((entry) => new URL(entry.name).pathname.endsWith('/api/transmitters'));
      const drawn = response && performance
        .getEntriesByName('${MARK}')
        .find((mark) => mark.startTime >= response.responseEnd);
      if (drawn) resolve({ ms: drawn.startTime - response.responseEnd, navigationToDrawn: drawn.startTime });
      else setTimeout(check, 50);
    };
    check();
  })`)) as { ms: number; navigationToDrawn: number };
  const shown = await page
    .locator('[data-shown-transmitters]')
    .getAttribute('data-shown-transmitters');
  if (Number(shown) !== count) throw new Error(`expected ${count} markers, saw ${shown}`);

  const box = (await page.getByRole('region', { name: 'Map of the transmitters' }).boundingBox())!;
  await startFrameRecording(page);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // About 3 s of dragging in small steps, back and forth.
  for (let step = 0; step < 180; step += 1) {
    const phase = Math.sin((step / 180) * Math.PI * 4);
    await page.mouse.move(x + phase * 250, y + phase * 120);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  const { fps } = await recordedFrames(page);
  await context.close();
  return {
    markersMs: markers.ms,
    navigationMs: markers.navigationToDrawn,
    fps,
  };
}

async function main(): Promise<void> {
  console.log(`Seeding ${count} transmitters ...`);
  const server = await startSeededServer(port, values.dist!, (store) =>
    seedLargeNetwork(store, { transmitters: count, subscribers: 10 }),
  );
  const browser = await launchChromium();
  try {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await measureRun(browser);
      console.log(
        `run ${run + 1}: markers ${result.markersMs.toFixed(0)} ms after the data ` +
          `(${result.navigationMs.toFixed(0)} ms after navigation), panning ${result.fps.toFixed(1)} fps`,
      );
      results.push(result);
    }
    console.log(`\nmedians over ${runs} runs, ${count} transmitters:`);
    console.log(
      `| markers drawn after the data (ms) | ${median(results.map((r) => r.markersMs)).toFixed(0)} |`,
    );
    console.log(
      `| markers drawn after navigation (ms) | ${median(results.map((r) => r.navigationMs)).toFixed(0)} |`,
    );
    console.log(`| panning (fps) | ${median(results.map((r) => r.fps)).toFixed(1)} |`);
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
