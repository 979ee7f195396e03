/**
 * Login burst benchmark: 1,000 parallel wrong guesses at one account from one address, against
 * the real server in its own process, while another (already signed-in) user keeps making normal
 * requests. Reports how many guesses reached the hash check (401), how many were refused before
 * it (429), whether the right password, sent as the last guess, was found (200), and the median
 * latency of the other user's requests before and during the burst. Each round attacks a new
 * account from a new loopback address (127.0.0.2, .3, ...), so rounds do not share limits.
 *
 * With `--postgres` the server keeps its data (the login limits' counts among them) in a
 * PostgreSQL server of its own, started for the run in a temporary folder, instead of SQLite.
 *
 * Usage: npm run login-burst -w bench [-- --rounds 5 --guesses 1000 --postgres]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalPostgres } from '@dapnet/server/src/cluster/local-postgres.js';
import { startSeededServer, type BenchServer } from './lib/server.js';
import { median } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    guesses: { type: 'string', default: '1000' },
    port: { type: 'string', default: '8392' },
    postgres: { type: 'boolean', default: false },
  },
});
const rounds = Number(values.rounds);
const guesses = Number(values.guesses);
const port = Number(values.port);

const basic = (name: string, password: string) =>
  `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}`;
const ADMIN = basic('admin', 'admin');
const PASSWORD = 'right1';

/** One request on its own connection from `localAddress`; resolves with status and duration. */
function send(
  agent: Agent,
  method: string,
  path: string,
  authorization: string,
  body?: string,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { authorization, 'content-type': 'application/json' },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    outgoing.end(body);
  });
}

/** The other user's requests, one after another, until `done` says stop (at most 2,000). */
async function normalRequests(agent: Agent, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done() && times.length < 2_000) {
    times.push((await send(agent, 'GET', '/api/calls', ADMIN)).ms);
  }
  return times;
}

async function round(index: number) {
  const victim = `victim${index}`;
  const admin = new Agent({ keepAlive: true, maxSockets: 1 });
  const created = await send(
    admin,
    'PUT',
    `/api/users/${victim}`,
    ADMIN,
    JSON.stringify({ hash: PASSWORD, mail: `${victim}@example.org`, admin: false }),
  );
  if (created.status !== 201) throw new Error(`creating ${victim}: ${created.status}`);
  const baseline = [];
  for (let count = 0; count < 50; count += 1)
    baseline.push((await send(admin, 'GET', '/api/calls', ADMIN)).ms);

  const attacker = new Agent({ maxSockets: Infinity, localAddress: `127.0.0.${index + 2}` });
  let finished = false;
  const during = normalRequests(admin, () => finished);
  const burstStarted = performance.now();
  const answers = await Promise.all(
    Array.from({ length: guesses }, (_, guess) =>
      send(
        attacker,
        'GET',
        '/api/stats',
        basic(victim, guess === guesses - 1 ? PASSWORD : `guess${guess}`),
      ),
    ),
  );
  const burstMs = performance.now() - burstStarted;
  finished = true;
  const times = await during;
  attacker.destroy();
  admin.destroy();
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  return {
    checked: count(401),
    refused: count(429),
    found: count(200),
    other: guesses - count(401) - count(429) - count(200),
    /** Which other statuses came, as "503" or "0 (no answer)". */
    otherStatuses: [
      ...new Set(
        answers
          .map(({ status }) => status)
          .filter((status) => ![401, 429, 200].includes(status))
          .map((status) => (status === 0 ? '0 (no answer)' : String(status))),
      ),
    ].join(', '),
    refusedMedian: median(answers.filter((answer) => answer.status === 429).map((a) => a.ms)),
    burstMs,
    baseline: median(baseline),
    during: median(times),
    normalRequests: times.length,
  };
}

/** The server on a fresh SQLite file, or on a fresh PostgreSQL server of its own. */
async function startServer(): Promise<BenchServer> {
  if (!values.postgres) return startSeededServer(port, undefined, () => undefined);
  const folder = mkdtempSync(join(tmpdir(), 'dapnet-bench-pg-'));
  const database = startLocalPostgres({ folder, port: port + 1_000, database: 'dapnet' });
  const server = await startSeededServer(port, undefined, () => undefined, {
    DAPNET_DATABASE_URL: database.url,
    DAPNET_ADMIN_PASSWORD: 'admin',
    DAPNET_DEMO: '0',
  });
  return {
    ...server,
    stop() {
      server.stop();
      database.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const server = await startServer();
  try {
    const engine = values.postgres ? 'PostgreSQL' : 'SQLite';
    console.log(`${rounds} rounds of ${guesses} parallel guesses, ${engine}:\n`);
    console.log(
      '| round | reached the hash check (401) | refused (429) | right password found (200) | other | refusal, median (ms) | whole burst (ms) | normal request, median before (ms) | median during (ms) | normal requests during |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const results: Awaited<ReturnType<typeof round>>[] = [];
    for (let index = 0; index < rounds; index += 1) {
      const result = await round(index);
      results.push(result);
      console.log(
        `| ${index + 1} | ${result.checked} | ${result.refused} | ${result.found} | ${result.other}${result.otherStatuses ? ` (${result.otherStatuses})` : ''} | ${result.refusedMedian.toFixed(1)} | ${result.burstMs.toFixed(0)} | ${result.baseline.toFixed(1)} | ${result.during.toFixed(1)} | ${result.normalRequests} |`,
      );
    }
    const middle = (pick: (result: (typeof results)[number]) => number) =>
      median(results.map(pick)).toFixed(1);
    console.log(
      `\nmedian over rounds: before ${middle((r) => r.baseline)} ms, during ${middle((r) => r.during)} ms, refusal ${middle((r) => r.refusedMedian)} ms, whole burst ${middle((r) => r.burstMs)} ms`,
    );
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
