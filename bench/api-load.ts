/**
 * API load benchmark: seeds a database with a network-sized data set (2,000 transmitters,
 * 20,000 subscribers), starts the real server in its own process, and measures requests per
 * second and p99 latency of authenticated requests with autocannon. Each endpoint is measured
 * in several rounds and the median is reported, because these machines are shared and noisy.
 *
 * Usage: npm run api-load -w bench [-- --rounds 3 --seconds 10 --connections 10]
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seedLargeNetwork } from './lib/large-network.js';
import { startSeededServer } from './lib/server.js';
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

const AUTH = `Basic ${Buffer.from('admin:admin').toString('base64')}`;

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
  console.log('Seeding 2,000 transmitters and 20,000 subscribers ...');
  const server = await startSeededServer(port, undefined, (store) =>
    seedLargeNetwork(store, { transmitters: 2_000, subscribers: 20_000 }),
  );
  try {
    console.log(`\n${rounds} rounds of ${seconds} s, ${connections} connections; medians:\n`);
    console.log('| request | requests/s | p99 latency (ms) |');
    console.log('|---|---:|---:|');
    for (const scenario of scenarios) {
      const runs = [];
      for (let round = 0; round < rounds; round += 1) {
        runs.push(await measure(server.url, scenario));
      }
      const rps = median(runs.map((run) => run.requestsPerSecond));
      const p99 = median(runs.map((run) => run.p99));
      console.log(`| ${scenario.label} | ${rps.toFixed(0)} | ${p99.toFixed(0)} |`);
    }
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
