import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { transmitter } from './fixtures.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await server.store.transmitters.put(transmitter({ name: 'db0abc' }));
  await server.store.transmitters.put(
    transmitter({
      name: 'db0dir',
      antennaType: 'DIRECTIONAL',
      antennaDirection: 90,
      antennaGainDbi: 10,
    }),
  );
  await server.store.transmitters.put(
    transmitter({
      name: 'db0west',
      antennaType: 'DIRECTIONAL',
      antennaDirection: 270,
      antennaGainDbi: 10,
    }),
  );
});
afterAll(() => server.close());

async function bounds(name: string) {
  const response = await request<string>(server, 'GET', `/assets/coverage/${name}.txt`);
  expect(response.status).toBe(200);
  const lines = response.text.trimEnd().split('\n');
  const [south, north, west, east] = lines.slice(1).map(Number) as [number, number, number, number];
  return { response, lines, south, north, west, east };
}

async function image(name: string): Promise<PNG> {
  const response = await fetch(`${server.url}/assets/coverage/${name}.png`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return PNG.sync.read(Buffer.from(await response.arrayBuffer()));
}

const alpha = (png: PNG, x: number, y: number) => png.data[(y * png.width + x) * 4 + 3]!;

function opaqueCount(png: PNG, columns: (x: number) => boolean): number {
  let count = 0;
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) if (columns(x) && alpha(png, x, y) > 0) count += 1;
  }
  return count;
}

describe('generated coverage files', () => {
  it('.txt has a timestamp, then south, north, west and east around the transmitter', async () => {
    const { response, lines, south, north, west, east } = await bounds('db0abc');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // The web app tells generated coverage from real files by this header, from any origin.
    expect(response.headers.get('x-coverage-source')).toBe('model');
    expect(response.headers.get('access-control-expose-headers')).toBe('x-coverage-source');
    expect(lines).toHaveLength(5);
    expect(new Date(lines[0]!).toISOString()).toBe(lines[0]);
    expect(south).toBeLessThan(50.7866);
    expect(north).toBeGreaterThan(50.7866);
    expect(west).toBeLessThan(6.0772);
    expect(east).toBeGreaterThan(6.0772);
    // A square on the ground: the longitude span is wider by 1 / cos(latitude).
    const ratio = (east - west) / (north - south);
    expect(ratio).toBeCloseTo(1 / Math.cos((50.7866 * Math.PI) / 180), 1);
  });

  it('.png is a 256 x 256 RGBA image, coloured at the centre and transparent at the corners', async () => {
    const png = await image('db0abc');
    expect([png.width, png.height]).toEqual([256, 256]);
    expect(alpha(png, 128, 128)).toBeGreaterThan(0);
    expect(alpha(png, 120, 135)).toBeGreaterThan(0);
    for (const [x, y] of [
      [0, 0],
      [255, 0],
      [0, 255],
      [255, 255],
    ] as const) {
      expect(alpha(png, x, y)).toBe(0);
    }
  });

  it('shapes a directional antenna towards its direction', async () => {
    const east = await image('db0dir');
    const eastSide = opaqueCount(east, (x) => x >= 128);
    const westSide = opaqueCount(east, (x) => x < 128);
    expect(eastSide).toBeGreaterThan(2 * westSide);
    const west = await image('db0west');
    expect(opaqueCount(west, (x) => x < 128)).toBeGreaterThan(
      2 * opaqueCount(west, (x) => x >= 128),
    );
  });

  it('is drawn anew when the transmitter is edited, and revalidates by ETag otherwise', async () => {
    await server.store.transmitters.put(transmitter({ name: 'db0edit', power: '1' }));
    const before = await bounds('db0edit');
    const etag = before.response.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const unchanged = await request(server, 'GET', '/assets/coverage/db0edit.txt', {
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);

    await server.store.transmitters.put(transmitter({ name: 'db0edit', power: '50' }));
    const after = await bounds('db0edit');
    expect(after.response.headers.get('etag')).not.toBe(etag);
    expect(after.north - after.south).toBeGreaterThan(before.north - before.south);
  });

  it('survives odd stored values', async () => {
    const odd = [
      transmitter({ name: 'db0zero', power: '0', antennaAboveGroundLevel: 0 }),
      transmitter({ name: 'db0text', power: 'lots', antennaGainDbi: Number.NaN }),
      transmitter({
        name: 'db0comma',
        power: '1,5',
        antennaDirection: -725,
        antennaType: 'directional',
      }),
      { ...transmitter({ name: 'db0null' }), power: null, antennaAboveGroundLevel: null } as never,
    ];
    for (const record of odd) await server.store.transmitters.put(record);
    for (const name of ['db0zero', 'db0text', 'db0comma', 'db0null']) {
      const { lines } = await bounds(name);
      expect(lines.slice(1).every((line) => Number.isFinite(Number(line)))).toBe(true);
      await image(name);
    }
    // No power: nothing is covered.
    const zero = await image('db0zero');
    expect(opaqueCount(zero, () => true)).toBe(0);
    // A comma as decimal separator still counts.
    expect(opaqueCount(await image('db0comma'), () => true)).toBeGreaterThan(0);
  });

  it('answers 404 in the API error shape for unknown transmitters or unusable positions', async () => {
    await server.store.transmitters.put(
      transmitter({ name: 'db0nowhere', latitude: 'north', longitude: '' }),
    );
    for (const path of [
      '/assets/coverage/db0none.txt',
      '/assets/coverage/db0none.png',
      '/assets/coverage/db0nowhere.png',
    ]) {
      const response = await request<{ code: number }>(server, 'GET', path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body.code).toBe(4040);
    }
  });
});

describe('real coverage files', () => {
  beforeAll(async () => {
    const folder = server.settings.coverageDir;
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'db0abc.txt'), '221126_10:00\n51.0\n50.5\n6.4\n5.7\n');
    const png = new PNG({ width: 4, height: 2 });
    writeFileSync(join(folder, 'db0abc.png'), PNG.sync.write(png));
    writeFileSync(join(folder, 'db0half.txt'), '221126_10:00\n51.0\n50.5\n6.4\n5.7\n');
    await server.store.transmitters.put(transmitter({ name: 'db0half' }));
    writeFileSync(join(dirname(folder), 'secret.txt'), 'do not serve');
  });

  it('take precedence over generated ones, looked up by lower-cased name', async () => {
    const text = await request<string>(server, 'GET', '/assets/coverage/DB0ABC.txt');
    expect(text.status).toBe(200);
    expect(text.text).toBe('221126_10:00\n51.0\n50.5\n6.4\n5.7\n');
    expect(text.headers.get('x-coverage-source')).toBe('file');
    const png = await image('db0abc');
    expect([png.width, png.height]).toEqual([4, 2]);
  });

  it('are not mixed with a generated half', async () => {
    expect((await request(server, 'GET', '/assets/coverage/db0half.txt')).status).toBe(200);
    expect((await request(server, 'GET', '/assets/coverage/db0half.png')).status).toBe(404);
  });

  it.each([
    '/assets/coverage/..%2Fsecret.txt',
    '/assets/coverage/%2E%2E%2Fsecret.txt',
    '/assets/coverage/..%5Csecret.txt',
    '/assets/coverage/db0abc.txt%00.png',
    '/assets/coverage/.txt',
    '/assets/coverage/db0abc.json',
  ])('refuse names that could leave the folder: %s', async (path) => {
    const response = await request(server, 'GET', path);
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('do not serve');
  });
});
