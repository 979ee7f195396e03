/**
 * A page that is not prerendered gets its own part of the static frame (its title) in the
 * language the visitor's cookie or browser names, and its scripts named for index.html's
 * first-screen script to load after the first paint, as the build's pages manifest has them.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_COOKIE, PAGES_MANIFEST_FILE, type PagesManifest } from '@dapnet/model';
import { describe, expect, it } from 'vitest';
import { request } from '../helpers/server.js';
import { manifestEntry, PAGE_REQUEST, serveWebBuild } from '../helpers/web-build.js';

/** As the build writes it (web/scripts/prerender.ts): the static frame, the scripts in a meta. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="dapnet-app" content="/assets/index-aa11.js /assets/shared-bb22.js" data-frame-only />
    <title>DAPNET</title>
    <link rel="stylesheet" crossorigin href="/assets/index-cc33.css">
  </head>
  <body>
    <div id="root"><div class="shell" data-static-frame=""><header class="header"><a href="/">DAPNET</a></header><main class="main"></main></div></div>
  </body>
</html>
`;
const HOME = '<!doctype html><html><head></head><body><h1>Welcome</h1></body></html>';
const BUILT = [
  'assets/index-aa11.js',
  'assets/shared-bb22.js',
  'assets/index-cc33.css',
  'assets/route-transmitters-dd44.js',
  'assets/page-ee55.css',
];

const title = (text: string) =>
  `<div class="page_p1" data-page-frame=""><h1 class="title_t1">${text}</h1></div>`;

const MANIFEST: PagesManifest = {
  startUp: {
    code: ['assets/index-aa11.js', 'assets/shared-bb22.js'],
    css: ['assets/index-cc33.css'],
  },
  pages: {
    '/': manifestEntry('home', { prerendered: 'home.html' }),
    '/transmitters': manifestEntry('transmitters/index', {
      code: ['assets/route-transmitters-dd44.js'],
      css: ['assets/page-ee55.css'],
      frame: {
        markup: {
          en: title('Transmitters'),
          de: title('Sender'),
          se: title('Sändare'),
          fr: title('Émetteurs &amp; relais'),
        },
        css: '.page_p1{max-width:71rem}.title_t1{font-size:2rem}',
        signedIn: true,
      },
    }),
    '/impress': manifestEntry('impress', {
      frame: { markup: { en: title('Imprint') }, css: '', signedIn: false },
    }),
    '/transmitters/guide/:id': manifestEntry('transmitters/guide'),
  },
};

function buildFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dapnet-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'home.html'), HOME);
  for (const file of BUILT) writeFileSync(join(dist, file), `/* ${file} */`);
  writeFileSync(join(dist, PAGES_MANIFEST_FILE), JSON.stringify(MANIFEST));
  return dist;
}

const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1];
const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0];
const appScripts = (html: string) =>
  /<meta name="dapnet-app" content="([^"]*)"/.exec(html)?.[1]?.split(' ');

describe("a page's part of the static frame", () => {
  const site = serveWebBuild(buildFolder);
  const page = (path: string, headers: Record<string, string> = {}) =>
    request(site.server, 'GET', path, { headers: { ...PAGE_REQUEST, ...headers } });

  it('is in English for a browser that names no language of the app', async () => {
    const response = await page('/transmitters', { 'accept-language': 'ja, zh;q=0.5' });
    expect(response.status).toBe(200);
    expect(mainOf(response.text)).toBe(title('Transmitters'));
    expect(htmlTag(response.text)).toBe(
      '<html data-frame-language="en" data-frame-signed-in lang="en">',
    );
    // Its style rules inline, with the rule that hides it from visitors it is not for.
    expect(response.text).toContain(
      '<style>html:not([data-frame-show]) [data-page-frame]{display:none}\n.page_p1{max-width:71rem}',
    );
    expect(response.text.indexOf('<style>')).toBeLessThan(response.text.indexOf('</head>'));
  });

  it("is in the browser's first language the app has, as the app picks it", async () => {
    const german = await page('/transmitters', { 'accept-language': 'ja, de-AT;q=0.8, en;q=0.7' });
    expect(mainOf(german.text)).toBe(title('Sender'));
    expect(htmlTag(german.text)).toContain('data-frame-language="de"');
    // Swedish is sv to a browser and se to the app; se (Sami) is not Swedish.
    const swedish = await page('/transmitters', { 'accept-language': 'se, sv-SE;q=0.9' });
    expect(mainOf(swedish.text)).toBe(title('Sändare'));
    // The weights count, not only the order.
    const weighted = await page('/transmitters', { 'accept-language': 'en;q=0.3, fr;q=0.9' });
    expect(htmlTag(weighted.text)).toContain('data-frame-language="fr"');
  });

  it('is in the language the app keeps in its cookie, before the browsers', async () => {
    const response = await page('/transmitters', {
      cookie: `other=1; ${LANGUAGE_COOKIE}=se; more=2`,
      'accept-language': 'de',
    });
    expect(mainOf(response.text)).toBe(title('Sändare'));
    // A cookie naming no language of the app counts for nothing.
    const odd = await page('/transmitters', {
      cookie: `${LANGUAGE_COOKIE}="><script>alert(1)</script>`,
      'accept-language': 'de',
    });
    expect(mainOf(odd.text)).toBe(title('Sender'));
    expect(odd.text).not.toContain('alert');
  });

  it('keeps its markup as the build escaped it, and the language as an attribute', async () => {
    const response = await page('/transmitters', { 'accept-language': 'fr' });
    expect(mainOf(response.text)).toBe(title('Émetteurs &amp; relais'));
  });

  it('is shown to everybody on a public page: no mark that it needs a signed-in visitor', async () => {
    const response = await page('/impress');
    expect(mainOf(response.text)).toBe(title('Imprint'));
    expect(htmlTag(response.text)).not.toContain('data-frame-signed-in');
  });

  it("names the page's scripts and styles for the first-screen script, not in the head", async () => {
    const response = await page('/transmitters');
    expect(appScripts(response.text)).toEqual([
      '/assets/index-aa11.js',
      '/assets/shared-bb22.js',
      '/assets/route-transmitters-dd44.js',
      '/assets/page-ee55.css',
    ]);
    expect(response.text).not.toMatch(/modulepreload|rel="preload"/);
  });

  it('varies with the cookie and the language, and is made once per page and language', async () => {
    const first = await page('/transmitters', { 'accept-language': 'de' });
    const again = await page('/transmitters', { 'accept-language': 'de' });
    const english = await page('/transmitters', { 'accept-language': 'en' });
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    expect(first.headers.get('vary')).toMatch(/Accept-Language/);
    expect(first.headers.get('etag')).toBe(again.headers.get('etag'));
    expect(english.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('is not in a prerendered page, a page without one, nor at an address that is no page', async () => {
    expect((await page('/', { 'accept-language': 'de' })).text).toBe(HOME);
    const guide = await page('/transmitters/guide/db0abc', { 'accept-language': 'de' });
    expect(mainOf(guide.text)).toBe('');
    expect(guide.headers.get('vary') ?? '').not.toMatch(/Accept-Language/);
    const nothing = await page('/nothing-here', { 'accept-language': 'de' });
    expect(nothing.text).toBe(INDEX);
  });
});
