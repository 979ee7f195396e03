/**
 * A page that is not prerendered gets its own part of the static frame (its title) in the
 * language the visitor's cookie or browser names, and its scripts named for index.html's
 * first-screen script to load after the first paint, as the build's pages manifest has them.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
  'assets/rest-ff66.js',
  'assets/de-0b0b.js',
  'assets/start-up-ab12.js',
];

/** The map page's frame script as the build copies it (web/src/prerender/page-frame.tsx). */
const MAP_TILES_SCRIPT = readFileSync(
  new URL('../../../web/src/prerender/map-tiles-script.js', import.meta.url),
  'utf8',
);

const GERMAN_VISITOR = { 'accept-language': 'de' };

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
      // French is named but not built: left out.
      texts: { en: ['assets/rest-ff66.js'], de: ['assets/de-0b0b.js'], fr: ['assets/fr-1c1c.js'] },
    }),
    '/impress': manifestEntry('impress', {
      frame: { markup: { en: title('Imprint') }, css: '', signedIn: false },
    }),
    '/transmitters/guide/:id': manifestEntry('transmitters/guide', {
      texts: { en: ['assets/start-up-ab12.js', 'assets/rest-ff66.js'], de: ['assets/de-0b0b.js'] },
    }),
    '/transmitters/map': manifestEntry('transmitters/map', {
      frame: {
        markup: { en: title('Transmitter map'), de: title('Senderkarte') },
        css: '',
        signedIn: true,
        script: MAP_TILES_SCRIPT,
      },
    }),
    // A manifest with a script that would end its element early: left out.
    '/transmitters/timeslots': manifestEntry('transmitters/timeslots', {
      frame: {
        markup: { en: title('Timeslots') },
        css: '',
        signedIn: true,
        script: 'alert(1)</script><script>alert(2)',
      },
    }),
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

/** The inline scripts a browser runs (not the configuration's JSON), as it hashes them. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

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
      '/assets/rest-ff66.js',
      '/assets/page-ee55.css',
    ]);
    expect(response.text).not.toMatch(/modulepreload|rel="preload"/);
  });

  it("names the texts of the frame's language with the page's scripts", async () => {
    const scripts = async (language: string) =>
      appScripts((await page('/transmitters', { 'accept-language': language })).text);
    expect(await scripts('de')).toEqual([
      '/assets/index-aa11.js',
      '/assets/shared-bb22.js',
      '/assets/route-transmitters-dd44.js',
      '/assets/de-0b0b.js',
      '/assets/page-ee55.css',
    ]);
    expect(await scripts('en')).toContain('/assets/rest-ff66.js');
    expect(await scripts('en')).not.toContain('/assets/de-0b0b.js');
    expect(await scripts('fr')).not.toContain('/assets/fr-1c1c.js');
  });

  it('names the English texts for a page without a frame, which cannot tell the language', async () => {
    const scripts = appScripts((await page('/transmitters/guide/db0abc', GERMAN_VISITOR)).text);
    expect(scripts).toContain('/assets/start-up-ab12.js');
    expect(scripts).toContain('/assets/rest-ff66.js');
    expect(scripts).not.toContain('/assets/de-0b0b.js');
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

  it("of the map page runs its tiles script right after its markup, allowed by the CSP's hash", async () => {
    const response = await page('/transmitters/map', { 'accept-language': 'de' });
    expect(mainOf(response.text)).toBe(
      `${title('Senderkarte')}<script>${MAP_TILES_SCRIPT}</script>`,
    );
    const scripts = inlineScripts(response.text);
    expect(scripts).toEqual([MAP_TILES_SCRIPT]);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSources).toContain(sha256(MAP_TILES_SCRIPT));
  });

  it('of any other page carries no script, and a script that could end its element is left out', async () => {
    for (const path of ['/transmitters', '/impress', '/transmitters/guide/db0abc']) {
      expect(inlineScripts((await page(path)).text), path).toEqual([]);
    }
    const odd = await page('/transmitters/timeslots');
    expect(mainOf(odd.text)).toBe(title('Timeslots'));
    expect(odd.text).not.toContain('alert');
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
