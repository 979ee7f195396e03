import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { PAGES_MANIFEST_FILE, type PageManifestEntry, type PagesManifest } from '@dapnet/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { serveWebBuild } from '../helpers/web-build.js';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const HOME = '<!doctype html><html><body><div id="root"><h1>Welcome</h1></div></body></html>';
const LOGIN = '<!doctype html><html><body><div id="root"><h1>Login</h1></div></body></html>';
const VERSION = '<!doctype html><html><body><div id="root"><h1>Version</h1></div></body></html>';
const HTML = { accept: 'text/html' };

/** A manifest page (web/scripts/pages-manifest.ts), prerendered into `file` or not. */
const page = (module: string, file?: string): PageManifestEntry => ({
  module,
  code: [],
  css: [],
  ...(file && { prerendered: file }),
  preconnect: [],
  data: [],
});

/**
 * A build folder with the plain page, the prerendered pages and the pages manifest that names
 * them (web/scripts/prerender.ts).
 */
function buildFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dapnet-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  for (const [name, html] of [
    ['home', HOME],
    ['login', LOGIN],
    ['version', VERSION],
  ] as const) {
    writeFileSync(join(dist, `${name}.html`), html);
    writeFileSync(join(dist, `${name}.html.br`), brotliCompressSync(html));
  }
  const manifest: PagesManifest = {
    startUp: { code: [], css: [] },
    pages: {
      '/': page('home', 'home.html'),
      '/login': page('login', 'login.html'),
      '/version': page('version', 'version.html'),
      '/calls': page('calls/index'),
      '/transmitters/map': page('transmitters/map'),
    },
  };
  writeFileSync(join(dist, PAGES_MANIFEST_FILE), JSON.stringify(manifest));
  return dist;
}

describe('the prerendered pages', () => {
  const site = serveWebBuild(buildFolder);

  it('home.html is the answer for /, compressed when the browser accepts it', async () => {
    const home = await request(site.server, 'GET', '/', { headers: HTML });
    expect(home.text).toBe(HOME);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const compressed = await request(site.server, 'GET', '/', {
      headers: { ...HTML, 'accept-encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
  });

  it.each([
    ['/login', LOGIN],
    ['/version', VERSION],
  ])('has its own file for %s, compressed too', async (path, html) => {
    const page = await request(site.server, 'GET', path, { headers: HTML });
    expect(page.status).toBe(200);
    expect(page.text).toBe(html);
    const compressed = await request(site.server, 'GET', path, {
      headers: { ...HTML, 'accept-encoding': 'br' },
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });

  it.each(['/calls', '/login/again', '/versions', '/transmitters/map', '/home'])(
    'is not the answer for %s, which gets the plain page',
    async (path) => {
      const page = await request(site.server, 'GET', path, { headers: HTML });
      expect(page.status).toBe(200);
      expect(page.text).toBe(INDEX);
    },
  );
});

describe('a deployment with its own home texts', () => {
  const dist = buildFolder();
  const overrides = join(dist, '..', `web-${Date.now()}.json`);
  let server: TestServer;
  beforeAll(async () => {
    writeFileSync(overrides, JSON.stringify({ texts: { welcome: 'Willkommen im Netz' } }));
    server = await startServer({ env: { DAPNET_WEB_DIST: dist, DAPNET_WEB_CONFIG: overrides } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(overrides, { force: true });
  });

  it.each(['/', '/login', '/version'])(
    'gets the plain page at %s, not the default texts the build rendered',
    async (path) => {
      const page = await request(server, 'GET', path, { headers: HTML });
      expect(page.status).toBe(200);
      expect(page.text).toBe(INDEX);
    },
  );
});

describe('the pages manifest decides which pages are prerendered', () => {
  const site = serveWebBuild(buildFolder);

  it('sends a page the file the manifest names for it, and only that', async () => {
    const manifest = JSON.parse(
      readFileSync(join(site.dist, PAGES_MANIFEST_FILE), 'utf8'),
    ) as PagesManifest;
    manifest.pages['/login'] = page('login', 'version.html');
    writeFileSync(join(site.dist, PAGES_MANIFEST_FILE), JSON.stringify(manifest));
    const login = await request(site.server, 'GET', '/login', { headers: HTML });
    expect(login.text).toBe(VERSION);
  });

  it('never sends a file outside the build, whatever the manifest names', async () => {
    const manifest = JSON.parse(
      readFileSync(join(site.dist, PAGES_MANIFEST_FILE), 'utf8'),
    ) as PagesManifest;
    manifest.pages['/login'] = page('login', '../outside.html');
    writeFileSync(join(site.dist, '..', 'outside.html'), 'outside');
    writeFileSync(join(site.dist, PAGES_MANIFEST_FILE), JSON.stringify(manifest));
    try {
      const login = await request(site.server, 'GET', '/login', { headers: HTML });
      expect(login.text).toBe(INDEX);
    } finally {
      rmSync(join(site.dist, '..', 'outside.html'), { force: true });
    }
  });

  it('sends the plain page everywhere without a manifest (an older or broken build)', async () => {
    writeFileSync(join(site.dist, PAGES_MANIFEST_FILE), '{ not json');
    for (const path of ['/', '/login', '/version']) {
      const plain = await request(site.server, 'GET', path, { headers: HTML });
      expect(plain.text).toBe(INDEX);
    }
    rmSync(join(site.dist, PAGES_MANIFEST_FILE));
    expect((await request(site.server, 'GET', '/', { headers: HTML })).text).toBe(INDEX);
  });
});
