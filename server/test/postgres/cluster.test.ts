/**
 * `npm run cluster`'s network, started as the command starts it: three compiled server processes
 * on one PostgreSQL database, and the demo's simulated transmitters run by the cluster. Each node
 * answers, the transmitters spread over all three, and those of a node killed with SIGKILL come
 * back ONLINE on the others.
 */
import { execFileSync } from 'node:child_process';
import { freePort } from '../helpers/ports.js';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchCluster, type Cluster } from '../../src/cluster/cluster.js';
import { nodeName, type NodePlan } from '../../src/cluster/cluster-plan.js';
import { startClusterDemo, type ClusterDemo } from '../../src/cluster/demo-transmitters.js';
import { ADMIN } from '../helpers/fixtures.js';
import { SERVER_DIR } from '../helpers/server-process.js';
import { request } from '../helpers/server.js';

const DATABASE = `cluster_${process.pid}`;
let databaseUrl: string;
let cluster: Cluster | undefined;
let demo: ClusterDemo | undefined;
const output: string[] = [];

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(inject('postgresUrl'));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // The compiled server, as `npm run cluster` builds it first.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'pipe' });
  await onServer((client) => client.query(`CREATE DATABASE ${DATABASE}`));
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${DATABASE}`;
  databaseUrl = url.toString();
  const nodes: NodePlan[] = [];
  for (let index = 0; index < 3; index++) {
    nodes.push({
      name: nodeName(index),
      port: await freePort(),
      transmitterPort: await freePort(),
    });
  }
  cluster = launchCluster({
    nodes,
    databaseUrl,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DAPNET_DEMO: '1',
      DAPNET_DEMO_TRANSMITTERS: '1',
      DAPNET_ADMIN_PASSWORD: '',
      DAPNET_WEB_DIST: resolve(SERVER_DIR, 'no-web-dist'),
      DAPNET_DB: join(SERVER_DIR, 'unused.sqlite'),
      LOG_LEVEL: 'warn',
    },
    command: [process.execPath, join(SERVER_DIR, 'dist/main.js')],
    print: (node, line) => output.push(`[${node}] ${line}`),
    startTimeoutMs: 25_000,
  });
  await cluster.ready;
  demo = await startClusterDemo({
    databaseUrl,
    nodes: cluster.endpoints,
    messages: false,
    print: (line) => output.push(`[demo] ${line}`),
  });
}, 60_000);

afterAll(async () => {
  await demo?.stop();
  await cluster?.stop();
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
});

interface Listed {
  name: string;
  status: string;
  nodeName: string | null;
}

/** The ONLINE transmitters' node names, as one node lists them. */
async function onlineNodes(url: string): Promise<Map<string, string | null>> {
  const { body } = await request<Listed[]>({ url }, 'GET', '/api/transmitters', { auth: ADMIN });
  return new Map(
    body.filter((each) => each.status === 'ONLINE').map((each) => [each.name, each.nodeName]),
  );
}

it('starts three nodes on one database, one admin, the demo transmitters spread over them', async () => {
  const [a, b, c] = cluster!.nodes;
  for (const node of [a!, b!, c!]) {
    expect((await fetch(`${node.url}/healthz`)).status).toBe(200);
  }
  // One of them created the database and printed the admin password.
  expect(cluster!.adminLogin()).toBe('Admin login: admin / admin');
  expect(demo!.count).toBeGreaterThan(6);

  // Read through the third node: each transmitter ONLINE on the node it connected to.
  const onNodes = async () =>
    [...(await onlineNodes(c!.url)).values()].filter((node) => /^node-[abc]$/.test(node ?? ''));
  await expect.poll(async () => (await onNodes()).length, { timeout: 10_000 }).toBe(demo!.count);
  const spread = [...(await onlineNodes(a!.url)).values()];
  for (const name of ['node-a', 'node-b', 'node-c']) {
    expect(spread.filter((node) => node === name).length).toBeGreaterThanOrEqual(
      Math.floor(demo!.count / 3),
    );
  }
}, 20_000);

it('moves the transmitters of a node killed with SIGKILL to the others', async () => {
  const [a, b] = cluster!.nodes;
  const before = await onlineNodes(a!.url);
  const onB = [...before].filter(([, node]) => node === 'node-b').map(([name]) => name);
  expect(onB.length).toBeGreaterThan(0);

  b!.process.child.kill('SIGKILL');
  await b!.process.exited;
  // Each reconnects to the node after node-b in its list, 2.5 s after the drop.
  await expect
    .poll(
      async () => {
        const now = await onlineNodes(a!.url);
        return onB.map((name) => now.get(name));
      },
      { timeout: 12_000, interval: 250 },
    )
    .toEqual(onB.map(() => expect.stringMatching(/^node-[ac]$/)));
  expect(output.some((line) => /\[demo\] \w+ lost its node, trying node-[ac]/.test(line))).toBe(
    true,
  );
}, 20_000);
