/**
 * The perf gate: measures what a phone's first visit costs (Lighthouse mobile over the public
 * pages, the signed-in lists, the map and the new-call page, median of 3; the start-up set's
 * size) and prints it beside the last recorded run (perf-gate.json), with what changed. Exits 1
 * when a figure got clearly worse than recorded, past a margin that a shared machine's noise
 * stays within (lib/perf-gate-compare.ts), so a change that costs speed is seen before it lands.
 * Not part of `npm test`: it takes minutes and needs a quiet machine to mean much; the load
 * average and Lighthouse's benchmark index are recorded with the figures.
 *
 * Usage: npm run build -w web && npm run perf-gate -w bench
 *          [-- --runs 3 --port 8400 --dist web/dist --pages /,/calls --record]
 * --record writes this run to perf-gate.json as the one the next run is compared with (commit
 * it with the change it measured). The port and the two after it are used (see lighthouse.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { PageFigures } from './lib/lighthouse-figures.js';
import { compareRuns, formatChanges, type GateRun } from './lib/perf-gate-compare.js';
import { median } from './lib/stats.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const RECORD = join(HERE, 'perf-gate.json');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '8400' },
    dist: { type: 'string', default: 'web/dist' },
    pages: { type: 'string' },
    record: { type: 'boolean', default: false },
  },
});

/** What a command printed; `allowFailure` for one whose exit code is a verdict, not an error. */
function run(command: string, args: string[], allowFailure = false): string {
  const result = spawnSync(command, args, {
    cwd: HERE,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0 && !(allowFailure && result.stdout)) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  }
  return result.stdout;
}

const startedAt = new Date().toISOString();
const loadAtStart = loadavg()[0]!;
const bundle = JSON.parse(
  run(process.execPath, ['bundle-size.mjs', '--json', '--dist', values.dist!], true),
) as {
  start: { totalGzip: number; files: unknown[] };
};
console.error('bundle measured; Lighthouse runs next (a few minutes)');
const lighthouseArgs = ['--import', 'tsx', 'lighthouse.ts', '--json', '--preset', 'mobile'];
lighthouseArgs.push('--runs', values.runs!, '--port', values.port!, '--dist', values.dist!);
if (values.pages) lighthouseArgs.push('--pages', values.pages);
const measured = JSON.parse(run(process.execPath, lighthouseArgs)) as {
  path: string;
  figures: PageFigures;
  benchmarkIndex: number;
}[];

const now: GateRun = {
  date: startedAt,
  commit: run('git', ['rev-parse', '--short', 'HEAD']).trim(),
  loadAverage: [Number(loadAtStart.toFixed(1)), Number(loadavg()[0]!.toFixed(1))],
  benchmarkIndex: Math.round(median(measured.map((page) => page.benchmarkIndex))),
  startUpBytes: bundle.start.totalGzip,
  startUpFiles: bundle.start.files.length,
  pages: Object.fromEntries(
    measured.map(({ path, figures }) => [
      path,
      {
        performance: figures.performance,
        lcp: Math.round(figures.lcp),
        tbt: Math.round(figures.tbt),
        cls: Number(figures.cls.toFixed(3)),
        jsCssBytes: figures.jsCssBytes,
      },
    ]),
  ),
};
const last = existsSync(RECORD) ? (JSON.parse(readFileSync(RECORD, 'utf8')) as GateRun) : undefined;
const changes = compareRuns(last, now);

const conditions = (gate: GateRun) =>
  `${gate.date.slice(0, 16).replace('T', ' ')} UTC, commit ${gate.commit}, load average ` +
  `${gate.loadAverage.join(' -> ')}, benchmark index ${gate.benchmarkIndex}`;
console.log(`Last recorded: ${last ? conditions(last) : '(none)'}`);
console.log(`This run:      ${conditions(now)}\n`);
console.log(formatChanges(changes));
const worse = changes.filter((change) => change.worse);
if (values.record) {
  writeFileSync(RECORD, `${JSON.stringify(now, null, 2)}\n`);
  console.log(`\nRecorded in bench/perf-gate.json.`);
}
if (worse.length > 0) {
  console.log(
    `\nClearly worse than recorded: ${worse.map((c) => `${c.page} ${c.figure}`).join(', ')}`,
  );
  // A loaded machine makes every figure worse: say so rather than blame the change.
  if (now.benchmarkIndex < (last?.benchmarkIndex ?? 0) * 0.8) {
    console.log('(the machine was much slower than last time: run again when it is quieter)');
  }
  process.exitCode = 1;
} else {
  console.log('\nNo figure got clearly worse.');
}
