/**
 * API load benchmark: seeds a database with a network-sized data set (2,000 transmitters,
 * 20,000 subscribers), starts the real server in its own process, and measures requests per
 * second and p99 latency of authenticated requests with autocannon. Each endpoint is measured
 * in several rounds and the median is reported, because these machines are shared and noisy.
 *
 * Usage: npm run api-load -w bench [-- --rounds 3 --seconds 10 --connections 10]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '@dapnet/server/src/db/database.js';
import { createStore } from '@dapnet/server/src/store/store.js';
import { bootstrapDatabase } from '@dapnet/server/src/bootstrap.js';
import { seedLargeNetwork } from './lib/large-network.js';
import { median } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '8391' },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);

const SERVER_ENTRY = resolve(dirname(fileURLToPath(import.meta.url)), '../server/src/main.ts');
const AUTH = `Basic ${Buffer.from('admin:admin').toString('base64')}`;

async function prepareDatabase(file: string): Promise<void> {
  const db = openDatabase(file);
  const store = createStore(db);
  await bootstrapDatabase(store, { adminPassword: 'admin', demoData: false, port });
  seedLargeNetwork(store, { transmitters: 2_000, subscribers: 20_000 });
  db.close();
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

interface Scenario {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const scenarios: Scenario[] = [
  { label: 'GET /api/transmitters (2,000)', method: 'GET', path: '/api/transmitters' },
  { label: 'GET /api/callsigns (20,000)', method: 'GET', path: '/api/callsigns' },
  {
    label: 'POST /api/calls',
    method: 'POST',
    path: '/api/calls',
    body: JSON.stringify({
      text: 'ADMIN: load test',
      callSignNames: ['sub00001'],
      transmitterGroupNames: ['all'],
      emergency: false,
    }),
  },
];

async function measure(base: string, scenario: Scenario) {
  const result = await autocannon({
    url: `${base}${scenario.path}`,
    method: scenario.method,
    headers: { authorization: AUTH, 'content-type': 'application/json' },
    body: scenario.body,
    connections,
    duration: seconds,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${scenario.label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dapnet-bench-'));
  const databaseFile = join(dir, 'bench.sqlite');
  console.log('Seeding 2,000 transmitters and 20,000 subscribers ...');
  await prepareDatabase(databaseFile);
  const server = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DAPNET_DB: databaseFile,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}/api/core/version`);
    console.log(`\n${rounds} rounds of ${seconds} s, ${connections} connections; medians:\n`);
    console.log('| request | requests/s | p99 latency (ms) |');
    console.log('|---|---:|---:|');
    for (const scenario of scenarios) {
      const runs = [];
      for (let round = 0; round < rounds; round += 1) runs.push(await measure(base, scenario));
      const rps = median(runs.map((run) => run.requestsPerSecond));
      const p99 = median(runs.map((run) => run.p99));
      console.log(`| ${scenario.label} | ${rps.toFixed(0)} | ${p99.toFixed(0)} |`);
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
