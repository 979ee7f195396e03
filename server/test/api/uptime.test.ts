import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { createCast, createTransmitter } from '../helpers/fixtures.js';
import { expectError } from '../helpers/expectations.js';

const HOUR = 3_600_000;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({ demo: false });
  await createCast(server);
  await createTransmitter(server, 'tx1', { ownerNames: ['owner'] });
  await createTransmitter(server, 'tx2', { ownerNames: ['owner'] });
  await createTransmitter(server, 'tx3', { ownerNames: ['other'] });
  // Connected 30 h ago, lost 6 h later, back 2 h ago and online since.
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
  await server.store.connectionEvents.add('tx1', { kind: 'connected', time: ago(30) });
  await server.store.connectionEvents.add('tx1', { kind: 'disconnected', time: ago(24) });
  await server.store.connectionEvents.add('tx1', { kind: 'connected', time: ago(2) });
  const tx1 = (await server.store.transmitters.get('tx1'))!;
  await server.store.transmitters.put({ ...tx1, status: 'ONLINE' });
});
afterAll(() => server.close());

const uptime = (query: string) => request<any>(server, 'GET', `/monitor/uptime${query}`);

describe('GET /monitor/uptime', () => {
  it("gives each of the owner's transmitters its uptime over the last day and week", async () => {
    const response = await uptime('?owner=Owner');
    expect(response.status).toBe(200);
    const byName = Object.fromEntries(
      response.body.transmitters.map((entry: { name: string }) => [entry.name, entry]),
    );
    expect(Object.keys(byName).sort()).toEqual(['tx1', 'tx2']);
    expect(byName.tx1.day.fraction).toBeCloseTo(2 / 24, 3);
    // The week is known only from the first connect, 30 hours ago: 6 + 2 of those hours.
    expect(byName.tx1.week.fraction).toBeCloseTo(8 / 30, 3);
    expect(Date.parse(byName.tx1.week.from)).toBeCloseTo(Date.now() - 30 * HOUR, -4);
    // Never connected: no figure rather than 0 %.
    expect(byName.tx2).toEqual({ name: 'tx2', day: null, week: null });
  });

  it('asks for the owner', async () => {
    expectError(await uptime(''), 4000);
    expectError(await uptime('?owner=%20'), 4000);
  });
});
