/**
 * The pages the server makes from index.html carry the runtime configuration, so the web app
 * needs no /config.json round trip before it asks for its first data (server/src/routes/site/
 * page-config.ts). It must be the very configuration /config.json answers, and no text in it may
 * end the element it is written in.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGES_MANIFEST_FILE, WEB_CONFIG_ELEMENT_ID, type PagesManifest } from '@dapnet/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebConfig } from '../../src/routes/site/web-config.js';
import { request, startServer, type TestServer } from '../helpers/server.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>DAPNET</title>
    <script type="module" crossorigin src="/assets/index-aa11.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const MANIFEST: PagesManifest = {
  startUp: { code: ['assets/index-aa11.js'], css: [] },
  pages: {
    '/calls': {
      module: 'calls/index',
      code: ['assets/route-calls-dd44.js'],
      css: [],
      preconnect: [],
      data: [],
    },
  },
};
const HTML = { accept: 'text/html' };
/** Texts an operator could write that would end a `<script>` element or open a comment. */
const HOSTILE = '</script><script>alert(1)</script><!-- & -->';

const ELEMENT = new RegExp(
  `<script type="application/json" id="${WEB_CONFIG_ELEMENT_ID}">([^]*?)</script>`,
  'g',
);

function buildFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dapnet-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  for (const file of MANIFEST.pages['/calls']!.code) writeFileSync(join(dist, file), '/* */');
  writeFileSync(join(dist, 'assets', 'index-aa11.js'), '/* */');
  writeFileSync(join(dist, PAGES_MANIFEST_FILE), JSON.stringify(MANIFEST));
  writeFileSync(
    join(dist, 'operator.json'),
    JSON.stringify({ texts: { home: { en: HOSTILE } }, provider: { name: HOSTILE } }),
  );
  return dist;
}

describe('the configuration in the page', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = buildFolder();
    server = await startServer({
      env: { DAPNET_WEB_DIST: dist, DAPNET_WEB_CONFIG: join(dist, 'operator.json') },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('is in the head of a page made from index.html, equal to /config.json', async () => {
    const page = await request(server, 'GET', '/calls', { headers: HTML });
    expect(page.status).toBe(200);
    const elements = [...page.text.matchAll(ELEMENT)];
    expect(elements).toHaveLength(1);
    expect(elements[0]!.index).toBeLessThan(page.text.indexOf('</head>'));
    const { body: served } = await request<WebConfig>(server, 'GET', '/config.json');
    expect(JSON.parse(elements[0]![1]!)).toEqual(served);
    // The operator's texts arrive whole: only how they are written differs.
    expect(served.provider.name).toBe(HOSTILE);
  });

  it('cannot be ended or commented out by a text of the configuration', async () => {
    const page = await request(server, 'GET', '/calls', { headers: HTML });
    const json = [...page.text.matchAll(ELEMENT)][0]![1]!;
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script>');
    // The page is otherwise index.html: one script of its own, the start-up module.
    expect(page.text.match(/<script/g)).toHaveLength(2);
    expect(page.text.replace(ELEMENT, '')).toContain('<script type="module"');
  });

  it('is not in what is sent as a plain file: that app asks for /config.json', async () => {
    const plain = await request(server, 'GET', '/nothing-here', { headers: HTML });
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(INDEX);
  });

  it('comes with the page compressed, and a browser holding it gets 304', async () => {
    const page = await request(server, 'GET', '/calls', {
      headers: { ...HTML, 'accept-encoding': 'br' },
    });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect([...page.text.matchAll(ELEMENT)]).toHaveLength(1);
    const again = await request(server, 'GET', '/calls', {
      headers: { ...HTML, 'if-none-match': page.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});
