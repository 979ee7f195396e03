/**
 * Compression, ETags and 304s of API answers and /config.json, through the real HTTP stack.
 * Answers are read as raw bytes (node:http does not decompress), so the encoding is checked on
 * what actually travels.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionCount } from '../../src/http/content-encoding.js';
import { ADMIN, createNode, createSubscriber } from '../helpers/fixtures.js';
import { basic, startServer, type TestServer } from '../helpers/server.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

let server: TestServer;

function get(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}${path}`, { headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode!,
          headers: incoming.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function decoded(answer: RawAnswer): unknown {
  const encoding = answer.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(answer.bytes)
      : encoding === 'gzip'
        ? gunzipSync(answer.bytes)
        : answer.bytes;
  return JSON.parse(bytes.toString('utf8'));
}

const AS_ADMIN = { authorization: basic(...ADMIN) };
const ADMIN_OWNS = { ownerNames: ['admin'] };

beforeAll(async () => {
  server = await startServer({ demo: true });
});
afterAll(() => server.close());

describe('compressed API answers', () => {
  it('come in the best encoding the request accepts, the same data as plain', async () => {
    const plain = await get('/api/transmitters');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = JSON.parse(plain.bytes.toString('utf8'));

    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
    ] as const) {
      const answer = await get('/api/transmitters', { 'accept-encoding': accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decoded(answer), accept).toEqual(expected);
      if (encoding) expect(answer.bytes.length, accept).toBeLessThan(plain.bytes.length / 3);
    }
  });

  it('compress a list once per change, not once per request', async () => {
    const path = '/api/callsigns';
    const headers = { ...AS_ADMIN, 'accept-encoding': 'br' };
    await get(path, headers);
    const before = compressionCount();
    for (let i = 0; i < 3; i += 1) {
      expect((await get(path, headers)).headers['content-encoding']).toBe('br');
    }
    expect(compressionCount()).toBe(before);

    await createSubscriber(server, 'compresssub', ADMIN_OWNS);
    for (let i = 0; i < 3; i += 1) await get(path, headers);
    expect(compressionCount()).toBe(before + 1);
  });

  it('leave small answers plain', async () => {
    const answer = await get('/api/stats', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('ETag and 304', () => {
  it('answer 304 without a body for an unchanged list, in any encoding', async () => {
    const first = await get('/api/callsigns', AS_ADMIN);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    for (const accept of ['br', 'gzip', 'identity']) {
      const again = await get('/api/callsigns', {
        ...AS_ADMIN,
        'accept-encoding': accept,
        'if-none-match': etag,
      });
      expect(again.status, accept).toBe(304);
      expect(again.bytes.length, accept).toBe(0);
      expect(again.headers.etag, accept).toBe(etag);
    }
  });

  it("differ between an admin's full list and a visitor's restricted one", async () => {
    const full = await get('/api/transmitters', AS_ADMIN);
    const restricted = await get('/api/transmitters');
    expect(full.headers.etag).not.toBe(restricted.headers.etag);
    expect(restricted.headers['cache-control']).toBe('no-cache');

    const visitorWithAdminsCopy = await get('/api/transmitters', {
      'if-none-match': String(full.headers.etag),
    });
    expect(visitorWithAdminsCopy.status).toBe(200);
    expect(JSON.stringify(decoded(visitorWithAdminsCopy))).not.toContain('authKey');
  });

  it('change when the list changes', async () => {
    const before = await get('/api/nodes', AS_ADMIN);
    await createNode(server, 'etagnode', ADMIN_OWNS);
    const after = await get('/api/nodes', {
      ...AS_ADMIN,
      'if-none-match': String(before.headers.etag),
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.stringify(decoded(after))).toContain('etagnode');
  });

  it('apply to single records and /config.json too', async () => {
    for (const [path, headers] of [
      ['/api/nodes/etagnode', AS_ADMIN],
      ['/api/stats', {}],
      ['/config.json', {}],
    ] as const) {
      const first = await get(path, headers);
      expect(first.status, path).toBe(200);
      const again = await get(path, { ...headers, 'if-none-match': String(first.headers.etag) });
      expect(again.status, path).toBe(304);
    }
    const config = await get('/config.json', { 'accept-encoding': 'gzip' });
    expect(config.headers['content-encoding']).toBe('gzip');
    expect(decoded(config)).toMatchObject({ apiUrl: '/api' });
  });

  it('never answer 500 to odd negotiation headers', async () => {
    const odd: Record<string, string>[] = [
      { 'accept-encoding': 'br;q=abc, gzip;q=-1' },
      { 'accept-encoding': ',,;;q=,' },
      { 'accept-encoding': 'x'.repeat(4000) },
      { 'if-none-match': '"' },
      { 'if-none-match': 'W/' },
      { 'if-none-match': ', , ,' },
      { 'if-none-match': '*' },
    ];
    for (const headers of odd) {
      for (const path of ['/api/transmitters', '/api/stats', '/config.json']) {
        const answer = await get(path, headers);
        expect([200, 304], `${path} ${JSON.stringify(headers)}`).toContain(answer.status);
      }
    }
  });
});
