/**
 * A page that is not prerendered gets index.html with its own code preloaded, as the build's
 * pages manifest names it, so the browser fetches the page's chunks beside the start-up script.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { PAGES_MANIFEST_FILE, type PagesManifest } from '@dapnet/model';
import { describe, expect, it } from 'vitest';
import { compressionCount } from '../../src/http/content-encoding.js';
import { request } from '../helpers/server.js';
import { manifestEntry, PAGE_REQUEST, serveWebBuild } from '../helpers/web-build.js';

/** As Vite writes it: the start-up script and its style sheet in the head. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>DAPNET</title>
    <script type="module" crossorigin src="/assets/index-aa11.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-bb22.js">
    <link rel="stylesheet" crossorigin href="/assets/index-cc33.css">
  </head>
  <body>
    <div id="root"><header>${'DAPNET '.repeat(60)}</header></div>
  </body>
</html>
`;
const HOME = '<!doctype html><html><head></head><body><h1>Welcome</h1></body></html>';
const BUILT = [
  'assets/index-aa11.js',
  'assets/shared-bb22.js',
  'assets/index-cc33.css',
  'assets/home-0a0a.js',
  'assets/route-calls-dd44.js',
  'assets/lists-ee55.js',
  'assets/kit-ff66.js',
  'assets/kit-ff66.css',
  'assets/route-edit-1234.js',
  'assets/route-new-5678.js',
];

const MANIFEST: PagesManifest = {
  startUp: {
    code: ['assets/index-aa11.js', 'assets/shared-bb22.js'],
    css: ['assets/index-cc33.css'],
  },
  pages: {
    '/': manifestEntry('home', { code: ['assets/home-0a0a.js'], prerendered: 'home.html' }),
    '/calls': manifestEntry('calls/index', {
      code: ['assets/route-calls-dd44.js', 'assets/lists-ee55.js', 'assets/kit-ff66.js'],
      css: ['assets/kit-ff66.css'],
    }),
    '/calls/:id': manifestEntry('calls/detail', { code: ['assets/route-edit-1234.js'] }),
    '/calls/new': manifestEntry('calls/new', {
      code: ['assets/route-new-5678.js', 'assets/kit-ff66.js'],
      css: ['assets/kit-ff66.css'],
    }),
    '/transmitters/edit/:id': manifestEntry('transmitters/edit', {
      code: ['assets/route-edit-1234.js', 'assets/kit-ff66.js'],
    }),
  },
};

const scriptPreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const stylePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

function buildFolder(manifest: PagesManifest = MANIFEST): string {
  const dist = mkdtempSync(join(tmpdir(), 'dapnet-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dist, 'home.html'), HOME);
  for (const file of BUILT) writeFileSync(join(dist, file), `/* ${file} */`);
  writeFileSync(join(dist, PAGES_MANIFEST_FILE), JSON.stringify(manifest));
  return dist;
}

describe('a page that is not prerendered', () => {
  const site = serveWebBuild(buildFolder);

  it('gets index.html with its code and styles preloaded in the head, each once', async () => {
    const page = await request(site.server, 'GET', '/calls', { headers: PAGE_REQUEST });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(scriptPreloads(head(page.text))).toEqual([
      '/assets/shared-bb22.js',
      '/assets/route-calls-dd44.js',
      '/assets/lists-ee55.js',
      '/assets/kit-ff66.js',
    ]);
    expect(stylePreloads(head(page.text))).toEqual(['/assets/kit-ff66.css']);
    // Otherwise the very index.html: the start-up script, its styles, the page's frame (and the
    // runtime configuration, page-config.test.ts).
    const withoutAdded = page.text.replaceAll(
      /\s*<link rel="(?:modulepreload|preload" as="style)" crossorigin href="\/assets\/(?:route|lists|kit)-[^"]+">|\s*<script type="application\/json" id="dapnet-config">[^<]*<\/script>/g,
      '',
    );
    expect(withoutAdded).toBe(INDEX);
  });

  it.each([
    ['/transmitters/edit/db0abc', ['/assets/route-edit-1234.js', '/assets/kit-ff66.js']],
    ['/calls/1234', ['/assets/route-edit-1234.js']],
    ['/calls/new', ['/assets/route-new-5678.js', '/assets/kit-ff66.js']],
    ['/calls/', ['/assets/route-calls-dd44.js', '/assets/lists-ee55.js', '/assets/kit-ff66.js']],
  ])('gets the code of its router pattern at %s', async (path, code) => {
    const page = await request(site.server, 'GET', path, { headers: PAGE_REQUEST });
    expect(page.status).toBe(200);
    expect(scriptPreloads(page.text)).toEqual(['/assets/shared-bb22.js', ...code]);
  });

  it.each(['/nothing-here', '/calls/1/2', '/transmitters/edit'])(
    'gets the plain index.html at %s, which is no page of the manifest',
    async (path) => {
      const page = await request(site.server, 'GET', path, { headers: PAGE_REQUEST });
      expect(page.status).toBe(200);
      expect(page.text).toBe(INDEX);
    },
  );

  it('still gets its prerendered file where it has one', async () => {
    const home = await request(site.server, 'GET', '/', { headers: PAGE_REQUEST });
    expect(home.text).toBe(HOME);
  });

  it('comes compressed, with the headers of index.html, and is compressed once', async () => {
    const plain = await request(site.server, 'GET', '/nothing-here', {
      headers: { ...PAGE_REQUEST, 'accept-encoding': 'br' },
    });
    const first = await request(site.server, 'GET', '/calls/new', {
      headers: { ...PAGE_REQUEST, 'accept-encoding': 'br' },
    });
    const compressions = compressionCount();
    const again = await request(site.server, 'GET', '/calls/new', {
      headers: { ...PAGE_REQUEST, 'accept-encoding': 'br' },
    });
    expect(compressionCount()).toBe(compressions);
    for (const page of [first, again]) {
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(scriptPreloads(page.text)).toContain('/assets/route-new-5678.js');
      for (const header of ['cache-control', 'vary', 'content-security-policy', 'content-type']) {
        expect(page.headers.get(header), header).toBe(plain.headers.get(header));
      }
    }
    expect(again.text).toBe(first.text);
  });

  it('answers a browser that holds this version with 304', async () => {
    const page = await request(site.server, 'GET', '/calls', { headers: PAGE_REQUEST });
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    const unchanged = await request(site.server, 'GET', '/calls', {
      headers: { ...PAGE_REQUEST, 'if-none-match': etag! },
    });
    expect(unchanged.status).toBe(304);
  });
});

describe('the preloads follow the build', () => {
  const site = serveWebBuild(buildFolder);

  it('names the new files once a new build replaced the old one', async () => {
    const before = await request(site.server, 'GET', '/calls', { headers: PAGE_REQUEST });
    expect(scriptPreloads(before.text)).toContain('/assets/route-calls-dd44.js');
    writeFileSync(join(site.dist, 'assets', 'route-calls-9999.js'), '/* new */');
    const manifest = structuredClone(MANIFEST);
    manifest.pages['/calls']!.code = ['assets/route-calls-9999.js'];
    writeFileSync(join(site.dist, PAGES_MANIFEST_FILE), JSON.stringify(manifest));
    const after = await request(site.server, 'GET', '/calls', { headers: PAGE_REQUEST });
    expect(scriptPreloads(after.text)).toEqual([
      '/assets/shared-bb22.js',
      '/assets/route-calls-9999.js',
    ]);
  });

  it('names no file the build does not hold, nor one outside it or oddly named', async () => {
    // Beside the build folder, named after it: other tests use the same temporary folder.
    const outside = `${basename(site.dist)}-outside.js`;
    writeFileSync(join(site.dist, '..', outside), 'outside');
    const manifest = structuredClone(MANIFEST);
    manifest.pages['/calls']!.code = [
      'assets/route-calls-dd44.js',
      'assets/missing-0000.js',
      `../${outside}`,
      'assets/x.js"><script>alert(1)</script>',
      '.env',
    ];
    writeFileSync(join(site.dist, PAGES_MANIFEST_FILE), JSON.stringify(manifest));
    try {
      const page = await request(site.server, 'GET', '/calls', { headers: PAGE_REQUEST });
      expect(scriptPreloads(page.text)).toEqual([
        '/assets/shared-bb22.js',
        '/assets/route-calls-dd44.js',
      ]);
      expect(page.text).not.toMatch(/outside|missing|alert|\.env/);
    } finally {
      rmSync(join(site.dist, '..', outside), { force: true });
    }
  });

  it('gets the plain index.html without a manifest (an older or broken build)', async () => {
    writeFileSync(join(site.dist, PAGES_MANIFEST_FILE), '{ not json');
    expect((await request(site.server, 'GET', '/calls', { headers: PAGE_REQUEST })).text).toBe(
      INDEX,
    );
    rmSync(join(site.dist, PAGES_MANIFEST_FILE));
    expect((await request(site.server, 'GET', '/calls', { headers: PAGE_REQUEST })).text).toBe(
      INDEX,
    );
  });
});
