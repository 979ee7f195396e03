/**
 * Live event streams at scale (issue 25, point 4): the real server in its own process with 2,000
 * registered transmitters in the group `all`; 1,000 open event streams (GET /monitor/events) in a
 * second process; 2,000 simulated transmitters in further processes connecting to the transmitter
 * endpoint; then a call to `all`. Measures the server's memory per open stream, the time from a
 * transmitter's completed handshake on the TCP side to its `transmitter` ONLINE event in a stream
 * client (p50/p99 over the measured streams), the time from the call's POST to its `call` event,
 * and the API's p99 latency (GET /api/transmitters, GET /api/calls under a small steady load)
 * meanwhile. Every process shares one clock (the machine's), so times across them compare.
 *
 * Usage: npm run event-streams -w bench [-- --streams 1000 --measured 20 --transmitters 2000
 *   --swarms 2 --port 8396]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seedLargeNetwork } from './lib/large-network.js';
import { startSeededServer } from './lib/server.js';
import type { StreamClientsOpen, StreamClientsReport } from './lib/stream-clients.js';
import type { SwarmConnect, SwarmReport } from './lib/transmitter-swarm.js';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    measured: { type: 'string', default: '20' },
    transmitters: { type: 'string', default: '2000' },
    swarms: { type: 'string', default: '2' },
    port: { type: 'string', default: '8396' },
  },
});
const streamCount = Number(values.streams);
const measured = Math.min(Number(values.measured), streamCount);
const count = Number(values.transmitters);
const swarmCount = Number(values.swarms);
const port = Number(values.port);
const transmitterPort = port + 20_000;

const HERE = dirname(fileURLToPath(import.meta.url));
const AUTH = `Basic ${Buffer.from('admin:admin').toString('base64')}`;
const LOADED_PATHS = ['/api/transmitters', '/api/calls'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** The value at fraction `q` (0.5, 0.99) of the sorted values. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** A small steady load on the API until stopped; resolves p99 per path. */
function startLoad(base: string) {
  const running = LOADED_PATHS.map((path) => {
    let instance: autocannon.Instance | undefined;
    const result = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(
        {
          url: `${base}${path}`,
          connections: 2,
          duration: 3_600,
          headers: { authorization: AUTH },
        },
        (error, outcome) => (error ? reject(error) : resolve(outcome)),
      );
    });
    return { path, instance: instance!, result };
  });
  return async (): Promise<Record<string, number>> => {
    running.forEach(({ instance }) => instance.stop());
    const p99 = await Promise.all(
      running.map(async ({ path, result }) => [path, (await result).latency.p99] as const),
    );
    return Object.fromEntries(p99);
  };
}

/** Forks a helper (`lib/<file>`) and hands each of its reports to `onReport`. */
function helper<Report>(file: string, onReport: (report: Report) => void): ChildProcess {
  const child = fork(join(HERE, 'lib', file), [], { execArgv: ['--import', 'tsx'] });
  child.on('message', (report: Report) => onReport(report));
  return child;
}

function waitFor<T>(setUp: (resolve: (value: T) => void, reject: (error: Error) => void) => void) {
  return new Promise<T>(setUp);
}

async function main(): Promise<void> {
  console.log(`Seeding ${count} transmitters in group "all" ...`);
  const server = await startSeededServer(
    port,
    undefined,
    (store) => seedLargeNetwork(store, { transmitters: count, subscribers: 10, calls: 100 }),
    { DAPNET_DEMO: '0', DAPNET_TRANSMITTER_PORT: String(transmitterPort) },
  );
  const children: ChildProcess[] = [];
  try {
    await sleep(2_000);
    const rssBefore = rssMegabytes(server.pid);

    // The stream clients: 1,000 open streams, `measured` of them timing every event.
    const arrivals: [string, string, number][] = [];
    /** Streams that failed to open or ended early (the server cuts a reader far behind). */
    const failures: string[] = [];
    let clientsReady!: () => void;
    let clientsOpened!: (n: number) => void;
    let clientsFailed!: (error: Error) => void;
    const ready = waitFor<void>((resolve) => (clientsReady = resolve));
    const opened = waitFor<number>((resolve, reject) => {
      clientsOpened = resolve;
      clientsFailed = reject;
    });
    const clients = helper<StreamClientsReport>('stream-clients.ts', (report) => {
      if ('ready' in report) clientsReady();
      else if ('opened' in report) clientsOpened(report.opened);
      else if ('failed' in report) {
        failures.push(report.failed);
        clientsFailed(new Error(report.failed));
      } else arrivals.push(...report.arrivals);
    });
    children.push(clients);
    await ready;
    const openStarted = Date.now();
    const message: StreamClientsOpen = {
      open: { url: server.url, authorization: AUTH, count: streamCount, measured },
    };
    clients.send(message);
    await opened;
    const openMs = Date.now() - openStarted;
    await sleep(3_000);
    const rssStreams = rssMegabytes(server.pid);
    const perStreamKb = ((rssStreams - rssBefore) * 1024) / streamCount;
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const gauge = /^dapnet_event_streams_open (\d+)/m.exec(metrics)?.[1];
    console.log(
      `${streamCount} streams open in ${openMs} ms (gauge: ${gauge}); server RSS ${rssBefore.toFixed(0)} → ${rssStreams.toFixed(0)} MB: ${perStreamKb.toFixed(1)} kB per stream`,
    );

    // The transmitters: the moment each handshake completed on the TCP side.
    const handshakes = new Map<string, number>();
    const names = Array.from(
      { length: count },
      (_, index) => `tx${String(index).padStart(5, '0')}`,
    );
    const swarms = await Promise.all(
      Array.from({ length: swarmCount }, (_, swarm) => {
        const share = names.filter((_, index) => index % swarmCount === swarm);
        let online!: () => void;
        let failed!: (error: Error) => void;
        let loaded!: () => void;
        const isLoaded = waitFor<void>((resolve) => (loaded = resolve));
        const isOnline = waitFor<void>((resolve, reject) => {
          online = resolve;
          failed = reject;
        });
        const child = helper<SwarmReport>('transmitter-swarm.ts', (report) => {
          if ('ready' in report) loaded();
          else if ('online' in report) online();
          else if ('failed' in report) failed(new Error(report.failed));
          else if ('handshakes' in report)
            report.handshakes.forEach(([name, at]) => handshakes.set(name, at));
        });
        children.push(child);
        const connect: SwarmConnect = {
          connect: {
            names: share,
            authKeys: share.map((name) => `key${Number(name.slice(2))}`),
            host: '127.0.0.1',
            port: transmitterPort,
            // As UniPager: a connection lost in the storm comes back after 2.5 s.
            reconnectDelayMs: 2_500,
          },
        };
        return isLoaded.then(() => ({ child, connect, isOnline }));
      }),
    );
    let stopLoad = startLoad(server.url);
    await sleep(3_000);
    const idleP99 = await stopLoad();
    stopLoad = startLoad(server.url);
    const loadAtConnect = loadavg()[0]!;
    swarms.forEach(({ child, connect }) => child.send(connect));
    await Promise.all(swarms.map(({ isOnline }) => isOnline));
    // Until every measured stream has seen every transmitter ONLINE (or 60 s).
    const online = () =>
      arrivals.filter(([event, key]) => event === 'transmitter' && key.endsWith(' ONLINE'));
    const deadline = Date.now() + 60_000;
    while (online().length < count * measured && Date.now() < deadline) await sleep(200);
    const connectP99 = await stopLoad();
    const connectLatencies = online().flatMap(([, key, at]) => {
      const cause = handshakes.get(key.split(' ')[0]!);
      return cause === undefined ? [] : [at - cause];
    });

    // A call to `all`: from the POST to its `call` event in the streams.
    await sleep(2_000);
    stopLoad = startLoad(server.url);
    await sleep(500);
    const posted = Date.now();
    const response = await fetch(`${server.url}/api/calls`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({
        text: 'ADMIN: stream bench',
        callSignNames: ['sub00000'],
        transmitterGroupNames: ['all'],
        emergency: false,
      }),
    });
    if (!response.ok) throw new Error(`POST /api/calls: ${response.status}`);
    const callDeadline = Date.now() + 10_000;
    const calls = () => arrivals.filter(([event, , at]) => event === 'call' && at >= posted);
    while (calls().length < measured && Date.now() < callDeadline) await sleep(100);
    await sleep(2_000);
    const callP99 = await stopLoad();
    const callLatencies = calls().map(([, , at]) => at - posted);
    const rssAfter = rssMegabytes(server.pid);

    const ms = (values: number[]) =>
      `p50 ${quantile(values, 0.5)} ms, p99 ${quantile(values, 0.99)} ms (n = ${values.length})`;
    console.log(
      `\nServer RSS: before ${rssBefore.toFixed(0)} MB, ${streamCount} streams ${rssStreams.toFixed(0)} MB, after the connects and the call ${rssAfter.toFixed(0)} MB`,
    );
    console.log(`Memory per open stream: ${perStreamKb.toFixed(1)} kB`);
    console.log(
      `Handshake → transmitter ONLINE event: ${ms(connectLatencies)}; ${online().length} of ${count * measured} expected`,
    );
    console.log(`POST /api/calls → call event: ${ms(callLatencies)}`);
    console.log(`Streams ended early: ${failures.length}`);
    console.log(
      `Load average (1 min) when the transmitters began to connect: ${loadAtConnect.toFixed(1)}; now ${loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `\n| API p99 latency (ms) | ${LOADED_PATHS.map((path) => `GET ${path}`).join(' | ')} |`,
    );
    console.log(`|---|${LOADED_PATHS.map(() => '---:').join('|')}|`);
    for (const [label, p99] of [
      [`${streamCount} streams open, idle`, idleP99],
      [`while ${count} transmitters connect`, connectP99],
      ['while the call goes out', callP99],
    ] as const)
      console.log(`| ${label} | ${LOADED_PATHS.map((path) => p99[path]).join(' | ')} |`);
  } finally {
    // Refused or timed-out handshakes, should any transmitter not have come online.
    const metrics = await fetch(`${server.url}/metrics`).then(
      (r) => r.text(),
      () => '',
    );
    const refusals = metrics
      .split('\n')
      .filter((line) => /^dapnet_transmitter_handshake_refusals_total\{/.test(line));
    if (refusals.length > 0) console.log(refusals.join('\n'));
    children.forEach((child) => child.kill());
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
