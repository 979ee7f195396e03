/**
 * Three nodes of a network, each its own process on one PostgreSQL database, as an operator runs
 * them: they start together on an empty database, a call accepted by one reaches transmitters on
 * the two others over real TCP, and a node killed with SIGKILL loses no page: its transmitters go
 * OFFLINE on the others within 30 s, and a page it had on the air reaches its transmitter once
 * after it reconnects to another node.
 */
import { freePort } from '../helpers/ports.js';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_CALL_COUNT } from '../../src/demo/calls.js';
import { SimulatedTransmitter, type AckBehaviour } from '../../src/simulator/transmitter.js';
import {
  ADMIN,
  createGroup,
  createSubscriber,
  createTransmitter,
  postCall,
} from '../helpers/fixtures.js';
import { launchServer, type ServerProcess } from '../helpers/server-process.js';
import { request } from '../helpers/server.js';
import { postgresServer } from '../helpers/test-database.js';

interface Node {
  name: string;
  process: ServerProcess;
  transmitterPort: number;
}

const DATABASE = `network_${process.pid}`;
const nodes: Node[] = [];
const simulators: SimulatedTransmitter[] = [];
/** The sessions of the call test, for the takeover test after it. */
const across: Record<string, SimulatedTransmitter> = {};

async function onServer(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client(postgresServer());
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

const a = () => nodes[0]!;
const b = () => nodes[1]!;
const c = () => nodes[2]!;

function connect(name: string, node: Node, ack?: AckBehaviour): SimulatedTransmitter {
  const simulator = new SimulatedTransmitter({
    name,
    authKey: 'secret1',
    host: '127.0.0.1',
    port: node.transmitterPort,
    ack,
  }).start();
  simulators.push(simulator);
  return simulator;
}

/** A transmitter as node `node` shows it. */
async function transmitter(node: Node, name: string) {
  return (await request(node.process, 'GET', `/api/transmitters/${name}`, { auth: ADMIN }))
    .body as {
    status: string;
    nodeName: string | null;
  };
}

beforeAll(async () => {
  await onServer((client) => client.query(`CREATE DATABASE ${DATABASE}`));
  const url = new URL(postgresServer()!);
  url.pathname = `/${DATABASE}`;
  const started = await Promise.all(
    ['node-a', 'node-b', 'node-c'].map(async (name) => {
      const transmitterPort = await freePort();
      const process = await launchServer({
        env: {
          DAPNET_DATABASE_URL: url.toString(),
          DAPNET_NODE_NAME: name,
          DAPNET_TRANSMITTER_PORT: String(transmitterPort),
          DAPNET_DEMO: '1',
          DAPNET_DEMO_TRANSMITTERS: '0',
        },
      });
      return { name, process, transmitterPort };
    }),
  );
  nodes.push(...started);
}, 90_000);

afterAll(async () => {
  await Promise.all(simulators.map((simulator) => simulator.close()));
  await Promise.all(nodes.map((node) => node.process.stop()));
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
});

it('fills an empty database once when three nodes start on it at the same moment', async () => {
  for (const node of nodes) {
    const calls = await request(node.process, 'GET', '/api/calls', { auth: ADMIN });
    expect(calls.status).toBe(200);
    expect(calls.body).toHaveLength(DEMO_CALL_COUNT);
  }
  const users = await request(a().process, 'GET', '/api/users', { auth: ADMIN });
  expect(users.body.filter((user: { name: string }) => user.name === 'admin')).toHaveLength(1);
});

it('delivers a call posted on one node to transmitters connected to the two others', async () => {
  await createTransmitter(a().process, 'netb', { ownerNames: ['admin'] });
  await createTransmitter(a().process, 'netc', { ownerNames: ['admin'] });
  await createGroup(a().process, 'netgroup', ['netb', 'netc'], { ownerNames: ['admin'] });
  await createSubscriber(a().process, 'netsub', {
    ownerNames: ['admin'],
    pagers: [{ number: 424242, name: 'Skyper' }],
  });
  const onB = connect('netb', b());
  const onC = connect('netc', c());
  Object.assign(across, { onB, onC });
  await Promise.all([onB.handshake(), onC.handshake()]);
  // Node A, which holds neither session, shows each ONLINE at the node that holds it.
  await expect
    .poll(() => transmitter(a(), 'netb'))
    .toMatchObject({
      status: 'ONLINE',
      nodeName: 'node-b',
    });
  await expect
    .poll(() => transmitter(a(), 'netc'))
    .toMatchObject({
      status: 'ONLINE',
      nodeName: 'node-c',
    });

  const call = await postCall(a().process, ADMIN, ['netsub'], ['netgroup'], {
    text: 'across the network',
  });
  const match = (message: { text: string }) => message.text.includes('across the network');
  const [atB, atC] = await Promise.all([onB.waitForMessage(match), onC.waitForMessage(match)]);
  expect(atB.ric).toBe(424242);
  expect(atC.ric).toBe(424242);
  await expect
    .poll(
      async () =>
        (await request(a().process, 'GET', `/monitor/receipts/calls/${call.id}`, { auth: ADMIN }))
          .body.receipt,
    )
    .toMatchObject({ total: 2, acknowledged: 2 });

  // A test page through a transmitter of another node is sent by that node.
  const test = await request(a().process, 'POST', '/api/transmitterControl/sendTestPage/netb', {
    auth: ADMIN,
    body: { ric: 777, text: 'test through node b' },
  });
  expect(test.body).toEqual({ queued: true });
  const page = await onB.waitForMessage((message) => message.text.includes('through node b'));
  expect(page.ric).toBe(777);
});

it('hands a transmitter that logs in at another node over at once', async () => {
  const atA = connect('netc', a());
  await atA.handshake();
  // Node C ends its session of netc, and does not write OFFLINE over node A's ONLINE.
  await expect.poll(() => across.onC!.online).toBe(false);
  await expect
    .poll(() => transmitter(b(), 'netc'))
    .toMatchObject({
      status: 'ONLINE',
      nodeName: 'node-a',
    });
  await new Promise((done) => setTimeout(done, 500));
  expect(await transmitter(c(), 'netc')).toMatchObject({ status: 'ONLINE', nodeName: 'node-a' });
});

it('loses no page when a node is killed: its transmitters go OFFLINE and get the page elsewhere', async () => {
  await createTransmitter(a().process, 'netk', { ownerNames: ['admin'] });
  await createGroup(a().process, 'killgroup', ['netk'], { ownerNames: ['admin'] });
  // netk takes the page from node B and drops the connection without acknowledging it.
  const first = connect('netk', b(), { dropAfter: 1 });
  await first.handshake();
  await expect.poll(() => transmitter(a(), 'netk')).toMatchObject({ nodeName: 'node-b' });
  const call = await postCall(a().process, ADMIN, ['netsub'], ['killgroup'], {
    text: 'unacknowledged',
  });
  const unacknowledged = (message: { text: string }) => message.text.includes('unacknowledged');
  await first.waitForMessage(unacknowledged);
  expect(first.messages.at(-1)?.answer).toBe('drop');

  // Node B dies with netb still connected; nobody tells the others.
  const killedAt = Date.now();
  b().process.child.kill('SIGKILL');
  await expect
    .poll(async () => (await transmitter(a(), 'netb')).status, { timeout: 30_000, interval: 500 })
    .toBe('OFFLINE');
  const offlineAfter = Date.now() - killedAt;
  expect(offlineAfter).toBeLessThan(30_000);

  // netk reconnects to node C: the page comes again, once, and is acknowledged there.
  const second = connect('netk', c());
  const again = await second.waitForMessage(unacknowledged);
  expect(again.answer).toBe('success');
  // Once node C has recorded the acknowledgement, no node sends the page again.
  await expect
    .poll(
      async () =>
        (await request(a().process, 'GET', `/monitor/receipts/calls/${call.id}`, { auth: ADMIN }))
          .body.receipt,
    )
    .toMatchObject({ total: 1, acknowledged: 1 });
  await second.close();
  // Reconnected once more (to node A), it gets nothing: the page was acknowledged.
  const third = connect('netk', a());
  await third.handshake();
  await new Promise((done) => setTimeout(done, 1_000));
  expect(third.messages.filter(unacknowledged)).toEqual([]);
}, 60_000);
