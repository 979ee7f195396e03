/**
 * The simulator library against the real transmitter endpoint over TCP: it completes the
 * handshake, is refused with the Core's line for a wrong key, and its acknowledgement options
 * (retry, drop and reconnect, a broken time sync) do to the server what they say.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrapDatabase } from '../../src/bootstrap.js';
import { openDatabase } from '../../src/db/database.js';
import { TransmitterEndpoint } from '../../src/paging/endpoint.js';
import type { PagerMessage } from '../../src/paging/pager-message.js';
import { SimulatedTransmitter, type SimulatorOptions } from '../../src/simulator/transmitter.js';
import { createStore, type Store } from '../../src/store/store.js';
import { transmitterRecord as transmitter } from '../helpers/records.js';

const silent = { debug() {}, info() {}, warn() {}, error() {} };

const call = (ric: number, text: string): PagerMessage => ({
  priority: 'CALL',
  createdAt: Date.now(),
  type: 6,
  speed: 1,
  ric,
  function: 3,
  text,
  source: 'call',
});

let dir: string;
let store: Store;
let close: () => Promise<void>;
let endpoint: TransmitterEndpoint;
let port: number;
const simulators: SimulatedTransmitter[] = [];

function simulator(options: Partial<SimulatorOptions> = {}) {
  const sim = new SimulatedTransmitter({
    name: 'db0sim',
    authKey: 'simkey1',
    host: '127.0.0.1',
    port,
    device: 'RasPager',
    version: '1.0.4',
    ...options,
  }).start();
  simulators.push(sim);
  return sim;
}

const statusOf = async (name: string) => (await store.transmitters.get(name))?.status;

/** The server counts a session online once it has read the handshake's last `+`, a moment later. */
async function online(sim: SimulatedTransmitter) {
  await sim.handshake();
  await expect.poll(() => endpoint.connectedNames()).toContain(sim.name);
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dapnet-simulator-'));
  const db = await openDatabase(join(dir, 'test.sqlite'));
  store = createStore(db);
  await bootstrapDatabase(store, { adminPassword: 'admin', demoData: false, port: 0 });
  await store.transmitters.put(transmitter('db0sim', 'simkey1'));
  endpoint = new TransmitterEndpoint({
    store,
    log: silent,
    nodeName: 'local',
    syncRounds: 2,
    liveStateDelayMs: 1,
  });
  port = (await endpoint.listen(0, '127.0.0.1')).port;
  close = () => db.close();
});

afterEach(async () => {
  await Promise.all(simulators.splice(0).map((sim) => sim.close()));
  await endpoint.close();
  await close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the simulated transmitter against the real endpoint', () => {
  it('completes the handshake, shows ONLINE with its device, and acknowledges a message', async () => {
    const sim = simulator();
    await sim.handshake();
    expect(sim.timeSlots).toBe('048C');
    await expect.poll(() => statusOf('db0sim')).toBe('ONLINE');
    expect(await store.transmitters.get('db0sim')).toMatchObject({
      deviceType: 'RasPager',
      deviceVersion: '1.0.4',
      address: { ip_addr: '127.0.0.1' },
    });

    expect(endpoint.send(['db0sim'], call(0x3039, 'Meet at 10:30'))).toEqual(['db0sim']);
    const received = await sim.waitForMessage({ ric: 12345 });
    expect(received).toMatchObject({ text: 'Meet at 10:30', function: 3, answer: 'success' });
    await expect
      .poll(async () => (await endpoint.monitor.transmitter('db0sim')).lastHour.sent)
      .toBe(1);
  });

  it('is refused with the Core line for a wrong key, and does not come back', async () => {
    const sim = simulator({ authKey: 'wrongkey', reconnectDelayMs: 20 });
    await expect(sim.handshake()).rejects.toThrow('7 Invalid credentials');
    expect(sim.refusal).toBe('Invalid credentials');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sim.online).toBe(false);
    expect(await statusOf('db0sim')).toBe('OFFLINE');
  });

  it('asks for retries before acknowledging, when told to', async () => {
    const sim = simulator({ ack: { retries: 2 } });
    await online(sim);
    endpoint.send(['db0sim'], call(1234, 'again'));
    await sim.waitForMessage((message) => message.answer === 'success');
    expect(sim.messages.map((message) => message.answer)).toEqual(['retry', 'retry', 'success']);
    expect(new Set(sim.messages.map((message) => message.sequence)).size).toBe(1);
  });

  it('drops the connection when told to and reconnects after its back-off', async () => {
    let handshakes = 0;
    const sim = simulator({
      ack: { dropAfter: 1 },
      reconnectDelayMs: 20,
      onEvent: (event) => void (event.kind === 'handshake' && (handshakes += 1)),
    });
    await online(sim);
    endpoint.send(['db0sim'], call(1234, 'drop me'));
    await sim.waitForMessage((message) => message.answer === 'drop');
    sim.setAck({});
    await expect.poll(() => handshakes).toBe(2);
    await online(sim);
    endpoint.send(['db0sim'], call(1234, 'welcome back'));
    await expect(sim.waitForMessage({ text: 'welcome back' })).resolves.toMatchObject({
      answer: 'success',
    });
  });

  it('breaks the time sync when told to, and the transmitter shows ERROR', async () => {
    const sim = simulator({ wrongTimeSync: true });
    await expect(sim.handshake()).rejects.toThrow('connection closed');
    await expect.poll(() => statusOf('db0sim')).toBe('ERROR');
  });
});
