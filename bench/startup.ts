/**
 * Start-up time and memory of the server, run the way production ran it before (TypeScript
 * through the tsx loader: `tsx src/main.ts`) and after (`node dist/main.js`, the compiled
 * build). Each run starts the server on the same database (a restart, the everyday case; the
 * first run creates it), times from spawning the process to the first successful answer of
 * GET /api/core/version, then reads the resident memory of the server's processes (tsx runs the
 * server in a child process of its own, so the whole process tree counts) after 2 s of idling.
 *
 * Usage: npm run startup -w bench [-- --runs 7 --port 9315]   (builds the server first)
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '9315' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../server');
const tsx = join(serverDir, '../node_modules/.bin/tsx');

const WAYS = {
  'before: tsx src/main.ts': [tsx, ['src/main.ts']],
  'after: node dist/main.js': [process.execPath, ['--enable-source-maps', 'dist/main.js']],
} as const;

/** Resident memory in MB of a process and all its descendants. */
function treeRssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number);
  return rss + children.reduce((sum, child) => sum + treeRssMegabytes(child), 0);
}

async function startOnce(
  command: string,
  args: readonly string[],
  databaseFile: string,
): Promise<{ ms: number; mb: number }> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DAPNET_DB: databaseFile,
      DAPNET_DEMO: '0',
      DAPNET_TRANSMITTER_PORT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/core/version`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 5));
    }
    const ms = performance.now() - started;
    await new Promise((done) => setTimeout(done, 2000));
    return { ms, mb: treeRssMegabytes(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
if (!existsSync(tsx)) throw new Error(`tsx is not installed (${tsx})`);
const dir = mkdtempSync(join(tmpdir(), 'dapnet-startup-'));
try {
  const databaseFile = join(dir, 'startup.sqlite');
  console.log(`${runs} runs each, alternating, on one database; median [min-max]\n`);
  const results = new Map<string, { ms: number[]; mb: number[] }>(
    Object.keys(WAYS).map((way) => [way, { ms: [], mb: [] }]),
  );
  // The first start creates the database; it is not counted.
  await startOnce(
    WAYS['after: node dist/main.js'][0],
    WAYS['after: node dist/main.js'][1],
    databaseFile,
  );
  for (let run = 0; run < runs; run += 1) {
    for (const [way, [command, args]] of Object.entries(WAYS)) {
      const { ms, mb } = await startOnce(command, args, databaseFile);
      results.get(way)!.ms.push(ms);
      results.get(way)!.mb.push(mb);
    }
  }
  const range = (list: number[], digits: number) =>
    `${median(list).toFixed(digits)} [${Math.min(...list).toFixed(digits)}-${Math.max(...list).toFixed(digits)}]`;
  for (const [way, { ms, mb }] of results)
    console.log(
      `${way.padEnd(26)} start-up ${range(ms, 0)} ms   resident memory ${range(mb, 1)} MB`,
    );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
