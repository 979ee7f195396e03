/**
 * The demo network's transmitters on the air: the server connects a simulated transmitter to its
 * own transmitter endpoint, over real TCP, for every demo site that is meant to be ONLINE, so
 * their statuses, addresses and devices come from real sessions and the demo's calls reach them.
 * The OFFLINE sites stay away. The ERROR sites stay away too: the Core keeps ERROR after a broken
 * session, across restarts, so they show it without breaking the protocol (and filling the log)
 * at every start; `npm run transmitter -- --wrong-time-sync` shows how a transmitter gets there.
 * `npm run cluster` connects the same transmitters itself, spread over its nodes (cluster/).
 */
import type { AddressInfo } from 'node:net';
import type { Settings } from '../config.js';
import { seededDemoTransmitters } from '../demo/seed.js';
import { SITES } from '../demo/sites.js';
import type { Store, TransmitterRecord } from '../store/store.js';
import { describeMessage } from './decode.js';
import type { Endpoint } from './host-list.js';
import { SimulatedTransmitter, type SimulatorEvent } from './transmitter.js';

interface DemoLog {
  info(message: string): void;
  debug(message: string): void;
}

export interface DemoTransmittersOptions {
  settings: Pick<Settings, 'demoData' | 'demoTransmitters'>;
  store: Store;
  /** Where the transmitter endpoint listens; undefined when it is off. */
  endpoint: AddressInfo | undefined;
  log: DemoLog;
  /** How long start-up waits for them to be ONLINE (it goes on without the late ones). */
  waitMs?: number;
}

export interface DemoTransmitters {
  stop(): Promise<void>;
}

/** A demo transmitter whose session broke reconnects, as UniPager does, after 2.5 s and more. */
const RECONNECT_DELAY_MS = 2_500;

/**
 * The demo transmitters that should be on the air. Only records that still have the demo's auth
 * key: a real transmitter of the same name, or one an admin has given a new key or DISABLED, is
 * left alone.
 */
export async function demoTransmittersOnAir(store: Store): Promise<TransmitterRecord[]> {
  const seeded = new Map(seededDemoTransmitters().map((record) => [record.name, record]));
  const chosen: TransmitterRecord[] = [];
  for (const site of SITES.filter(({ status }) => status === 'ONLINE')) {
    const record = await store.transmitters.get(site.name);
    const demo = seeded.get(site.name);
    if (record && demo && record.status !== 'DISABLED' && record.authKey === demo.authKey) {
      chosen.push(demo);
    }
  }
  return chosen;
}

/** A listening address as a client on this machine reaches it (an "any address" one on loopback). */
export function reachableHost(address: string): string {
  if (address === '0.0.0.0') return '127.0.0.1';
  if (address === '::') return '::1';
  return address;
}

/**
 * Connects a simulated transmitter for each demo record, as the demo's transmitter software:
 * `hostsOf` gives each its servers (one, or a network's nodes to go round when one goes away).
 */
export function connectDemoTransmitters(
  records: TransmitterRecord[],
  hostsOf: (index: number) => Endpoint[],
  onEvent: (record: TransmitterRecord, event: SimulatorEvent) => void,
): SimulatedTransmitter[] {
  return records.map((record, index) =>
    new SimulatedTransmitter({
      name: record.name,
      authKey: record.authKey,
      hosts: hostsOf(index),
      device: record.deviceType ?? 'UniPager',
      version: record.deviceVersion ?? '1.0.3',
      reconnectDelayMs: RECONNECT_DELAY_MS,
      onEvent: (event) => onEvent(record, event),
    }).start(),
  );
}

/** Waits until each named transmitter is ONLINE in the store, or until the deadline. */
async function untilOnline(store: Store, names: string[], deadline: number): Promise<string[]> {
  let waiting = names;
  while (waiting.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const statuses = await Promise.all(
      waiting.map(async (name) => (await store.transmitters.get(name))?.status),
    );
    waiting = waiting.filter((_, index) => statuses[index] !== 'ONLINE');
  }
  return waiting;
}

/**
 * With demo data, an open endpoint and DAPNET_DEMO_TRANSMITTERS on, connects the demo's
 * simulated transmitters and resolves when the store shows them ONLINE (at most `waitMs`), so
 * the first page a browser loads already shows the demo as it is meant to be.
 */
export async function startDemoTransmitters(
  options: DemoTransmittersOptions,
): Promise<DemoTransmitters | undefined> {
  const { settings, store, endpoint, log, waitMs = 5_000 } = options;
  if (!settings.demoData || !settings.demoTransmitters || !endpoint) return undefined;
  const deadline = Date.now() + waitMs;
  const records = await demoTransmittersOnAir(store);
  const own = [{ host: reachableHost(endpoint.address), port: endpoint.port }];
  const transmitters = connectDemoTransmitters(
    records,
    () => own,
    (record, event) => {
      if (event.kind === 'message') {
        log.debug(`Demo transmitter ${record.name} on air: ${describeMessage(event.message)}`);
      }
    },
  );
  const names = records.map((record) => record.name);
  const late = await untilOnline(store, names, deadline);
  log.info(
    `Demo: ${transmitters.length} simulated transmitters connected` +
      (late.length > 0 ? ` (not online in time: ${late.join(', ')})` : ''),
  );
  return {
    stop: async () => {
      await Promise.all(transmitters.map((transmitter) => transmitter.close()));
    },
  };
}
