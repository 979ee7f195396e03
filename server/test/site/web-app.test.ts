import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { PAGE_REQUEST } from '../helpers/web-build.js';

const INDEX =
  '<!doctype html><html><head><title>DAPNET test build</title></head><body></body></html>';

describe('the built web app', () => {
  const folder = mkdtempSync(join(tmpdir(), 'dapnet-dist-'));
  const dist = join(folder, 'dist');
  let server: TestServer;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app");');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dist, '.env'), 'SECRET=dist-dotfile');
    writeFileSync(join(folder, 'outside.txt'), 'outside the build');
    server = await startServer({ env: { DAPNET_WEB_DIST: dist } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers index.html at / and has browsers revalidate it', async () => {
    const response = await request(server, 'GET', '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text).toBe(INDEX);
  });

  it.each(['/calls', '/transmitters/map/db0abc', '/users/edit/john.doe', '/calls/'])(
    'answers index.html for the page %s (history routing)',
    async (path) => {
      const response = await request(server, 'GET', path, { headers: PAGE_REQUEST });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.text).toBe(INDEX);
    },
  );

  it('answers HEAD for a page like GET without a body', async () => {
    const response = await request(server, 'HEAD', '/calls', { headers: PAGE_REQUEST });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.text).toBe('');
  });

  it('serves hashed build files for a year and other files with revalidation', async () => {
    const script = await request(server, 'GET', '/assets/index-3f9a1c.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.text).toBe('console.log("app");');
    const robots = await request(server, 'GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/missing.js', {}],
    ['/calls', { accept: 'application/json' }],
    ['/api/unknown', PAGE_REQUEST],
    ['/api', PAGE_REQUEST],
    ['/services/unknown', PAGE_REQUEST],
    ['/assets/missing-1234.js', PAGE_REQUEST],
    ['/.env', {}],
    ['/..%2Foutside.txt', {}],
    ['/assets/..%2F..%2Foutside.txt', {}],
  ])('answers the API 404 for %s, which is neither a file nor a page', async (path, headers) => {
    const response = await request<{ code: number }>(server, 'GET', path, { headers });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body.code).toBe(4040);
    expect(response.text).not.toMatch(/dist-dotfile|outside the build/);
  });

  it('answers other methods on unknown addresses with the API 404', async () => {
    const response = await request<{ code: number }>(server, 'POST', '/calls', { body: {} });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(4040);
  });

  it('still answers the API', async () => {
    const response = await request<{ core: string }>(server, 'GET', '/api/core/version', {
      headers: PAGE_REQUEST,
    });
    expect(response.status).toBe(200);
    expect(response.body.core).toMatch(/^\d/);
  });
});

describe('without a built web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers / with a self-contained page that says how to build', async () => {
    const response = await request(server, 'GET', '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.text).toContain('has not been built yet');
    expect(response.text).toContain('npm run build');
    expect(response.text).not.toMatch(/<script|<link|src=|https?:/i);
  });

  it('answers pages with the same page and other addresses with 404', async () => {
    const page = await request(server, 'GET', '/transmitters', { headers: PAGE_REQUEST });
    expect(page.status).toBe(200);
    expect(page.text).toContain('npm run build');
    const script = await request(server, 'GET', '/assets/index-3f9a1c.js');
    expect(script.status).toBe(404);
  });
});
