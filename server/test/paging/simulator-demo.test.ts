/**
 * The demo's simulated transmitters: with demo data the server connects one for every ONLINE
 * demo site over real TCP, before it answers HTTP, and none for the others or when switched off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrapDatabase } from '../../src/bootstrap.js';
import { openDatabase } from '../../src/db/database.js';
import { SITES } from '../../src/demo/sites.js';
import { createPagingNode, type PagingNode } from '../../src/paging/paging-node.js';
import { startDemoTransmitters, type DemoTransmitters } from '../../src/simulator/demo.js';
import { createStore, type Store } from '../../src/store/store.js';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const settings = { host: '127.0.0.1', transmitterPort: 0, nodeName: 'db0dbn' };

let dir: string;
let store: Store;
let closeDb: () => Promise<void>;
let node: PagingNode;
let demo: DemoTransmitters | undefined;
const ERROR_SITE = SITES.find((site) => site.status === 'ERROR')!.name;
const EDITED_SITE = SITES.filter((site) => site.status === 'ONLINE')[1]!.name;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dapnet-demo-sim-'));
  const db = await openDatabase(join(dir, 'test.sqlite'));
  store = createStore(db);
  closeDb = () => db.close();
  await bootstrapDatabase(store, { adminPassword: 'admin', demoData: true, port: 0 });
  // An admin gave this one a new key: the demo must not connect as it any more.
  await store.transmitters.put({
    ...(await store.transmitters.get(EDITED_SITE))!,
    authKey: 'changedKey1',
  });
  node = await createPagingNode(store, settings, { port: 0, liveStateDelayMs: 5 });
  const endpoint = await node.start(silent);
  demo = await startDemoTransmitters({
    settings: { demoData: true, demoTransmitters: true },
    store,
    endpoint,
    log: silent,
  });
});

afterAll(async () => {
  await demo?.stop();
  await node.stop();
  await closeDb();
  rmSync(dir, { recursive: true, force: true });
});

describe('the demo transmitters', () => {
  it('are ONLINE from real sessions when start-up finishes, with their address and device', async () => {
    const online = SITES.filter((site) => site.status === 'ONLINE' && site.name !== EDITED_SITE);
    for (const site of online) {
      const record = (await store.transmitters.get(site.name))!;
      expect(record.status, site.name).toBe('ONLINE');
      expect(record.address?.ip_addr).toBe('127.0.0.1');
      expect(record.connectedSince).not.toBeNull();
      expect(record.nodeName).toBe('db0dbn');
    }
    expect(new Set(node.endpoint!.connectedNames())).toEqual(
      new Set(online.map((site) => site.name)),
    );
  });

  it('leave the OFFLINE and ERROR sites and a transmitter with a changed key alone', async () => {
    const connected = node.endpoint!.connectedNames();
    for (const site of SITES.filter((site) => site.status !== 'ONLINE')) {
      expect(connected).not.toContain(site.name);
    }
    expect(connected).not.toContain(EDITED_SITE);
    expect((await store.transmitters.get(EDITED_SITE))!.status).toBe('OFFLINE');
    expect((await store.transmitters.get(ERROR_SITE))!.status).toBe('ERROR');
  });

  it('are not started when switched off or without an endpoint', async () => {
    const endpoint = { address: '127.0.0.1', family: 'IPv4', port: 1 };
    const off = { demoData: true, demoTransmitters: false };
    expect(
      await startDemoTransmitters({ settings: off, store, endpoint, log: silent }),
    ).toBeUndefined();
    const on = { demoData: true, demoTransmitters: true };
    expect(
      await startDemoTransmitters({ settings: on, store, endpoint: undefined, log: silent }),
    ).toBeUndefined();
  });
});
