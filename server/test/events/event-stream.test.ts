/**
 * GET /monitor/events over real HTTP, with the paging node's real TCP endpoint, a simulated
 * transmitter and the real SQLite store: what each reader's stream carries (as the API would show
 * it to them), resumption with Last-Event-ID, and who may open one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createNetworkEvents } from '../../src/events/network-events.js';
import { createPagingNode, type PagingNode } from '../../src/paging/paging-node.js';
import { SimulatedTransmitter } from '../../src/simulator/transmitter.js';
import { expectError } from '../helpers/expectations.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createGroup,
  createRubric,
  createSubscriber,
  createTransmitter,
  createUser,
  postCall,
  postNews,
  type Credentials,
} from '../helpers/fixtures.js';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { StreamReader } from './stream-reader.js';

let node: PagingNode;
let server: TestServer;
let transmitterPort: number;
let owner: Credentials;
let other: Credentials;
const open: StreamReader[] = [];
const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

async function stream(credentials: Credentials, lastEventId?: string) {
  const { reader } = await StreamReader.open(server.url, credentials, lastEventId);
  open.push(reader);
  expect(reader.status).toBe(200);
  // The first block carries the resume point.
  await expect.poll(() => reader.lastId).toBeDefined();
  return reader;
}

beforeAll(async () => {
  server = await startServer({
    parts: async (store, settings) => {
      const networkEvents = createNetworkEvents();
      node = await createPagingNode(store, settings, { port: 0, syncRounds: 1, networkEvents });
      return {
        app: { paging: node.events, monitor: node.monitor, networkEvents },
        start: async () => {
          transmitterPort = (await node.start(silent))!.port;
        },
        stop: () => node.stop(),
      };
    },
  });
  ({ owner, other } = await createCast(server));
  await createTransmitter(server, 'tx1');
  await createGroup(server, 'club', ['tx1']);
  await createSubscriber(server, 'dl1own', { ownerNames: ['owner'] });
  await createSubscriber(server, 'dl2oth', { ownerNames: ['other'] });
});

afterEach(() => {
  for (const reader of open.splice(0)) reader.close();
});

afterAll(() => server.close());

describe('who may open a stream', () => {
  it('answers a guest and wrong credentials with 401 in the Core error shape', async () => {
    for (const credentials of [undefined, WRONG]) {
      const headers: Record<string, string> = {};
      const response = await request(server, 'GET', '/monitor/events', {
        auth: credentials,
        headers,
      });
      expectError(response, 4010);
    }
  });

  it('streams to a signed-in user with the headers proxies need', async () => {
    const { reader, response } = await StreamReader.open(server.url, other);
    open.push(reader);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('cache-control')).toMatch(/no-cache/);
  });

  it('counts open streams in dapnet_event_streams_open', async () => {
    await stream(other);
    await stream(owner);
    const metrics = await request(server, 'GET', '/metrics');
    expect(metrics.text).toMatch(/^dapnet_event_streams_open 2$/m);
  });
});

describe('transmitter status', () => {
  it('tells every reader when a simulated transmitter connects and drops, addresses as the API shows them', async () => {
    const admin = await stream(ADMIN);
    const own = await stream(owner);
    const others = await stream(other);
    const transmitter = new SimulatedTransmitter({
      name: 'tx1',
      authKey: 'secret1',
      host: '127.0.0.1',
      port: transmitterPort,
    }).start();
    await transmitter.handshake();

    const online = (data: any) => data.name === 'tx1' && data.status === 'ONLINE';
    const forAdmin = await admin.next('transmitter', online);
    const forOwner = await own.next('transmitter', online);
    const forOther = await others.next('transmitter', online);
    expect(forAdmin.data.address.ip_addr).toBe('127.0.0.1');
    expect(forAdmin.data.address.port).toBeGreaterThan(0);
    expect(forOwner.data.address).toEqual(forAdmin.data.address);
    expect(forAdmin.data).toMatchObject({
      deviceType: 'UniPager',
      connectedSince: expect.any(String),
    });
    // As GET /transmitters shows it to a user who does not own tx1.
    const listed = await request<any[]>(server, 'GET', '/api/transmitters', { auth: other });
    const asListed = listed.body.find((t) => t.name === 'tx1');
    expect(forOther.data.address).toEqual(asListed.address);
    expect(forOther.data.address).not.toEqual(forAdmin.data.address);
    expect(JSON.stringify(others.events)).not.toContain('secret1');

    await transmitter.close();
    const offline = (data: any) => data.name === 'tx1' && data.status === 'OFFLINE';
    for (const reader of [admin, own, others]) {
      const event = await reader.next('transmitter', offline);
      expect(event.data.connectedSince).toBeNull();
    }
  });
});

describe('calls and pages', () => {
  it('sends the id of a new call to everybody, and a page only to the owner of its subscriber', async () => {
    const own = await stream(owner);
    const others = await stream(other);
    await postCall(server, ADMIN, ['dl1own'], ['club'], { text: 'Meet at eight' });

    const forOwner = await own.next('call');
    const forOther = await others.next('call', (data) => data.id === forOwner.data.id);
    expect(Object.keys(forOther.data)).toEqual(['id']);
    const page = await own.next('page');
    expect(page.data).toMatchObject({
      id: forOwner.data.id,
      text: 'Meet at eight',
      subscriberNames: ['dl1own'],
    });
    // The other reader's stream has the call's id, but neither the page nor its text.
    await postCall(server, ADMIN, ['dl2oth'], ['club'], { text: 'Second' });
    await others.next('page', (data) => data.text === 'Second');
    expect(others.events.filter((e) => e.event === 'page')).toHaveLength(1);
    expect(JSON.stringify(others.events)).not.toContain('Meet at eight');
  });
});

describe('receipts', () => {
  it('sends a rubric content’s receipt to the rubric’s owners as well as the poster and admins, and to nobody else', async () => {
    await createRubric(server, 'ownrub', ['club'], { ownerNames: ['owner'] });
    const admin = await stream(ADMIN);
    const own = await stream(owner);
    const others = await stream(other);
    // Posted by an admin: `owner` only owns the rubric, as GET /monitor/receipts/news allows.
    const posted = await postNews(server, ADMIN, 'ownrub', 'Rain at noon');
    const ofPosted = (data: any) => data.kind === 'news' && data.id === posted.id;

    await own.next('receipt', ofPosted);
    await admin.next('receipt', ofPosted);
    const receipts = await request(server, 'GET', `/monitor/receipts/news/${posted.id}`, {
      auth: owner,
    });
    expect(receipts.status).toBe(200);
    // Everybody hears of the content itself, but not of its receipt.
    await others.next('news', (data) => data.id === posted.id);
    expect(others.events.some((e) => e.event === 'receipt')).toBe(false);
  });

  it('sends a call’s receipt to the owners of its subscribers, not to others', async () => {
    const own = await stream(owner);
    const others = await stream(other);
    const { id } = await postCall(server, ADMIN, ['dl1own'], ['club'], { text: 'Receipt' });
    await own.next('receipt', (data) => data.kind === 'call' && data.id === id);
    await others.next('call', (data) => data.id === id);
    expect(others.events.some((e) => e.event === 'receipt')).toBe(false);
  });
});

describe('several tabs', () => {
  it('gives each of a reader’s tabs the reader’s own events, and another reader none of them', async () => {
    const firstTab = await stream(owner);
    const secondTab = await stream(owner);
    const others = await stream(other);
    const { id } = await postCall(server, ADMIN, ['dl1own'], ['club'], { text: 'Both tabs' });
    for (const tab of [firstTab, secondTab]) {
      const page = await tab.next('page', (data) => data.id === id);
      expect(page.data.text).toBe('Both tabs');
    }
    await others.next('call', (data) => data.id === id);
    expect(JSON.stringify(others.events)).not.toContain('Both tabs');
    // A tab closed leaves the reader's other tab its events.
    firstTab.close();
    await createSubscriber(server, 'dl7tab', { ownerNames: ['owner'] });
    await secondTab.next('record', (data) => data.name === 'dl7tab');
  });
});

describe('record changes', () => {
  it('names a changed record, but other people’s accounts only to admins', async () => {
    const admin = await stream(ADMIN);
    const others = await stream(other);
    await createSubscriber(server, 'dl3new', { ownerNames: ['owner'] });
    await createUser(server, 'newbie');
    await others.next('record', (data) => data.entity === 'subscribers' && data.name === 'dl3new');
    await admin.next('record', (data) => data.entity === 'users' && data.name === 'newbie');
    await createSubscriber(server, 'dl4new', { ownerNames: ['owner'] });
    await others.next('record', (data) => data.name === 'dl4new');
    expect(others.events.some((e) => e.data.entity === 'users')).toBe(false);
  });
});

describe('resumption', () => {
  it('replays what a reader missed after its Last-Event-ID, filtered for it', async () => {
    const first = await stream(owner);
    await createSubscriber(server, 'dl5res', { ownerNames: ['owner'] });
    const seen = await first.next('record', (data) => data.name === 'dl5res');
    first.close();

    await postCall(server, ADMIN, ['dl2oth'], ['club'], { text: 'While away' });
    await createSubscriber(server, 'dl6res', { ownerNames: ['owner'] });

    const again = await stream(owner, seen.id);
    const missed = await again.next('record', (data) => data.name === 'dl6res');
    const call = again.events.find((e) => e.event === 'call');
    expect(call).toBeDefined();
    // Nothing seen before is repeated; ids increase; no page to another's subscriber.
    expect(again.events.some((e) => e.data.name === 'dl5res')).toBe(false);
    expect(again.events.some((e) => e.event === 'page')).toBe(false);
    expect(Number(missed.id!.split('-')[1])).toBeGreaterThan(Number(seen.id!.split('-')[1]));
  });

  it('sends reset for an unknown or foreign id, with a fresh resume point', async () => {
    for (const id of ['nonsense', 'zz-5', `${'1'.repeat(3)}-999999`]) {
      const reader = await stream(owner, id);
      const reset = await reader.next('reset');
      expect(reset.id).toMatch(/^[0-9a-z]+-\d+$/);
      expect(reset.id).not.toBe(id);
    }
  });
});
