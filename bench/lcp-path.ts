/**
 * What Lighthouse's simulated largest paint waited for. Lighthouse does not time the mobile preset's
 * LCP on the slowed page: it replays the run's requests and main-thread tasks on a simulated slow
 * link and CPU (Lantern), and takes the paint from that. Which requests it counts, when each
 * starts (a browser opens at most six connections to a server over HTTP/1.1) and how the link is
 * shared between them is its own model, and it decides the figure. This prints, per run, the
 * simulated estimate and every request and main-thread task the estimate was made of, with its
 * simulated start and end, so a change can aim at what the paint actually waited for.
 *
 * Usage: npm run lighthouse -w bench -- --preset mobile --pages /calls --artifacts DIR
 *        npm run lcp-path -w bench -- DIR/mobile-calls-1 [DIR/mobile-calls-2 …] [--tasks]
 * Without --tasks, main-thread tasks under 10 ms (before the slow-down) are left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { tasks: { type: 'boolean', default: false } },
});
if (positionals.length === 0) throw new Error('Name one or more folders of --artifacts runs');

/** The parts of a simulated graph node this prints (Lantern's own types are not exported). */
interface SimulatedNode {
  type: 'network' | 'cpu';
  startTime: number;
  endTime: number;
  request?: { url: string; transferSize: number; resourceType?: string };
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}

/** `/assets/index-….js` rather than the whole address. */
const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

async function lcpPath(folder: string) {
  const artifacts = await loadArtifacts(folder);
  const report = JSON.parse(readFileSync(join(folder, 'lhr.report.json'), 'utf8')) as {
    configSettings: Record<string, unknown>;
  };
  const settings = report.configSettings;
  const result = (await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    } as never,
    { computedCache: new Map(), settings } as never,
  )) as unknown as {
    timing: number;
    optimisticEstimate: Estimate;
    pessimisticEstimate: Estimate;
  };
  const { timing, optimisticEstimate, pessimisticEstimate } = result;
  console.log(
    `\n${folder}: LCP ${Math.round(timing)} ms (optimistic ${Math.round(
      optimisticEstimate.timeInMs,
    )}, pessimistic ${Math.round(pessimisticEstimate.timeInMs)}; Lighthouse takes their mean)`,
  );
  // The pessimistic graph holds every request the optimistic one does, and more.
  const rows = [...pessimisticEstimate.nodeTimings.entries()]
    .filter(([node]) => {
      if (node.type === 'network' || values.tasks) return true;
      return (node.endTime - node.startTime) / 1000 >= 10;
    })
    .sort((a, b) => a[1].startTime - b[1].startTime);
  const lastRequest = rows
    .filter(([node]) => node.type === 'network')
    .reduce((last, row) => (row[1].endTime > last[1].endTime ? row : last));
  console.log('| start (ms) | end (ms) | what | bytes |');
  console.log('|---:|---:|---|---:|');
  for (const [node, time] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request!.resourceType ?? 'request'} ${shortUrl(node.request!.url)}`
        : `main-thread task, ${Math.round((node.endTime - node.startTime) / 1000)} ms before the slow-down`;
    const mark = node === lastRequest[0] ? ' (the last to arrive)' : '';
    const bytes = node.type === 'network' ? String(node.request!.transferSize) : '';
    console.log(
      `| ${Math.round(time.startTime)} | ${Math.round(time.endTime)} | ${what}${mark} | ${bytes} |`,
    );
  }
}

for (const folder of positionals) await lcpPath(folder);
