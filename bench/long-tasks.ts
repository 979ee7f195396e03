/**
 * Long tasks of a first visit: which main-thread tasks run over 50 ms while a page loads on a
 * 4x-slowed CPU (Chromium's own CPU throttling, as a mid-range phone), and what each is made of.
 * Lighthouse names only the scripts a long task ran; this says whether it was evaluating a
 * script, a timer, a message (React's scheduler), a style recalculation or a layout, so the task
 * can be split where it is long.
 *
 * Every visit is a first one (fresh browser context); a signed-in page is handed the admin's
 * session as the Lighthouse bench does. The page is traced from navigation until the network is
 * quiet and one second has passed.
 *
 * Usage: npm run build -w web && npm run long-tasks -w bench
 *          [-- --pages /,/calls/new --port 8396 --dist web/dist --cpu 4 --runs 1 --json --profile
 *          --components]
 * --profile samples the CPU too and names the functions each long task spent most time in (build
 * the app with `npx vite build --minify false` for readable names). --components (with or without
 * --profile) counts each sample under the nearest component or hook up its stack instead: which
 * parts of the page a long render spent its time on.
 * The port and the one after it are used: the server and the tile server.
 */
import { parseArgs } from 'node:util';
import { seedDemoData } from '@dapnet/server/src/demo/seed.js';
import { launchChromium } from './lib/browser.js';
import {
  LONG_TASK_MS,
  longTasks,
  type CpuProfile,
  type LongTask,
  type TraceEvent,
} from './lib/long-tasks.js';
import { startSeededServer } from './lib/server.js';
import { startTileServer } from './lib/tile-server.js';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/calls/new,/calls,/transmitters' },
    port: { type: 'string', default: '8396' },
    dist: { type: 'string', default: 'web/dist' },
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    components: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const sampled = values.profile || values.components;
const PUBLIC_PAGES = new Set(['/', '/login', '/version', '/privacy', '/impress']);

const tiles = await startTileServer(port + 1);
const server = await startSeededServer(port, values.dist, (store) => seedDemoData(store), {
  DAPNET_TILE_URL: tiles.template,
});
const browser = await launchChromium();
const report: { path: string; run: number; tasks: LongTask[] }[] = [];
try {
  for (const path of values.pages!.split(',')) {
    for (let run = 0; run < Number(values.runs); run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const signedIn = !PUBLIC_PAGES.has(path);
      // A public page is measured as a first visit (empty storage), as Lighthouse sees it: the
      // app takes its prerendered markup over. A signed-in page, as an admin who saw the notices.
      await context.addInitScript((signIn) => {
        if (!signIn) return;
        const preferences = { language: 'en', popups: { award: true }, cookieConsent: true };
        localStorage.setItem('dapnet-web', JSON.stringify({ state: preferences, version: 0 }));
        const user = { name: 'admin', admin: true, auth: btoa('admin:admin'), remember: true };
        localStorage.setItem('dapnet-web-user', JSON.stringify(user));
      }, signedIn);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) =>
        events.push(...(value as unknown as TraceEvent[])),
      );
      const done = new Promise<void>((resolve) =>
        cdp.once('Tracing.tracingComplete', () => resolve()),
      );
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'blink',
            'loading',
          ],
        },
      });
      if (sampled) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      // Not 'networkidle': a signed-in page keeps its live event stream open, so the network is
      // never idle. The load event, then time for the page's data and its render.
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(5000);
      const profile = sampled
        ? ((await cdp.send('Profiler.stop')).profile as CpuProfile)
        : undefined;
      await cdp.send('Tracing.end');
      await done;
      const attribution = values.components ? 'component' : 'function';
      const tasks = longTasks(events, LONG_TASK_MS, profile, attribution);
      report.push({ path, run, tasks });
      if (!values.json) {
        console.log(
          `\n${path} (run ${run + 1}, CPU ${values.cpu}x): ${tasks.length} tasks over 50 ms`,
        );
        for (const task of tasks) {
          const parts = task.parts.map((part) => `${part.what} ${Math.round(part.ms)}`).join(', ');
          console.log(`  at ${Math.round(task.startMs)} ms: ${Math.round(task.ms)} ms — ${parts}`);
          for (const hot of task.functions ?? []) {
            console.log(`      ${Math.round(hot.ms)} ms in ${hot.what}`);
          }
        }
      }
      await context.close();
    }
  }
  if (values.json) console.log(JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  server.stop();
  await tiles.stop();
}
