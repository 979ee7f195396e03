/**
 * Files of the built web app are sent as the .br or .gz copy the build wrote beside them
 * (web/scripts/precompress.ts), whichever the request accepts best, and plain otherwise.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

const INDEX = `<!doctype html><html><head><title>DAPNET</title></head><body>${'<p>x</p>'.repeat(50)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(200))});`;
const UNCOMPRESSED = 'console.log(1);';

let server: TestServer;
const folder = mkdtempSync(join(tmpdir(), 'dapnet-precompressed-'));

function write(path: string, content: string, copies: boolean): void {
  writeFileSync(path, content);
  if (!copies) return;
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

function get(path: string, acceptEncoding?: string) {
  // As a browser navigating: pages other than / are answered only to requests for HTML.
  const headers: Record<string, string> = { accept: 'text/html,*/*;q=0.8' };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const outgoing = httpRequest(`${server.url}${path}`, { headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const encoding = incoming.headers['content-encoding'];
          const plain =
            encoding === 'br'
              ? brotliDecompressSync(bytes)
              : encoding === 'gzip'
                ? gunzipSync(bytes)
                : bytes;
          resolve({ status: incoming.statusCode!, headers: incoming.headers, text: String(plain) });
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

beforeAll(async () => {
  const dist = join(folder, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  write(join(dist, 'index.html'), INDEX, true);
  write(join(dist, 'assets', 'app-3f9a1c.js'), SCRIPT, true);
  write(join(dist, 'assets', 'tiny-77aa01.js'), UNCOMPRESSED, false);
  server = await startServer({ env: { DAPNET_WEB_DIST: dist } });
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('precompressed build files', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    [undefined, undefined],
    ['identity', undefined],
  ])('with Accept-Encoding %s come as %s', async (accept, encoding) => {
    for (const [path, content, type] of [
      ['/assets/app-3f9a1c.js', SCRIPT, /javascript/],
      ['/', INDEX, /^text\/html/],
      ['/calls', INDEX, /^text\/html/],
    ] as const) {
      const answer = await get(path, accept);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe(encoding);
      expect(answer.headers['content-type'], path).toMatch(type);
      expect(answer.headers.vary, path).toMatch(/accept-encoding/i);
      expect(answer.text, path).toBe(content);
    }
  });

  it('come plain when the build kept no compressed copy', async () => {
    const answer = await get('/assets/tiny-77aa01.js', 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.text).toBe(UNCOMPRESSED);
  });
});
