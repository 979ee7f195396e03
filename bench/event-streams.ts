/**
 * Live event streams at scale (issue 25, point 4): the real server in its own process with 2,000
 * registered transmitters in the group `all`; 1,000 open event streams (GET /monitor/events) of a
 * realistic mix of readers (a tenth admins, the rest users, some of whom own the subscriber the
 * call goes to) in a second process; 2,000 simulated transmitters in further processes connecting
 * to the transmitter endpoint; then a call to `all`, which every transmitter acknowledges.
 *
 * Measures, per run: the server's memory per open stream; the time from a transmitter's completed
 * handshake to its `transmitter` ONLINE event in the measured streams; the time from each
 * transmitter's acknowledgement of the call (sent on its TCP connection) to the next `receipt`
 * event of the call in each measured stream allowed to see it, and to the moment a stream client
 * that refetches the receipt, as the web app does, sees that transmitter acknowledged; and the
 * API's p99 latency (GET /api/transmitters, GET /api/calls under a small steady load) meanwhile.
 * Every process shares one clock (the machine's), so times across them compare. With several
 * runs (a fresh server each), the medians of the runs are printed too.
 *
 * Usage: npm run event-streams -w bench [-- --runs 3 --streams 1000 --measured 30
 *   --transmitters 2000 --swarms 2 --port 8396]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { hashPassword } from '@dapnet/server/src/auth/passwords.js';
import type { Store } from '@dapnet/server/src/store/store.js';
import { seedLargeNetwork } from './lib/large-network.js';
import { startSeededServer } from './lib/server.js';
import { median } from './lib/stats.js';
import type { StreamClientsOpen, StreamClientsReport, StreamSpec } from './lib/stream-clients.js';
import type { SwarmConnect, SwarmReport } from './lib/transmitter-swarm.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    streams: { type: 'string', default: '1000' },
    measured: { type: 'string', default: '30' },
    transmitters: { type: 'string', default: '2000' },
    swarms: { type: 'string', default: '2' },
    port: { type: 'string', default: '8396' },
  },
});
const runs = Number(values.runs);
const streamCount = Number(values.streams);
const measured = Math.min(Number(values.measured), streamCount);
const count = Number(values.transmitters);
const swarmCount = Number(values.swarms);
const port = Number(values.port);
const transmitterPort = port + 20_000;

const HERE = dirname(fileURLToPath(import.meta.url));
/** Every reader but `admin` has this password. */
const PASSWORD = 'bench1';
const basic = (name: string) => `Basic ${Buffer.from(`${name}:${PASSWORD}`).toString('base64')}`;
const AUTH = `Basic ${Buffer.from('admin:admin').toString('base64')}`;
const LOADED_PATHS = ['/api/transmitters', '/api/calls'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The readers: a few admins, many users, the first of whom own the call's subscriber. */
const ADMINS = 4;
const USERS = 300;
const SUBSCRIBER_OWNERS = 30;
const CALLED_SUBSCRIBER = 'sub00000';
const userName = (index: number) => `user${String(index).padStart(3, '0')}`;

type Role = 'admin' | 'owner' | 'user';

/**
 * Stream `index`'s reader: every tenth an admin, the others users (one in ten of them owns the
 * called subscriber). Measured streams are spread over the three roles alike.
 */
function readerOf(index: number): { name: string; role: Role } {
  if (index % 10 === 0) return { name: `boss${(index / 10) % ADMINS}`, role: 'admin' };
  const user = index % USERS;
  return { name: userName(user), role: user < SUBSCRIBER_OWNERS ? 'owner' : 'user' };
}

function streamSpecs(): { specs: StreamSpec[]; roles: Role[] } {
  const roles: Role[] = [];
  const specs = Array.from({ length: streamCount }, (_, index) => {
    const { name, role } = readerOf(index);
    roles.push(role);
    return { authorization: basic(name), measured: false, refetches: false };
  });
  // The measured streams: as many of each role as can be found, a third each.
  const perRole = Math.ceil(measured / 3);
  for (const role of ['admin', 'owner', 'user'] as const) {
    let picked = 0;
    roles.forEach((other, index) => {
      if (other !== role || picked >= perRole) return;
      specs[index]!.measured = true;
      // One admin and one owner also refetch the receipt, as the web app's call list does.
      specs[index]!.refetches = picked === 0 && role !== 'user';
      picked += 1;
    });
  }
  return { specs, roles };
}

async function seedReaders(store: Store): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  await store.transaction(async () => {
    for (let index = 0; index < ADMINS; index += 1)
      await store.users.put({
        name: `boss${index}`,
        mail: `boss${index}@example.org`,
        admin: true,
        hash,
      });
    for (let index = 0; index < USERS; index += 1)
      await store.users.put({
        name: userName(index),
        mail: `${userName(index)}@example.org`,
        admin: false,
        hash,
      });
    const subscriber = await store.subscribers.get(CALLED_SUBSCRIBER);
    await store.subscribers.put({
      ...subscriber!,
      ownerNames: Array.from({ length: SUBSCRIBER_OWNERS }, (_, index) => userName(index)),
    });
  });
}

function rssMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

interface Memory {
  /** Resident memory, MB: the median of the samples. */
  rss: number;
  /** The JavaScript heap in use, MB: the least of the samples, the nearest to what is alive. */
  heap: number;
}

/**
 * The server's memory over `ms`: a single reading swings by more than a thousand streams take,
 * with garbage collected or not yet, so the samples are reduced as `Memory` says.
 */
async function memoryOf(server: { url: string; pid: number }, ms = 4_000): Promise<Memory> {
  const rss: number[] = [];
  const heap: number[] = [];
  for (const end = Date.now() + ms; Date.now() < end; await sleep(250)) {
    rss.push(rssMegabytes(server.pid));
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const used = /^dapnet_nodejs_heap_size_used_bytes (\d+)/m.exec(metrics)?.[1];
    if (used) heap.push(Number(used) / 2 ** 20);
  }
  return { rss: median(rss), heap: Math.min(...heap) };
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

/** What one run measured; latencies in ms. */
interface Figures {
  loadAtConnect: number;
  openMs: number;
  rss: { before: number; streams: number; after: number };
  /** The server's memory per open stream, kB. */
  perStream: { heap: number; rss: number };
  connect: number[];
  connectExpected: number;
  ackToEvent: number[];
  ackToEventExpected: number;
  ackToRefetch: number[];
  ackToRefetchExpected: number;
  callEvent: number[];
  failures: number;
  apiP99: {
    idle: Record<string, number>;
    connect: Record<string, number>;
    call: Record<string, number>;
  };
}

async function run(): Promise<Figures> {
  console.log(`Seeding ${count} transmitters in group "all", ${ADMINS} admins, ${USERS} users ...`);
  const server = await startSeededServer(
    port,
    undefined,
    async (store) => {
      await seedLargeNetwork(store, { transmitters: count, subscribers: 10, calls: 100 });
      await seedReaders(store);
    },
    { DAPNET_DEMO: '0', DAPNET_TRANSMITTER_PORT: String(transmitterPort) },
  );
  const children: ChildProcess[] = [];
  try {
    await sleep(2_000);
    const memoryBefore = await memoryOf(server);

    // The stream clients: `streamCount` open streams, `measured` of them timing every event.
    const arrivals: [number, string, string, number][] = [];
    /** [stream, transmitter, at]: a refetching stream saw the transmitter acknowledged. */
    const refetched: [number, string, number][] = [];
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
      } else if ('arrivals' in report) arrivals.push(...report.arrivals);
      else refetched.push(...report.acknowledged);
    });
    children.push(clients);
    await ready;
    const { specs, roles } = streamSpecs();
    const measuredStreams = specs.flatMap((spec, index) => (spec.measured ? [index] : []));
    const openStarted = Date.now();
    const message: StreamClientsOpen = { open: { url: server.url, streams: specs } };
    clients.send(message);
    await opened;
    const openMs = Date.now() - openStarted;
    await sleep(1_000);
    const memoryStreams = await memoryOf(server);
    const perStream = (pick: (memory: Memory) => number) =>
      ((pick(memoryStreams) - pick(memoryBefore)) * 1024) / streamCount;
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const gauge = /^dapnet_event_streams_open (\d+)/m.exec(metrics)?.[1];
    console.log(
      `${streamCount} streams open in ${openMs} ms (gauge: ${gauge}); per stream: ${perStream((m) => m.heap).toFixed(1)} kB heap, ${perStream((m) => m.rss).toFixed(1)} kB resident`,
    );

    // The transmitters: the moment each handshake completed, and each message acknowledged.
    const handshakes = new Map<string, number>();
    const acks: [name: string, text: string, at: number][] = [];
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
          // Each message is acknowledged on its connection the moment it arrives.
          else if ('received' in report) acks.push(...report.received);
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
      arrivals.filter(([, event, key]) => event === 'transmitter' && key.endsWith(' ONLINE'));
    const connectDeadline = Date.now() + 60_000;
    while (online().length < count * measured && Date.now() < connectDeadline) await sleep(200);
    const connectP99 = await stopLoad();
    const connect = online().flatMap(([, , key, at]) => {
      const cause = handshakes.get(key.split(' ')[0]!);
      return cause === undefined ? [] : [at - cause];
    });

    // A call to `all`, acknowledged by every transmitter.
    await sleep(2_000);
    stopLoad = startLoad(server.url);
    await sleep(500);
    const text = `ADMIN: stream bench ${Date.now()}`;
    const posted = Date.now();
    const response = await fetch(`${server.url}/api/calls`, {
      method: 'POST',
      headers: { authorization: AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({
        text,
        callSignNames: [CALLED_SUBSCRIBER],
        transmitterGroupNames: ['all'],
        emergency: false,
      }),
    });
    if (!response.ok) throw new Error(`POST /api/calls: ${response.status}`);
    const callId = ((await response.json()) as { id: number }).id;
    const receiptKey = `call:${callId}`;
    /** Streams that may see the call's receipt: admins and the subscriber's owners. */
    const seeing = measuredStreams.filter((index) => roles[index] !== 'user');
    const refetching = specs.flatMap((spec, index) => (spec.refetches ? [index] : []));
    const callAcks = () => acks.filter(([, acked]) => acked === text);
    const ackedBy = (stream: number) =>
      new Set(refetched.filter(([s]) => s === stream).map(([, name]) => name));
    const callDeadline = Date.now() + 60_000;
    while (
      (callAcks().length < count || refetching.some((stream) => ackedBy(stream).size < count)) &&
      Date.now() < callDeadline
    )
      await sleep(200);
    await sleep(1_000);
    const callP99 = await stopLoad();
    const callEvent = arrivals
      .filter(([, event, key, at]) => event === 'call' && key === String(callId) && at >= posted)
      .map(([, , , at]) => at - posted);

    // Each acknowledgement against the first receipt event arriving after it, per stream.
    const receiptArrivals = new Map<number, number[]>();
    for (const [stream, event, key, at] of arrivals)
      if (event === 'receipt' && key === receiptKey)
        receiptArrivals.set(stream, [...(receiptArrivals.get(stream) ?? []), at]);
    const ackToEvent: number[] = [];
    for (const [, , ackedAt] of callAcks())
      for (const stream of seeing) {
        const next = (receiptArrivals.get(stream) ?? []).find((at) => at >= ackedAt);
        if (next !== undefined) ackToEvent.push(next - ackedAt);
      }
    const ackTimes = new Map(callAcks().map(([name, , at]) => [name, at]));
    const ackToRefetch = refetched.flatMap(([, name, at]) => {
      const ackedAt = ackTimes.get(name);
      return ackedAt === undefined ? [] : [at - ackedAt];
    });
    // What a reader may see: no receipt of this call in a stream of a user who is not its owner.
    const leaked = measuredStreams.filter(
      (index) => roles[index] === 'user' && receiptArrivals.has(index),
    ).length;
    if (leaked > 0) throw new Error(`${leaked} streams of users got a receipt they may not see`);

    return {
      loadAtConnect,
      openMs,
      rss: {
        before: memoryBefore.rss,
        streams: memoryStreams.rss,
        after: rssMegabytes(server.pid),
      },
      perStream: { heap: perStream((m) => m.heap), rss: perStream((m) => m.rss) },
      connect,
      connectExpected: count * measured,
      ackToEvent,
      ackToEventExpected: callAcks().length * seeing.length,
      ackToRefetch,
      ackToRefetchExpected: count * refetching.length,
      callEvent,
      failures: failures.length,
      apiP99: { idle: idleP99, connect: connectP99, call: callP99 },
    };
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
    // The next run's server needs the port: this one first ends its 1,000 streams.
    for (const end = Date.now() + 30_000; isRunning(server.pid) && Date.now() < end;)
      await sleep(200);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const ms = (values: number[], expected: number) =>
  `p50 ${quantile(values, 0.5)} ms, p99 ${quantile(values, 0.99)} ms (n = ${values.length} of ${expected})`;

function printRun(figures: Figures, index: number): void {
  const { rss } = figures;
  console.log(`\nRun ${index + 1}`);
  console.log(
    `Load average (1 min) when the transmitters began to connect: ${figures.loadAtConnect.toFixed(1)}`,
  );
  console.log(`${streamCount} streams opened in ${figures.openMs} ms`);
  console.log(
    `Server RSS: before ${rss.before.toFixed(0)} MB, ${streamCount} streams ${rss.streams.toFixed(0)} MB, after the connects and the call ${rss.after.toFixed(0)} MB`,
  );
  console.log(
    `Memory per open stream: ${figures.perStream.heap.toFixed(1)} kB heap, ${figures.perStream.rss.toFixed(1)} kB resident`,
  );
  console.log(
    `Handshake → transmitter ONLINE event: ${ms(figures.connect, figures.connectExpected)}`,
  );
  console.log(
    `Acknowledgement → next receipt event: ${ms(figures.ackToEvent, figures.ackToEventExpected)}`,
  );
  console.log(
    `Acknowledgement → seen acknowledged after refetching: ${ms(figures.ackToRefetch, figures.ackToRefetchExpected)}`,
  );
  console.log(`POST /api/calls → call event: ${ms(figures.callEvent, measured)}`);
  console.log(`Streams ended early: ${figures.failures}`);
  console.log(
    `\n| API p99 latency (ms) | ${LOADED_PATHS.map((path) => `GET ${path}`).join(' | ')} |`,
  );
  console.log(`|---|${LOADED_PATHS.map(() => '---:').join('|')}|`);
  for (const [label, p99] of [
    [`${streamCount} streams open, idle`, figures.apiP99.idle],
    [`while ${count} transmitters connect`, figures.apiP99.connect],
    ['while the call goes out', figures.apiP99.call],
  ] as const)
    console.log(`| ${label} | ${LOADED_PATHS.map((path) => p99[path]).join(' | ')} |`);
}

function printMedians(all: Figures[]): void {
  const row = (label: string, pick: (figures: Figures) => number, unit = 'ms') => {
    const each = all.map(pick);
    console.log(`| ${label} | ${median(each)} ${unit} | ${each.join(', ')} |`);
  };
  console.log(`\n| median of ${all.length} runs | median | runs |`);
  console.log('|---|---:|---|');
  row('load average (1 min) at the connects', (f) => Number(f.loadAtConnect.toFixed(1)), '');
  row('heap per open stream', (f) => Number(f.perStream.heap.toFixed(1)), 'kB');
  row('resident memory per open stream', (f) => Number(f.perStream.rss.toFixed(1)), 'kB');
  row('handshake → ONLINE event, p50', (f) => quantile(f.connect, 0.5));
  row('handshake → ONLINE event, p99', (f) => quantile(f.connect, 0.99));
  row('ack → receipt event, p50', (f) => quantile(f.ackToEvent, 0.5));
  row('ack → receipt event, p99', (f) => quantile(f.ackToEvent, 0.99));
  row('ack → refetched receipt, p50', (f) => quantile(f.ackToRefetch, 0.5));
  row('ack → refetched receipt, p99', (f) => quantile(f.ackToRefetch, 0.99));
  for (const phase of ['idle', 'connect', 'call'] as const)
    for (const path of LOADED_PATHS)
      row(`API p99 GET ${path}, ${phase}`, (f) => f.apiP99[phase][path]!);
}

async function main(): Promise<void> {
  const all: Figures[] = [];
  for (let index = 0; index < runs; index += 1) {
    all.push(await run());
    printRun(all[index]!, index);
  }
  if (runs > 1) printMedians(all);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
