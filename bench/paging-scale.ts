/**
 * Paging at scale: the real server in its own process with 2,000 registered transmitters in the
 * group `all`, 2,000 simulated transmitters in separate processes connecting to its transmitter
 * endpoint, and a call to `all`. Measures how long until every transmitter has the call, the
 * server's memory, and the API's p99 latency (GET /api/transmitters and GET /api/calls under a
 * small steady load) when idle, while the 2,000 connect and while the call goes out.
 *
 * Usage: npm run paging-scale -w bench [-- --transmitters 2000 --runs 3 --swarms 2 --port 8395]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedLargeNetwork } from './lib/large-network.js';
import { startSeededServer } from './lib/server.js';
import { ADMIN_AUTH as AUTH, READ_PATHS as LOADED_PATHS, startReadLoad } from './lib/read-load.js';
import { median } from './lib/stats.js';
import type { SwarmConnect, SwarmReport } from './lib/transmitter-swarm.js';

const { values } = parseArgs({
  options: {
    transmitters: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '3' },
    swarms: { type: 'string', default: '2' },
    port: { type: 'string', default: '8395' },
    'load-seconds': { type: 'string', default: '5' },
  },
});
const count = Number(values.transmitters);
const runs = Number(values.runs);
const swarmCount = Number(values.swarms);
const port = Number(values.port);
const transmitterPort = port + 20_000;
const loadSeconds = Number(values['load-seconds']);

const HERE = dirname(fileURLToPath(import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The resident memory of a process in MB, from /proc (Linux). */
function rssMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

interface Swarm {
  child: ChildProcess;
  ready: Promise<void>;
  /** Connects its transmitters; resolves once every handshake has completed. */
  connect(): Promise<void>;
}

/** A process holding simulated transmitters, loaded and waiting for `connect()`. */
function startSwarm(
  names: string[],
  onReceived: (name: string, text: string, at: number) => void,
): Swarm {
  const child = fork(join(HERE, 'lib/transmitter-swarm.ts'), [], {
    execArgv: ['--import', 'tsx'],
  });
  let ready!: () => void;
  let online!: () => void;
  let failed!: (error: Error) => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  const onlinePromise = new Promise<void>((resolve, reject) => {
    online = resolve;
    failed = reject;
  });
  child.on('message', (report: SwarmReport) => {
    if ('ready' in report) ready();
    else if ('online' in report) online();
    else if ('failed' in report) failed(new Error(report.failed));
    else if ('received' in report)
      report.received.forEach(([name, text, at]) => onReceived(name, text, at));
  });
  child.on('exit', (code) => failed(new Error(`a transmitter swarm ended (${code})`)));
  const authKeys = names.map((name) => `key${Number(name.slice(2))}`);
  const message: SwarmConnect = {
    connect: { names, authKeys, host: '127.0.0.1', port: transmitterPort },
  };
  return {
    child,
    ready: readyPromise,
    connect: () => {
      child.send(message);
      return onlinePromise;
    },
  };
}

/** Resolves once `names.length` transmitters have received a text containing `marker`. */
function arrivals() {
  const waiting = new Map<
    string,
    { expected: number; seen: Set<string>; last: number; done: () => void }
  >();
  return {
    receive(name: string, text: string, at: number) {
      for (const [marker, entry] of waiting) {
        if (!text.includes(marker) || entry.seen.has(name)) continue;
        entry.seen.add(name);
        entry.last = Math.max(entry.last, at);
        if (entry.seen.size === entry.expected) entry.done();
      }
    },
    expect(marker: string, expected: number): Promise<number> {
      return new Promise((resolve) => {
        const entry = {
          expected,
          seen: new Set<string>(),
          last: 0,
          done: () => resolve(entry.last),
        };
        waiting.set(marker, entry);
      });
    },
  };
}

async function onlineCount(base: string): Promise<number> {
  const response = await fetch(`${base}/api/transmitters`, { headers: { authorization: AUTH } });
  const list = (await response.json()) as { status: string }[];
  return list.filter((transmitter) => transmitter.status === 'ONLINE').length;
}

async function main(): Promise<void> {
  console.log(`Seeding ${count} transmitters in group "all" ...`);
  const server = await startSeededServer(
    port,
    undefined,
    (store) => seedLargeNetwork(store, { transmitters: count, subscribers: 10, calls: 100 }),
    { DAPNET_DEMO: '0', DAPNET_TRANSMITTER_PORT: String(transmitterPort) },
  );
  const swarms: Swarm[] = [];
  try {
    const figures: string[][] = [];
    await sleep(1_000);
    const idleRss = rssMegabytes(server.pid);
    let stopLoad = startReadLoad(server.url);
    await sleep(loadSeconds * 1_000);
    const idle = await stopLoad();

    const names = Array.from(
      { length: count },
      (_, index) => `tx${String(index).padStart(5, '0')}`,
    );
    const seen = arrivals();
    for (let swarm = 0; swarm < swarmCount; swarm += 1) {
      const share = names.filter((_, index) => index % swarmCount === swarm);
      swarms.push(startSwarm(share, seen.receive));
    }
    await Promise.all(swarms.map((swarm) => swarm.ready));
    stopLoad = startReadLoad(server.url);
    const started = Date.now();
    await Promise.all(swarms.map((swarm) => swarm.connect()));
    const handshakesMs = Date.now() - started;
    while ((await onlineCount(server.url)) < count) await sleep(100);
    const allOnlineMs = Date.now() - started;
    const connecting = await stopLoad();
    await sleep(2_000);
    const connectedRss = rssMegabytes(server.pid);
    console.log(`${count} connected: handshakes ${handshakesMs} ms, all ONLINE ${allOnlineMs} ms`);

    const deliveries: number[] = [];
    const during: Record<string, number>[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const marker = `SCALE${run}X${Date.now().toString(36)}`;
      const arrived = seen.expect(marker, count);
      stopLoad = startReadLoad(server.url);
      await sleep(500);
      const sent = Date.now();
      const response = await fetch(`${server.url}/api/calls`, {
        method: 'POST',
        headers: { authorization: AUTH, 'content-type': 'application/json' },
        body: JSON.stringify({
          text: `ADMIN: ${marker}`,
          callSignNames: ['sub00000'],
          transmitterGroupNames: ['all'],
          emergency: false,
        }),
      });
      if (!response.ok) throw new Error(`POST /api/calls: ${response.status}`);
      deliveries.push((await arrived) - sent);
      await sleep(500);
      during.push(await stopLoad());
      console.log(`run ${run}: every transmitter had the call after ${deliveries.at(-1)} ms`);
      await sleep(1_000);
    }
    const callRss = rssMegabytes(server.pid);

    const row = (label: string, p99: Record<string, number>) =>
      figures.push([label, ...LOADED_PATHS.map((path) => String(p99[path]))]);
    row('idle (no transmitter connected)', idle);
    row(`while ${count} transmitters connect`, connecting);
    row('while the call goes out (median of the runs)', {
      ...Object.fromEntries(
        LOADED_PATHS.map((path) => [path, median(during.map((p99) => p99[path]!))]),
      ),
    });

    console.log(
      `\nTime until all ${count} transmitters had the call: median ${median(deliveries)} ms (runs: ${deliveries.join(', ')})`,
    );
    console.log(
      `Handshakes of ${count}: ${handshakesMs} ms; all ONLINE through the API: ${allOnlineMs} ms`,
    );
    console.log(
      `Server RSS: idle ${idleRss} MB, ${count} connected ${connectedRss} MB, after the calls ${callRss} MB\n`,
    );
    console.log(
      `| API p99 latency (ms) | ${LOADED_PATHS.map((path) => `GET ${path}`).join(' | ')} |`,
    );
    console.log(`|---|${LOADED_PATHS.map(() => '---:').join('|')}|`);
    figures.forEach((cells) => console.log(`| ${cells.join(' | ')} |`));
  } finally {
    swarms.forEach((swarm) => swarm.child.kill());
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
