import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  createCast,
  createNetwork,
  createTransmitter,
  postCall,
} from '../helpers/fixtures.js';
import { expectError } from '../helpers/expectations.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ demo: false });
});

afterAll(() => server.close());

const health = (query = '') => request(server, 'GET', `/monitor/health${query}`);

describe('GET /monitor/health', () => {
  it('is open to everyone and ends with the network now', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.body.intervalMinutes).toBe(5);
    expect(response.body.samples.length).toBeGreaterThanOrEqual(1);
    for (const sample of response.body.samples) {
      expect(Object.keys(sample)).toEqual([
        'time',
        'transmittersOnline',
        'transmittersTotal',
        'calls',
      ]);
      expect(Number.isNaN(Date.parse(sample.time))).toBe(false);
    }
  });

  it('shows new transmitters and calls in its newest point, agreeing with /api/stats', async () => {
    await createCast(server);
    await createNetwork(server);
    await createTransmitter(server, 'tx2');
    await postCall(server, ADMIN, ['sub1'], ['grp1']);
    const now = (await health()).body.samples.at(-1);
    const stats = (await request(server, 'GET', '/api/stats')).body;
    expect(now.transmittersTotal).toBe(stats.transmittersTotal);
    expect(now.transmittersOnline).toBe(stats.transmittersOnline);
    expect(now.calls).toBeGreaterThanOrEqual(1);
  });

  it('returns only the samples of the asked-for hours, oldest first', async () => {
    const hour = 3_600_000;
    const base = { transmittersOnline: 1, transmittersTotal: 2, callsTotal: 0, calls: 3 };
    await server.store.healthSamples.add({ ...base, time: Date.now() - 30 * hour });
    await server.store.healthSamples.add({ ...base, time: Date.now() - 2 * hour });
    const day = (await health('?hours=24')).body.samples;
    const twoDays = (await health('?hours=48')).body.samples;
    expect(twoDays.length).toBe(day.length + 1);
    const times = twoDays.map((sample: { time: string }) => Date.parse(sample.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await health('?hours=1')).body.samples.length).toBeLessThan(day.length);
    expect((await health('?hours=168')).status).toBe(200);
  });

  it.each(['0', '169', '-1', '1.5', 'abc', '', '24h', '1e400'])(
    'answers hours=%s with 400 in the Core shape',
    async (hours) => {
      expectError(await health(`?hours=${encodeURIComponent(hours)}`), 4000);
    },
  );

  it('answers a wrong verb with 405', async () => {
    expectError(await request(server, 'POST', '/monitor/health', { body: {} }), 4050);
  });
});
