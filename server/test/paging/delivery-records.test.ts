/**
 * Delivery records over real TCP: every page of a call for every transmitter of its groups is
 * recorded, and its receipt (GET /monitor/receipts/...) follows what the transmitter does with
 * it: acknowledged, retried, failed, never connected (offline), or away longer than the keep
 * time (expired). A page waiting when its transmitter drops is sent again when it is back, once;
 * an acknowledged one never.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReceiptDetail, ReceiptList } from '@dapnet/model';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeOldDeliveries } from '../../src/domain/retention.js';
import { DeliveryRecorder } from '../../src/paging/delivery-recorder.js';
import type { Clock } from '../../src/paging/delivery/schedule.js';
import {
  ADMIN,
  createCast,
  createGroup,
  createRubric,
  createSubscriber,
  createUser,
  postCall,
  postNews,
  type Credentials,
} from '../helpers/fixtures.js';
import { request } from '../helpers/server.js';
import {
  connectOnline,
  registerTransmitter,
  startPagingServer,
  transmitterUntil,
  type PagingServer,
  type TestTransmitter,
} from './protocol-harness.js';

/** The delivery's clock: real time plus what the test skips ahead. */
let skipped = 0;
const clock: Clock = {
  now: () => Date.now() + skipped,
  setTimeout: () => undefined,
  clearTimeout: () => {},
};

interface AirMessage {
  sequence: number;
  ric: number;
  text: string;
}

/** The next message line the transmitter got: `#NN 6:1:RIC:F:text`. */
async function nextMessage(client: TestTransmitter): Promise<AirMessage> {
  const line = await client.nextLine();
  const match = /^#([0-9A-F]{2}) \d:\d:([0-9A-F]+):\d:(.*)$/.exec(line ?? '');
  if (!match) throw new Error(`expected a message line, got ${line}`);
  return {
    sequence: Number.parseInt(match[1]!, 16),
    ric: Number.parseInt(match[2]!, 16),
    text: match[3]!,
  };
}

const hex = (sequence: number) => sequence.toString(16).toUpperCase().padStart(2, '0');
const acknowledge = (client: TestTransmitter, { sequence }: AirMessage) =>
  client.send(`#${hex((sequence + 1) % 256)} +`);
const askRetry = (client: TestTransmitter, { sequence }: AirMessage) =>
  client.send(`#${hex(sequence)} %`);

let server: PagingServer;
let sender: Credentials;
let owner: Credentials;
let other: Credentials;

const getAs = <T>(auth: Credentials | undefined, path: string) =>
  request<T>(server, 'GET', path, auth ? { auth } : {});

/** The call's receipt as admin once `until` holds (state changes are written in batches). */
async function receiptUntil(
  kind: 'calls' | 'news',
  id: number,
  until: (detail: ReceiptDetail) => boolean,
): Promise<ReceiptDetail> {
  let detail: ReceiptDetail | undefined;
  await vi.waitFor(
    async () => {
      detail = (await getAs<ReceiptDetail>(ADMIN, `/monitor/receipts/${kind}/${id}`)).body;
      expect(until(detail)).toBe(true);
    },
    { timeout: 5_000, interval: 10 },
  );
  return detail!;
}

const NONE = { total: 0, queued: 0, sent: 0, acknowledged: 0, failed: 0, expired: 0, offline: 0 };

async function disconnect(client: TestTransmitter, name: string): Promise<void> {
  client.close();
  await transmitterUntil(server, name, (t) => t.status !== 'ONLINE');
}

beforeAll(async () => {
  server = await startPagingServer({ deliveryClock: clock });
  ({ owner, other } = await createCast(server));
  sender = await createUser(server, 'sender');
  // "away" is in every group and never connects.
  for (const name of ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'golf', 'away'])
    await registerTransmitter(server, name);
  for (const name of ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'golf'])
    await createGroup(server, `g${name}`, [name, 'away']);
  await createSubscriber(server, 'dl1abc', { pagers: [{ number: 12345, name: 'Skyper' }] });
  await createRubric(server, 'weather', ['ggolf'], { number: 5 });
});

afterAll(() => server.close());

describe('delivery records', () => {
  it('records a page acknowledged by a connected transmitter and offline for one away', async () => {
    const client = await connectOnline(server, 'alpha');
    const call = await postCall(server, sender, ['dl1abc'], ['galpha'], { text: 'Ack me' });
    expect(call.id).toEqual(expect.any(Number));

    const message = await nextMessage(client);
    expect(message).toMatchObject({ ric: 12345, text: 'Ack me' });
    const onAir = await receiptUntil('calls', call.id, (d) => d.receipt.sent === 1);
    expect(onAir.receipt).toEqual({ ...NONE, total: 2, sent: 1, offline: 1 });

    acknowledge(client, message);
    const detail = await receiptUntil('calls', call.id, (d) => d.receipt.acknowledged === 1);
    expect(detail).toMatchObject({ kind: 'call', id: call.id });
    expect(detail.receipt).toEqual({ ...NONE, total: 2, acknowledged: 1, offline: 1 });
    const byName = Object.fromEntries(detail.deliveries.map((d) => [d.transmitterName, d]));
    expect(byName.alpha).toMatchObject({
      ric: 12345,
      text: 'Ack me',
      state: 'acknowledged',
      attempts: 1,
      nodeName: 'db0tst',
    });
    expect(Date.parse(byName.alpha!.sentAt!)).toBeLessThanOrEqual(
      Date.parse(byName.alpha!.finishedAt!),
    );
    expect(byName.away).toMatchObject({ state: 'offline', attempts: 0, sentAt: null });
    client.close();
  });

  it('counts retries and records the acknowledgement that follows', async () => {
    const client = await connectOnline(server, 'bravo');
    const call = await postCall(server, sender, ['dl1abc'], ['gbravo'], { text: 'Try again' });
    const first = await nextMessage(client);
    askRetry(client, first);
    const second = await nextMessage(client);
    expect(second).toEqual(first);
    askRetry(client, second);
    acknowledge(client, await nextMessage(client));
    const detail = await receiptUntil('calls', call.id, (d) => d.receipt.acknowledged === 1);
    expect(detail.deliveries.find((d) => d.transmitterName === 'bravo')).toMatchObject({
      state: 'acknowledged',
      attempts: 3,
    });
    client.close();
  });

  it('records a page failed after the Core’s five tries, and one refused with "-"', async () => {
    const client = await connectOnline(server, 'charlie');
    const call = await postCall(server, sender, ['dl1abc'], ['gcharlie'], { text: 'No luck' });
    for (let tries = 0; tries < 5; tries++) askRetry(client, await nextMessage(client));
    const detail = await receiptUntil('calls', call.id, (d) => d.receipt.failed === 1);
    expect(detail.receipt).toEqual({ ...NONE, total: 2, failed: 1, offline: 1 });
    expect(detail.deliveries.find((d) => d.transmitterName === 'charlie')).toMatchObject({
      state: 'failed',
      attempts: 5,
    });

    const refused = await postCall(server, sender, ['dl1abc'], ['gcharlie'], { text: 'Nope' });
    const message = await nextMessage(client);
    client.send(`#${hex(message.sequence)} -`);
    const second = await receiptUntil('calls', refused.id, (d) => d.receipt.failed === 1);
    expect(second.deliveries.find((d) => d.transmitterName === 'charlie')!.attempts).toBe(1);
    client.close();
  });

  it('sends a page again after a reconnect, once, and nothing acknowledged again', async () => {
    let client = await connectOnline(server, 'echo');
    const acknowledged = await postCall(server, sender, ['dl1abc'], ['gecho'], { text: 'Done' });
    acknowledge(client, await nextMessage(client));
    await receiptUntil('calls', acknowledged.id, (d) => d.receipt.acknowledged === 1);
    const call = await postCall(server, sender, ['dl1abc'], ['gecho'], { text: 'Again' });
    // On the air, but the transmitter drops before it answers.
    expect((await nextMessage(client)).text).toBe('Again');
    await disconnect(client, 'echo');
    expect((await receiptUntil('calls', call.id, (d) => d.receipt.sent === 1)).receipt.sent).toBe(
      1,
    );

    client = await connectOnline(server, 'echo');
    const again = await nextMessage(client);
    expect(again.text).toBe('Again');
    acknowledge(client, again);
    const detail = await receiptUntil('calls', call.id, (d) => d.receipt.acknowledged === 1);
    expect(detail.deliveries.find((d) => d.transmitterName === 'echo')!.attempts).toBe(2);
    await disconnect(client, 'echo');

    // Back once more: the next page on the air is a new one, neither of the acknowledged ones.
    client = await connectOnline(server, 'echo');
    await postCall(server, sender, ['dl1abc'], ['gecho'], { text: 'Fresh' });
    expect((await nextMessage(client)).text).toBe('Fresh');
    client.close();
  });

  it('expires a page whose transmitter stayed away longer than the keep time', async () => {
    let client = await connectOnline(server, 'delta');
    const call = await postCall(server, sender, ['dl1abc'], ['gdelta'], { text: 'Too late' });
    await nextMessage(client);
    await disconnect(client, 'delta');

    skipped += 16 * 60_000;
    try {
      client = await connectOnline(server, 'delta');
      const detail = await receiptUntil('calls', call.id, (d) => d.receipt.expired === 1);
      expect(detail.deliveries.find((d) => d.transmitterName === 'delta')).toMatchObject({
        state: 'expired',
        attempts: 1,
      });
      await postCall(server, sender, ['dl1abc'], ['gdelta'], { text: 'In time' });
      expect((await nextMessage(client)).text).toBe('In time');
      client.close();
    } finally {
      skipped = 0;
    }
  });

  it('expires waiting pages of transmitters that are away in the periodic sweep', async () => {
    const store = server.store;
    const now = Date.now();
    const page = (queuedAt: number) => ({
      kind: 'news' as const,
      sourceId: 900_001,
      transmitterName: 'away',
      ric: 1005,
      function: 3,
      type: 6,
      speed: 1,
      priority: 'CALL' as const,
      text: 'Old news',
      state: 'queued' as const,
      queuedAt,
      nodeName: null,
    });
    const [old, young] = await store.transaction(() =>
      store.deliveries.add([page(now - 16 * 60_000), page(now - 60_000)]),
    );
    const recorder = new DeliveryRecorder(store, console, { nodeName: 'db0tst', keepMinutes: 15 });
    try {
      await recorder.sweep();
    } finally {
      await recorder.close();
    }
    const states = new Map(
      (await store.deliveries.ofSource('news', 900_001)).map((d) => [d.id, d.state]),
    );
    expect([states.get(old!), states.get(young!)]).toEqual(['expired', 'queued']);
  });

  it('leaves records older than a week to the midnight clean-up', async () => {
    const store = server.store;
    const now = Date.now();
    const day = 24 * 60 * 60_000;
    const page = (queuedAt: number) => ({
      kind: 'news' as const,
      sourceId: 900_002,
      transmitterName: 'away',
      ric: 1005,
      function: 3,
      type: 6,
      speed: 1,
      priority: 'CALL' as const,
      text: 'Last week',
      state: 'queued' as const,
      queuedAt,
      nodeName: null,
    });
    const [, kept] = await store.transaction(() =>
      store.deliveries.add([page(now - 8 * day), page(now - 6 * day)]),
    );
    expect(await removeOldDeliveries(store, now)).toBeGreaterThanOrEqual(1);
    expect((await store.deliveries.ofSource('news', 900_002)).map((d) => d.id)).toEqual([kept]);
  });

  it('records rubric content for the transmitters of its rubric', async () => {
    const client = await connectOnline(server, 'golf');
    const news = await postNews(server, owner, 'weather', 'Sunny');
    expect(news.id).toEqual(expect.any(Number));
    for (let count = 0; count < 2; count++) acknowledge(client, await nextMessage(client));
    const detail = await receiptUntil('news', news.id, (d) => d.receipt.acknowledged === 1);
    expect(detail.receipt).toEqual({ ...NONE, total: 2, acknowledged: 1, offline: 1 });
    // The call to 1000 + the rubric's number and the Skyper slot, each for both transmitters.
    expect(detail.deliveries.map((d) => [d.transmitterName, d.ric]).sort()).toEqual([
      ['away', 1005],
      ['away', 4520],
      ['golf', 1005],
      ['golf', 4520],
    ]);
    client.close();
  });
});

describe('receipts endpoints', () => {
  let callId: number;
  let newsId: number;

  beforeAll(async () => {
    // dl1abc is owned by "owner"; "sender" sent the call; "other" has nothing to do with it.
    callId = (await postCall(server, sender, ['dl1abc'], ['galpha'], { text: 'Whose?' })).id;
    newsId = (await postNews(server, owner, 'weather', 'Cloudy')).id;
  });

  it('show a call’s receipt to its sender, the subscriber’s owner and admins only', async () => {
    for (const reader of [sender, owner, ADMIN]) {
      const response = await getAs<ReceiptDetail>(reader, `/monitor/receipts/calls/${callId}`);
      expect(response.status).toBe(200);
      expect(response.body.receipt.total).toBe(2);
      expect(response.headers.get('etag')).toBeTruthy();
      const list = await getAs<ReceiptList>(reader, '/monitor/receipts/calls');
      expect(list.body[String(callId)]).toEqual(response.body.receipt);
    }
    const refused = await getAs<{ code: number }>(other, `/monitor/receipts/calls/${callId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(4030);
    const list = await getAs<ReceiptList>(other, '/monitor/receipts/calls');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({});
  });

  it('show rubric content’s receipt to the rubric’s owners and admins, not to others', async () => {
    for (const reader of [owner, ADMIN])
      expect((await getAs(reader, `/monitor/receipts/news/${newsId}`)).status).toBe(200);
    expect((await getAs(other, `/monitor/receipts/news/${newsId}`)).status).toBe(403);
    expect((await getAs<ReceiptList>(other, '/monitor/receipts/news')).body).toEqual({});
    expect(
      (await getAs<ReceiptList>(owner, '/monitor/receipts/news')).body[String(newsId)],
    ).toBeDefined();
  });

  it('answer guests 401, bad ids 400 and unknown ones 404, in the Core’s error shape', async () => {
    for (const path of ['calls', `calls/${callId}`, 'news', `news/${newsId}`]) {
      const guest = await getAs<{ code: number }>(undefined, `/monitor/receipts/${path}`);
      expect([guest.status, guest.body.code]).toEqual([401, 4010]);
    }
    for (const id of ['abc', '-1', '0', '1.5', '9'.repeat(30)]) {
      const bad = await getAs<{ code: number }>(ADMIN, `/monitor/receipts/calls/${id}`);
      expect([bad.status, bad.body.code]).toEqual([400, 4000]);
    }
    for (const path of ['calls/999999', 'news/999999']) {
      const unknown = await getAs<{ code: number }>(ADMIN, `/monitor/receipts/${path}`);
      expect([unknown.status, unknown.body.code]).toEqual([404, 4040]);
    }
  });

  it('go with their call when the call is deleted', async () => {
    const id = (await postCall(server, sender, ['dl1abc'], ['gbravo'], { text: 'Gone' })).id;
    expect((await getAs(ADMIN, `/monitor/receipts/calls/${id}`)).status).toBe(200);
    // Deleting the subscriber deletes the calls left without one (cascades.ts).
    expect((await request(server, 'DELETE', '/api/callsigns/dl1abc', { auth: ADMIN })).status).toBe(
      200,
    );
    expect((await getAs(ADMIN, `/monitor/receipts/calls/${id}`)).status).toBe(404);
    expect(await server.store.deliveries.ofSource('call', id)).toEqual([]);
  });
});

describe('a page waiting when the server stops', () => {
  it('reaches its transmitter once after a restart; an acknowledged one is not sent again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dapnet-delivery-restart-'));
    const databaseFile = join(dir, 'test.sqlite');
    let first: PagingServer | undefined = await startPagingServer({ databaseFile });
    let second: PagingServer | undefined;
    try {
      await registerTransmitter(first, 'hotel');
      await createGroup(first, 'ghotel', ['hotel'], { ownerNames: ['admin'] });
      await createSubscriber(first, 'dl2xyz', {
        pagers: [{ number: 4242, name: 'Skyper' }],
        ownerNames: ['admin'],
      });
      let client = await connectOnline(first, 'hotel');
      await postCall(first, ADMIN, ['dl2xyz'], ['ghotel'], { text: 'Acked before' });
      acknowledge(client, await nextMessage(client));
      await postCall(first, ADMIN, ['dl2xyz'], ['ghotel'], { text: 'Waiting' });
      // On the air, unanswered, when the server stops.
      expect((await nextMessage(client)).text).toBe('Waiting');
      await first.close({ keepDatabase: true });
      first = undefined;
      client.close();

      second = await startPagingServer({ databaseFile });
      client = await connectOnline(second, 'hotel');
      const again = await nextMessage(client);
      expect(again.text).toBe('Waiting');
      acknowledge(client, again);
      await postCall(second, ADMIN, ['dl2xyz'], ['ghotel'], { text: 'After' });
      expect((await nextMessage(client)).text).toBe('After');
      client.close();
    } finally {
      await first?.close();
      await second?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
