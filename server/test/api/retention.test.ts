import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call, News } from '@dapnet/model';
import { removeExpired } from '../../src/domain/retention.js';
import { untilNextMidnight } from '../../src/jobs/state-cleaning.js';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  createCast,
  createNetwork,
  createRubric,
  postCall,
  postNews,
} from '../helpers/fixtures.js';

const HOUR_MS = 3_600_000;
const DAY = { callMinutes: 1440, newsMinutes: 1440 };

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ demo: false });
  await createCast(server);
  await createNetwork(server);
  await createRubric(server, 'wx-de', ['grp1'], { number: 1 });
});

afterAll(() => server.close());

/** A call as the server stores it, sent `hoursAgo` hours before now. */
function callFrom(hoursAgo: number, text: string): Call {
  return {
    text,
    callSignNames: ['sub1'],
    transmitterGroupNames: ['grp1'],
    emergency: false,
    timestamp: new Date(Date.now() - hoursAgo * HOUR_MS).toISOString(),
    ownerName: 'admin',
  };
}

const newsFrom = (hoursAgo: number, text: string, number: number): News => ({
  text,
  rubricName: 'wx-de',
  number,
  timestamp: new Date(Date.now() - hoursAgo * HOUR_MS).toISOString(),
  ownerName: 'admin',
});

async function callTexts(): Promise<string[]> {
  const response = await request(server, 'GET', '/api/calls', { auth: ADMIN });
  return (response.body as Call[]).map((call) => call.text);
}

async function slotTexts(): Promise<(string | null)[]> {
  const response = await request(server, 'GET', '/api/news?rubricName=wx-de', { auth: ADMIN });
  return (response.body as (News | null)[]).map((item) => item?.text ?? null);
}

describe('state cleaning (contract §8.2)', () => {
  it('removes calls and rubric content older than the limits and keeps the rest', async () => {
    await server.store.calls.add(callFrom(30, 'old call'));
    await postCall(server, ADMIN, ['sub1'], ['grp1'], { text: 'fresh call' });
    await server.store.calls.add(callFrom(23, 'recent call'));
    await postNews(server, ADMIN, 'wx-de', 'fresh news', 1);
    await server.store.news.replaceSlots('wx-de', [
      ...(await server.store.news.slots('wx-de')).slice(0, 1),
      newsFrom(25, 'old news', 2),
      newsFrom(2, 'recent news', 3),
    ]);
    const totals = (await request(server, 'GET', '/api/stats', { auth: ADMIN })).body;

    expect(await removeExpired(server.store, DAY)).toEqual({ calls: 1, news: 1 });

    expect(await callTexts()).toEqual(['fresh call', 'recent call']);
    // The emptied slot stays empty; the others keep their numbers.
    expect((await slotTexts()).slice(0, 4)).toEqual(['fresh news', null, 'recent news', null]);
    // The running totals count what was ever sent.
    const after = (await request(server, 'GET', '/api/stats', { auth: ADMIN })).body;
    expect(after).toMatchObject({ callsTotal: totals.callsTotal, newsTotal: totals.newsTotal });
    expect(after.calls).toBe(totals.calls - 1);

    // Running it again finds nothing more.
    expect(await removeExpired(server.store, DAY)).toEqual({ calls: 0, news: 0 });
  });

  it('keeps everything when a limit is 0', async () => {
    await server.store.calls.add(callFrom(24 * 365, 'kept for ever'));
    expect(await removeExpired(server.store, { callMinutes: 0, newsMinutes: 0 })).toEqual({
      calls: 0,
      news: 0,
    });
    expect(await callTexts()).toContain('kept for ever');
    expect((await removeExpired(server.store, { callMinutes: 60, newsMinutes: 0 })).calls).toBe(2);
  });

  it('runs at the next midnight of the server time zone', () => {
    expect(untilNextMidnight(new Date(2026, 10, 22, 23, 59, 0))).toBe(60_000);
    expect(untilNextMidnight(new Date(2026, 10, 22, 0, 0, 0))).toBe(24 * HOUR_MS);
    expect(untilNextMidnight(new Date(2026, 10, 22, 12, 0, 0))).toBe(12 * HOUR_MS);
  });
});
