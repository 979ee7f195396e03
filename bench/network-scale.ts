/**
 * A network of nodes at scale: a throwaway PostgreSQL server, a database with 6,000 transmitters
 * in the group `all`, three server processes on it, and swarm processes holding 6,000 simulated
 * transmitters spread evenly over the three (each with the list of all nodes, moving to the next
 * when its node goes away). Then:
 *
 * 1. calls to `all` through the first node: the time until every transmitter has the call (each
 *    acknowledges on arrival), the API's p99 of reads meanwhile, the memory of each node and of
 *    PostgreSQL;
 * 2. one more call, and the last node killed with SIGKILL just after the call was accepted: the
 *    time until its transmitters are back ONLINE at the others (through the API) and until every
 *    transmitter has the call; pages lost and pages delivered twice;
 * 3. the same calls on one server on SQLite with as many transmitters, to compare.
 *
 * Usage: npm run network-scale -w bench [-- --transmitters 6000 --runs 3 --nodes 3 --swarms 3
 *   --port 8411 --sqlite-port 8421 --postgres-port 5641 --move-delay 2500 --kill-after 0
 *   --kill-at accepted|first-page
 *   --call-timeout 180 --skip-sqlite --skip-postgres --node-logs]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { seedLargeNetwork } from './lib/large-network.js';
import {
  postgresMemory,
  rssMegabytes,
  seedPostgres,
  startBenchPostgres,
  startNode,
  type NetworkNode,
} from './lib/network-nodes.js';
import type { NetworkSwarmConnect, NetworkSwarmReport } from './lib/network-swarm.js';
import { ADMIN_AUTH, READ_PATHS, startReadLoad } from './lib/read-load.js';
import { startSeededServer } from './lib/server.js';
import { median } from './lib/stats.js';

const { values } = parseArgs({
  options: {
    transmitters: { type: 'string', default: '6000' },
    runs: { type: 'string', default: '3' },
    nodes: { type: 'string', default: '3' },
    swarms: { type: 'string', default: '3' },
    port: { type: 'string', default: '8411' },
    'sqlite-port': { type: 'string', default: '8421' },
    'postgres-port': { type: 'string', default: '5641' },
    'move-delay': { type: 'string', default: '2500' },
    'kill-after': { type: 'string', default: '0' },
    'kill-at': { type: 'string', default: 'accepted' },
    'call-timeout': { type: 'string', default: '180' },
    'skip-sqlite': { type: 'boolean', default: false },
    'skip-postgres': { type: 'boolean', default: false },
    'node-logs': { type: 'boolean', default: false },
  },
});
const count = Number(values.transmitters);
const runs = Number(values.runs);
const nodeCount = Number(values.nodes);
const swarmCount = Number(values.swarms);
const firstPort = Number(values.port);
const sqlitePort = Number(values['sqlite-port']);
const postgresPort = Number(values['postgres-port']);
const moveDelayMs = Number(values['move-delay']);
const killAfterMs = Number(values['kill-after']);
/**
 * When the node dies: `accepted` (once POST /api/calls has answered) or `first-page` (once the
 * first transmitter anywhere has the call: its pages are written, some are on the air).
 */
const killAt = values['kill-at'];
if (killAt !== 'accepted' && killAt !== 'first-page')
  throw new Error('--kill-at is accepted or first-page');

const HERE = dirname(fileURLToPath(import.meta.url));
const CALL_TIMEOUT_MS = Number(values['call-timeout']) * 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => loadavg()[0]!.toFixed(1);
const names = Array.from({ length: count }, (_, index) => `tx${String(index).padStart(5, '0')}`);

/** Every message each transmitter received, counted per call (a marker in the text). */
class Arrivals {
  private readonly calls = new Map<
    string,
    { first: Map<string, number>; times: Map<string, number>; fromPort: Map<string, number> }
  >();

  receive = (name: string, text: string, at: number, port: number) => {
    const marker = /NET[0-9A-Z]+/.exec(text)?.[0];
    if (!marker) return;
    let call = this.calls.get(marker);
    if (!call) {
      call = { first: new Map(), times: new Map(), fromPort: new Map() };
      this.calls.set(marker, call);
    }
    if (!call.first.has(name)) {
      call.first.set(name, at);
      call.fromPort.set(name, port);
    }
    call.times.set(name, (call.times.get(name) ?? 0) + 1);
  };

  /** Waits until all `names` have the call (or the timeout); then what arrived. */
  async wait(marker: string, timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    while ((this.calls.get(marker)?.first.size ?? 0) < count && Date.now() < until) await sleep(50);
    return this.outcome(marker);
  }

  /** Waits until some transmitter has the call (or the timeout). */
  async waitForFirst(marker: string, timeoutMs: number) {
    const until = Date.now() + timeoutMs;
    while (!this.calls.has(marker) && Date.now() < until) await sleep(10);
  }

  outcome(marker: string) {
    const call = this.calls.get(marker);
    const first = call?.first ?? new Map<string, number>();
    const times = [...(call?.times.values() ?? [])];
    return {
      lastAt: Math.max(0, ...first.values()),
      missing: names.filter((name) => !first.has(name)),
      /** Transmitters that received the call more than once, and the surplus copies. */
      twice: times.filter((n) => n > 1).length,
      /** Per node port: how many had their first copy from it, and when the last of them did. */
      byPort: [...first].reduce((ports, [name, at]) => {
        const port = call!.fromPort.get(name)!;
        const entry = ports.get(port) ?? { count: 0, lastAt: 0 };
        ports.set(port, { count: entry.count + 1, lastAt: Math.max(entry.lastAt, at) });
        return ports;
      }, new Map<number, { count: number; lastAt: number }>()),
      surplus: times.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
      fromPort: call?.fromPort ?? new Map<string, number>(),
    };
  }
}

/** Where each transmitter is connected, after its latest handshake (the node's port). */
class Sessions {
  readonly port = new Map<string, { port: number; at: number }>();
  handshake = (name: string, at: number, port: number) => this.port.set(name, { port, at });
}

interface Swarm {
  child: ChildProcess;
  ready: Promise<void>;
  connect(): Promise<void>;
}

function startSwarm(
  transmitters: NetworkSwarmConnect['connect']['transmitters'],
  arrivals: Arrivals,
  sessions: Sessions,
): Swarm {
  const child = fork(join(HERE, 'lib/network-swarm.ts'), [], { execArgv: ['--import', 'tsx'] });
  let ready!: () => void;
  let online!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  const onlinePromise = new Promise<void>((resolve) => (online = resolve));
  child.on('message', (report: NetworkSwarmReport) => {
    if ('ready' in report) ready();
    else if ('online' in report) online();
    else if ('received' in report) report.received.forEach((entry) => arrivals.receive(...entry));
    else if ('handshakes' in report)
      report.handshakes.forEach((entry) => sessions.handshake(...entry));
  });
  return {
    child,
    ready: readyPromise,
    connect: () => {
      child.send({ connect: { transmitters, host: '127.0.0.1', moveDelayMs } });
      return onlinePromise;
    },
  };
}

/**
 * Transmitter `index` starts at node `index % nodes`; its list goes on with the other nodes in
 * an order that differs from one transmitter to the next, so a dead node's transmitters spread
 * evenly over the others. Swarm processes hold a mix of every node's transmitters.
 */
function startSwarms(ports: number[], arrivals: Arrivals, sessions: Sessions): Swarm[] {
  const shares: NetworkSwarmConnect['connect']['transmitters'][] = Array.from(
    { length: swarmCount },
    () => [],
  );
  names.forEach((name, index) => {
    const first = index % ports.length;
    const others = ports.filter((_, node) => node !== first);
    const turn = others.length > 0 ? Math.floor(index / ports.length) % others.length : 0;
    shares[Math.floor(index / ports.length) % swarmCount]!.push({
      name,
      authKey: `key${index}`,
      ports: [ports[first]!, ...others.slice(turn), ...others.slice(0, turn)],
    });
  });
  return shares.map((share) => startSwarm(share, arrivals, sessions));
}

interface Listed {
  status: string;
  nodeName: string | null;
}

/** ONLINE transmitters through the API of `base`, per node name. */
async function onlineByNode(base: string): Promise<Map<string, number>> {
  const response = await fetch(`${base}/api/transmitters`, {
    headers: { authorization: ADMIN_AUTH },
  });
  const list = (await response.json()) as Listed[];
  const byNode = new Map<string, number>();
  for (const { status, nodeName } of list) {
    if (status === 'ONLINE') byNode.set(nodeName ?? '?', (byNode.get(nodeName ?? '?') ?? 0) + 1);
  }
  return byNode;
}

const total = (byNode: Map<string, number>) => [...byNode.values()].reduce((a, b) => a + b, 0);

async function postCall(base: string, marker: string): Promise<number> {
  const response = await fetch(`${base}/api/calls`, {
    method: 'POST',
    headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({
      text: `ADMIN: ${marker}`,
      callSignNames: ['sub00000'],
      transmitterGroupNames: ['all'],
      emergency: false,
    }),
  });
  if (!response.ok) throw new Error(`POST /api/calls: ${response.status}`);
  return Date.now();
}

const newMarker = (label: string) => `NET${label}X${Date.now().toString(36).toUpperCase()}`;

interface CallFigures {
  deliveries: number[];
  p99: Record<string, number>[];
  duplicates: number;
  lost: number;
}

/** `runs` calls to `all` through `base`, one after the other, with the read load on `base`. */
async function measureCalls(base: string, arrivals: Arrivals): Promise<CallFigures> {
  const figures: CallFigures = { deliveries: [], p99: [], duplicates: 0, lost: 0 };
  for (let run = 1; run <= runs; run += 1) {
    const marker = newMarker(`R${run}`);
    const stopLoad = startReadLoad(base);
    await sleep(500);
    const sent = await postCall(base, marker);
    const outcome = await arrivals.wait(marker, CALL_TIMEOUT_MS);
    await sleep(500);
    figures.p99.push(await stopLoad());
    figures.deliveries.push(outcome.lastAt - sent);
    figures.lost += outcome.missing.length;
    figures.duplicates += arrivals.outcome(marker).surplus;
    console.log(
      `  run ${run}: every transmitter had the call after ${outcome.lastAt - sent} ms` +
        ` (missing ${outcome.missing.length}, load ${load()}; per node port: ${portSummary(outcome.byPort, sent)})`,
    );
    await sleep(1_000);
  }
  return figures;
}

const portSummary = (byPort: Map<number, { count: number; lastAt: number }>, since: number) =>
  [...byPort]
    .map(([port, { count: n, lastAt }]) => `${port}: ${n} by ${lastAt - since} ms`)
    .join(', ');

const medianP99 = (list: Record<string, number>[]) =>
  Object.fromEntries(READ_PATHS.map((path) => [path, median(list.map((p99) => p99[path]!))]));

/** Connects the swarms and waits until `base` lists every transmitter ONLINE. */
async function connectAll(swarms: Swarm[], base: string) {
  await Promise.all(swarms.map((swarm) => swarm.ready));
  const stopLoad = startReadLoad(base);
  const started = Date.now();
  await Promise.all(swarms.map((swarm) => swarm.connect()));
  const handshakesMs = Date.now() - started;
  let byNode = await onlineByNode(base);
  while (total(byNode) < count) {
    await sleep(250);
    byNode = await onlineByNode(base);
  }
  const allOnlineMs = Date.now() - started;
  const p99 = await stopLoad();
  return { handshakesMs, allOnlineMs, p99, byNode };
}

async function postgresNetwork(report: string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'dapnet-network-bench-'));
  const postgres = startBenchPostgres(folder, postgresPort);
  const nodes: NetworkNode[] = [];
  const swarms: Swarm[] = [];
  try {
    console.log(`PostgreSQL on port ${postgresPort}; seeding ${count} transmitters in "all" ...`);
    let started = Date.now();
    await seedPostgres(postgres.url, firstPort, (store) =>
      seedLargeNetwork(store, { transmitters: count, subscribers: 10, calls: 100 }),
    );
    const seedMs = Date.now() - started;
    started = Date.now();
    for (let node = 0; node < nodeCount; node += 1)
      nodes.push(
        await startNode(`node-${node + 1}`, firstPort + node, postgres.url, {
          logs: values['node-logs'],
        }),
      );
    console.log(`seeded in ${seedMs} ms; ${nodeCount} nodes started in ${Date.now() - started} ms`);
    await sleep(2_000);
    const idleRss = nodes.map((node) => rssMegabytes(node.pid));
    const idlePostgres = postgresMemory(folder);

    const arrivals = new Arrivals();
    const sessions = new Sessions();
    const ports = nodes.map((node) => node.transmitterPort);
    swarms.push(...startSwarms(ports, arrivals, sessions));
    const [entry] = nodes as [NetworkNode];
    const connecting = await connectAll(swarms, entry.url);
    console.log(
      `${count} connected: handshakes ${connecting.handshakesMs} ms, all ONLINE ${connecting.allOnlineMs} ms ` +
        `(${[...connecting.byNode].map(([node, n]) => `${node} ${n}`).join(', ')}; load ${load()})`,
    );
    await sleep(2_000);
    const connectedRss = nodes.map((node) => rssMegabytes(node.pid));

    console.log(`${runs} calls to "all" through ${entry.name}:`);
    const calls = await measureCalls(entry.url, arrivals);
    const callRss = nodes.map((node) => rssMegabytes(node.pid));
    const callPostgres = postgresMemory(folder);

    // One more call, and the last node killed just after it was accepted.
    const victim = nodes.at(-1)!;
    const victimPort = victim.transmitterPort;
    const victimsTransmitters = names.filter(
      (name) => sessions.port.get(name)?.port === victimPort,
    );
    const marker = newMarker('KILL');
    const stopLoad = startReadLoad(entry.url);
    await sleep(500);
    const sent = await postCall(entry.url, marker);
    if (killAt === 'first-page') await arrivals.waitForFirst(marker, CALL_TIMEOUT_MS);
    if (killAfterMs > 0) await sleep(killAfterMs);
    victim.kill();
    const killedAt = Date.now();
    console.log(
      `killed ${victim.name} (${victimsTransmitters.length} transmitters) ${killedAt - sent} ms after the call was accepted`,
    );
    const survivors = nodes.filter((node) => node !== victim);
    const backOnline = (async () => {
      for (;;) {
        const byNode = await onlineByNode(entry.url);
        if (!byNode.has(victim.name) && total(byNode) === count) return Date.now();
        if (Date.now() - killedAt > CALL_TIMEOUT_MS) return NaN;
        await sleep(250);
      }
    })();
    const arrived = await arrivals.wait(marker, CALL_TIMEOUT_MS);
    const onlineAt = await backOnline;
    const killP99 = await stopLoad();
    const movedAt = Math.max(...victimsTransmitters.map((name) => sessions.port.get(name)!.at));
    // Past the dead node's lease (20 s): late copies would show now, and the node that finds the
    // lease run out must not set the moved transmitters OFFLINE again.
    await sleep(Math.max(0, killedAt + 30_000 - Date.now()));
    const afterLease = arrivals.outcome(marker);
    const hadBeforeKill = victimsTransmitters.filter(
      (name) => afterLease.fromPort.get(name) === victimPort,
    ).length;
    const onlineAfterLease = await onlineByNode(entry.url);
    const afterKillRss = survivors.map((node) => rssMegabytes(node.pid));
    console.log(`  kill run per node port: ${portSummary(afterLease.byPort, sent)}`);
    console.log(
      `  back ONLINE at the others (API) after ${onlineAt - killedAt} ms; last handshake elsewhere ` +
        `${movedAt - killedAt} ms; every transmitter had the call ${arrived.lastAt - sent} ms after it was accepted`,
    );

    const perNode = (list: number[], of = nodes) =>
      list.map((mb, index) => `${of[index]!.name} ${mb}`).join(', ');
    report.push(
      `## PostgreSQL network: ${nodeCount} nodes, ${count} transmitters (load ${load()})`,
      '',
      `seed ${seedMs} ms; handshakes of ${count}: ${connecting.handshakesMs} ms; all ONLINE through ${entry.name}: ${connecting.allOnlineMs} ms`,
      `ONLINE per node: ${[...connecting.byNode].map(([node, n]) => `${node} ${n}`).join(', ')}`,
      `call to "all", every transmitter had it: median ${median(calls.deliveries)} ms (runs ${calls.deliveries.join(', ')}); lost ${calls.lost}, duplicates ${calls.duplicates}`,
      `node RSS MB idle: ${perNode(idleRss)}; connected: ${perNode(connectedRss)}; after the calls: ${perNode(callRss)}`,
      `PostgreSQL (${callPostgres.processes} processes) idle: VmRSS sum ${idlePostgres.rss} MB, PSS ${idlePostgres.pss} MB; after the calls: VmRSS sum ${callPostgres.rss} MB, PSS ${callPostgres.pss} MB`,
      `API p99 ms through ${entry.name}, connecting: ${JSON.stringify(connecting.p99)}; calls (median): ${JSON.stringify(medianP99(calls.p99))}; kill run: ${JSON.stringify(killP99)}`,
      '',
      `kill (--kill-at ${killAt}): ${victim.name} with ${victimsTransmitters.length} transmitters killed ${killedAt - sent} ms after the call was accepted; ${hadBeforeKill} of them had it from ${victim.name} before`,
      `  back ONLINE at the others (API): ${onlineAt - killedAt} ms after the kill; last handshake elsewhere ${movedAt - killedAt} ms`,
      `  every transmitter had the call: ${arrived.lastAt - sent} ms after it was accepted; lost ${afterLease.missing.length}; had it twice ${afterLease.twice} (surplus copies ${afterLease.surplus}, counted 30 s after the kill)`,
      `  first copies per node port: ${portSummary(afterLease.byPort, sent)}`,
      `  ONLINE 30 s after the kill: ${[...onlineAfterLease].map(([node, n]) => `${node} ${n}`).join(', ')}`,
      `  survivors' RSS MB after: ${perNode(afterKillRss, survivors)}`,
      '',
    );
  } finally {
    swarms.forEach((swarm) => swarm.child.kill());
    await Promise.all(nodes.map((node) => node.stop()));
    postgres.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function sqliteServer(report: string[]) {
  console.log(`\nSQLite: one server, seeding ${count} transmitters ...`);
  const server = await startSeededServer(
    sqlitePort,
    undefined,
    (store) => seedLargeNetwork(store, { transmitters: count, subscribers: 10, calls: 100 }),
    { DAPNET_DEMO: '0' },
  );
  const swarms: Swarm[] = [];
  try {
    await sleep(2_000);
    const idleRss = rssMegabytes(server.pid);
    const arrivals = new Arrivals();
    swarms.push(...startSwarms([sqlitePort + 20_000], arrivals, new Sessions()));
    const connecting = await connectAll(swarms, server.url);
    console.log(
      `${count} connected: handshakes ${connecting.handshakesMs} ms, all ONLINE ${connecting.allOnlineMs} ms (load ${load()})`,
    );
    await sleep(2_000);
    const connectedRss = rssMegabytes(server.pid);
    const calls = await measureCalls(server.url, arrivals);
    const callRss = rssMegabytes(server.pid);
    report.push(
      `## SQLite: one server, ${count} transmitters (load ${load()})`,
      '',
      `handshakes of ${count}: ${connecting.handshakesMs} ms; all ONLINE: ${connecting.allOnlineMs} ms`,
      `call to "all", every transmitter had it: median ${median(calls.deliveries)} ms (runs ${calls.deliveries.join(', ')}); lost ${calls.lost}, duplicates ${calls.duplicates}`,
      `server RSS MB idle ${idleRss}, connected ${connectedRss}, after the calls ${callRss}`,
      `API p99 ms, connecting: ${JSON.stringify(connecting.p99)}; calls (median): ${JSON.stringify(medianP99(calls.p99))}`,
      '',
    );
  } finally {
    swarms.forEach((swarm) => swarm.child.kill());
    server.stop();
  }
}

async function main(): Promise<void> {
  const report: string[] = [`started ${new Date().toISOString()}, load average ${load()}`, ''];
  try {
    if (!values['skip-postgres']) await postgresNetwork(report);
    if (!values['skip-sqlite']) await sqliteServer(report);
  } finally {
    console.log(`\n${report.join('\n')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
