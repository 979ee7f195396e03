/**
 * The simulator with several servers, as transmitter software given a network's nodes: over real
 * TCP against two real transmitter endpoints, it moves to the other node when its node goes away,
 * and back again when that one goes away in turn; a node that refuses the connection is skipped.
 */
import { freePort } from '../helpers/ports.js';
import { transmitterRecord } from '../helpers/records.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrapDatabase } from '../../src/bootstrap.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { TransmitterEndpoint } from '../../src/paging/endpoint.js';
import { parseHostList, rotate } from '../../src/simulator/host-list.js';
import { SimulatedTransmitter, type SimulatorEvent } from '../../src/simulator/transmitter.js';
import { createStore, type Store } from '../../src/store/store.js';

const silent = { debug() {}, info() {}, warn() {}, error() {} };

let dir: string;
let db: Database;
let store: Store;
const endpoints: TransmitterEndpoint[] = [];
const simulators: SimulatedTransmitter[] = [];

/** A node's transmitter endpoint on `port` (0: a free one). */
async function node(nodeName: string, port = 0) {
  const endpoint = new TransmitterEndpoint({
    store,
    log: silent,
    nodeName,
    syncRounds: 2,
    liveStateDelayMs: 1,
  });
  endpoints.push(endpoint);
  const address = await endpoint.listen(port, '127.0.0.1');
  return { endpoint, port: address.port };
}

/** A port nothing listens on: connecting to it is refused. */
const closedPort = freePort;

const nodeNameOf = async (name: string) => (await store.transmitters.get(name))?.nodeName;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dapnet-host-list-'));
  db = await openDatabase(join(dir, 'test.sqlite'));
  store = createStore(db);
  await bootstrapDatabase(store, { adminPassword: 'admin', demoData: false, port: 0 });
  await store.transmitters.put(transmitterRecord('db0two', 'twokey1'));
});

afterEach(async () => {
  await Promise.all(simulators.splice(0).map((sim) => sim.close()));
  await Promise.all(endpoints.splice(0).map((endpoint) => endpoint.close()));
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

function simulator(hosts: { host: string; port: number }[], events: SimulatorEvent[] = []) {
  const sim = new SimulatedTransmitter({
    name: 'db0two',
    authKey: 'twokey1',
    hosts,
    reconnectDelayMs: 20,
    onEvent: (event) => events.push(event),
  }).start();
  simulators.push(sim);
  return sim;
}

describe('a simulated transmitter with a list of nodes', () => {
  it('moves to the next node when its node goes away, and back when that one goes', async () => {
    const a = await node('node-a');
    const b = await node('node-b');
    const sim = simulator([
      { host: '127.0.0.1', port: a.port },
      { host: '127.0.0.1', port: b.port },
    ]);
    await sim.handshake();
    await expect.poll(() => a.endpoint.connectedNames()).toEqual(['db0two']);
    expect(await nodeNameOf('db0two')).toBe('node-a');

    // Node A stops: the transmitter comes back on node B.
    await a.endpoint.close();
    await expect.poll(() => b.endpoint.connectedNames()).toEqual(['db0two']);
    expect(sim.endpoint.port).toBe(b.port);
    await expect.poll(() => nodeNameOf('db0two')).toBe('node-b');

    // Node A is back on its port and node B stops: round robin leads back to A.
    const again = await node('node-a', a.port);
    await b.endpoint.close();
    await expect.poll(() => again.endpoint.connectedNames()).toEqual(['db0two']);
    await expect.poll(() => nodeNameOf('db0two')).toBe('node-a');
    expect(sim.online).toBe(true);
  });

  it('skips a node that refuses the connection and says where it goes next', async () => {
    const dead = await closedPort();
    const b = await node('node-b');
    const events: SimulatorEvent[] = [];
    simulator(
      [
        { host: '127.0.0.1', port: dead },
        { host: '127.0.0.1', port: b.port },
      ],
      events,
    );
    await expect.poll(() => b.endpoint.connectedNames()).toEqual(['db0two']);
    expect(events.find((event) => event.kind === 'disconnected')).toMatchObject({
      next: { host: '127.0.0.1', port: b.port },
    });
    const connects = events.filter((event) => event.kind === 'connected');
    expect(connects).toEqual([{ kind: 'connected', host: '127.0.0.1', port: b.port }]);
  });

  it('with one server, reconnects to that server as before', async () => {
    const a = await node('node-a');
    const sim = new SimulatedTransmitter({
      name: 'db0two',
      authKey: 'twokey1',
      host: '127.0.0.1',
      port: a.port,
      reconnectDelayMs: 20,
    }).start();
    simulators.push(sim);
    await sim.handshake();
    await a.endpoint.close();
    const back = await node('node-a', a.port);
    await expect.poll(() => back.endpoint.connectedNames()).toEqual(['db0two']);
    expect(sim.endpoint).toEqual({ host: '127.0.0.1', port: a.port });
  });
});

describe('the --host list', () => {
  it('reads hosts with and without ports, IPv6 in brackets', () => {
    expect(parseHostList('a.example.org:43435, b.example.org,[::1]:43436,::1', 43434)).toEqual([
      { host: 'a.example.org', port: 43435 },
      { host: 'b.example.org', port: 43434 },
      { host: '::1', port: 43436 },
      { host: '::1', port: 43434 },
    ]);
    expect(parseHostList('localhost', 5000)).toEqual([{ host: 'localhost', port: 5000 }]);
  });

  it('refuses an empty host or a port that is not one', () => {
    expect(() => parseHostList('a:1,,b', 43434)).toThrow('empty host');
    expect(() => parseHostList('a:99999', 43434)).toThrow('"a:99999" has no valid port');
    expect(() => parseHostList('a:', 43434)).toThrow('no valid port');
    expect(() => parseHostList(':43434', 43434)).toThrow('no host');
  });

  it('gives each transmitter of a group another first node', () => {
    expect(rotate(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(rotate(['a', 'b', 'c'], 4)).toEqual(['b', 'c', 'a']);
  });
});
