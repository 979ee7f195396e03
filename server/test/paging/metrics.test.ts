/**
 * GET /metrics as Prometheus scrapes it, after a transmitter connected over real TCP and a call
 * went out to it; the bearer token when DAPNET_METRICS_TOKEN is set.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createSubscriber, createGroup } from '../helpers/fixtures.js';
import { request, type TestServer } from '../helpers/server.js';
import {
  TestTransmitter,
  registerTransmitter,
  startPagingServer,
  transmitterUntil,
  welcomeLine,
  type PagingServer,
} from './protocol-harness.js';

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{(.*)\}/.exec(line)?.[1] ?? '';
    if (wanted.every((pair) => labelText.split(',').includes(pair))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe('GET /metrics, open (no token set)', () => {
  let server: PagingServer;
  const asTest = () => server as unknown as TestServer;
  beforeAll(async () => {
    server = await startPagingServer();
  });
  afterAll(() => server.close());

  it('moves the counters when a transmitter connects and a call reaches it', async () => {
    const before = (await request(asTest(), 'GET', '/metrics')).text;
    expect(sample(before, 'dapnet_transmitters_connected')).toBeUndefined();

    await registerTransmitter(server, 'db0met');
    await createGroup(asTest(), 'metgroup', ['db0met'], { ownerNames: ['admin'] });
    await createSubscriber(asTest(), 'dl1met', {
      pagers: [{ number: 4242, name: 'Skyper' }],
      ownerNames: ['admin'],
    });
    const client = await TestTransmitter.connect(server.transmitterPort);
    await client.handshake(welcomeLine('db0met', 'secret1', 'DAPNETGateway', '20260214'));
    await transmitterUntil(server, 'db0met', (t) => t.status === 'ONLINE');

    const call = await request(asTest(), 'POST', '/api/calls', {
      auth: ADMIN,
      body: {
        text: 'metrics',
        callSignNames: ['dl1met'],
        transmitterGroupNames: ['metgroup'],
        emergency: false,
      },
    });
    expect(call.status).toBe(201);
    const line = await client.nextLine();
    expect(line).toMatch(/^#([0-9A-F]{2}) /);
    const sequence = Number.parseInt(line!.slice(1, 3), 16);
    client.send(`#${((sequence + 1) % 256).toString(16).toUpperCase().padStart(2, '0')} +`);

    // A wrong key counts as a refusal by reason.
    const intruder = await TestTransmitter.connect(server.transmitterPort);
    intruder.send(welcomeLine('db0met', 'wrong'));
    expect(await intruder.nextLine()).toBe('7 Invalid credentials');

    let text = '';
    for (let tries = 0; tries < 100; tries++) {
      const response = await request(asTest(), 'GET', '/metrics');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      text = response.text;
      if (sample(text, 'dapnet_messages_acknowledged_total', { priority: 'CALL' }) === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(
      sample(text, 'dapnet_transmitters_connected', {
        node: 'db0tst',
        device_type: 'DAPNETGateway',
      }),
    ).toBe(1);
    expect(sample(text, 'dapnet_messages_queued_total', { priority: 'CALL' })).toBe(1);
    expect(sample(text, 'dapnet_messages_sent_total', { priority: 'CALL' })).toBe(1);
    expect(sample(text, 'dapnet_messages_acknowledged_total', { priority: 'CALL' })).toBe(1);
    expect(
      sample(text, 'dapnet_transmitter_handshake_refusals_total', { reason: 'credentials' }),
    ).toBe(1);
    // Requests by route pattern, never by raw URL.
    expect(
      sample(text, 'dapnet_http_requests_total', {
        method: 'PUT',
        route: '/api/transmitters/:name',
        status: '201',
      }),
    ).toBe(1);
    expect(text).not.toContain('route="/api/transmitters/db0met"');
    expect(
      sample(text, 'dapnet_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/calls',
        status: '201',
      }),
    ).toBe(1);
    expect(
      sample(text, 'dapnet_database_duration_seconds_count', { operation: 'transaction' }),
    ).toBeGreaterThan(0);
    // prom-client's process figures.
    expect(sample(text, 'dapnet_process_resident_memory_bytes')).toBeGreaterThan(0);

    // Every metric the shipped Grafana dashboard asks for is one the node serves.
    const dashboard = readFileSync(
      new URL('../../../deploy/grafana-dashboard.json', import.meta.url),
      'utf8',
    );
    const asked = new Set(
      [...dashboard.matchAll(/dapnet_[a-z0-9_]+/g)].map(([name]) =>
        name.replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    expect(asked.size).toBeGreaterThan(8);
    for (const name of asked) expect(text, name).toContain(`# TYPE ${name} `);

    client.close();
    await transmitterUntil(server, 'db0met', (t) => t.status === 'OFFLINE');
    const after = (await request(asTest(), 'GET', '/metrics')).text;
    expect(sample(after, 'dapnet_transmitters_connected')).toBeUndefined();
  });
});

describe('GET /metrics with DAPNET_METRICS_TOKEN', () => {
  let server: PagingServer;
  const asTest = () => server as unknown as TestServer;
  beforeAll(async () => {
    server = await startPagingServer({ env: { DAPNET_METRICS_TOKEN: 'scrape-me-7' } });
  });
  afterAll(() => server.close());

  it('answers 401 without the token or with a wrong one, and the metrics with it', async () => {
    const without = await request(asTest(), 'GET', '/metrics');
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toContain('Bearer');
    expect(without.text).not.toContain('dapnet_');
    for (const authorization of ['Bearer scrape-me-8', 'Bearer scrape-me-7x', 'Basic abc']) {
      const wrong = await request(asTest(), 'GET', '/metrics', { headers: { authorization } });
      expect(wrong.status, authorization).toBe(401);
    }
    const right = await request(asTest(), 'GET', '/metrics', {
      headers: { authorization: 'Bearer scrape-me-7' },
    });
    expect(right.status).toBe(200);
    expect(right.text).toContain('# TYPE dapnet_http_requests_total counter');
  });

  it('leaves the health check open', async () => {
    expect((await request(asTest(), 'GET', '/healthz')).status).toBe(200);
  });
});
