/**
 * A page's first requests (the pages manifest's `requests`) are written into its HTML for
 * index.html's first-screen script, as data; what a hand-edited manifest adds beyond plain
 * relative paths is left out, and nothing in them can end the element.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRST_REQUESTS_ELEMENT_ID,
  type FirstRequests,
  PAGES_MANIFEST_FILE,
  type PagesManifest,
} from '@dapnet/model';
import { describe, expect, it } from 'vitest';
import { request } from '../helpers/server.js';
import { manifestEntry, PAGE_REQUEST, serveWebBuild } from '../helpers/web-build.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="dapnet-app" content="/assets/index-aa11.js" data-frame-only />
    <title>DAPNET</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const CALLS: FirstRequests = {
  user: [{ base: 'api', path: 'calls?ownerName=~user~&order=newest-first' }],
  admin: [
    { base: 'api', path: 'calls?order=newest-first' },
    { base: 'monitor', path: 'receipts/calls' },
  ],
};

const MANIFEST = {
  startUp: { code: ['assets/index-aa11.js'], css: [] },
  pages: {
    '/': manifestEntry('home', { prerendered: 'home.html' }),
    '/calls': manifestEntry('calls/index', { requests: CALLS }),
    '/nodes': {
      ...manifestEntry('nodes/index'),
      requests: {
        // Another address than the configured ones, and markup: each visitor's list left out.
        user: [{ base: 'api', path: '//elsewhere.example/steal' }],
        admin: [{ base: 'api', path: 'nodes</script><script>alert(1)' }],
        guest: [{ base: 'anywhere', path: 'nodes' }],
      },
    },
    '/rubrics': manifestEntry('rubrics/index'),
  },
} as unknown as PagesManifest;

function buildFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dapnet-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'home.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dist, 'assets/index-aa11.js'), '/* start-up */');
  writeFileSync(join(dist, PAGES_MANIFEST_FILE), JSON.stringify(MANIFEST));
  return dist;
}

const ELEMENT = new RegExp(
  `<script type="application/json" id="${FIRST_REQUESTS_ELEMENT_ID}">([^<]*)</script>`,
);
const firstRequests = (html: string) => {
  const json = ELEMENT.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as unknown);
};

describe("a page's first requests in its HTML", () => {
  const site = serveWebBuild(buildFolder);
  const page = (path: string) => request(site.server, 'GET', path, { headers: PAGE_REQUEST });

  it('are the manifest’s, in the head, for the first-screen script', async () => {
    const response = await page('/calls');
    expect(response.status).toBe(200);
    expect(firstRequests(response.text)).toEqual(CALLS);
    expect(response.text.indexOf(FIRST_REQUESTS_ELEMENT_ID)).toBeLessThan(
      response.text.indexOf('</head>'),
    );
  });

  it('leave out what is not a plain path below a configured address', async () => {
    const response = await page('/nodes');
    expect(response.status).toBe(200);
    expect(firstRequests(response.text)).toBeUndefined();
    expect(response.text).not.toContain('alert(1)');
  });

  it('are not there for a page without any, nor on a prerendered page', async () => {
    expect(firstRequests((await page('/rubrics')).text)).toBeUndefined();
    expect((await page('/')).text).not.toContain(FIRST_REQUESTS_ELEMENT_ID);
  });
});
