/**
 * Serves the built web app with history-mode routing: real files as they are, and index.html
 * for any other page address a browser navigates to (the app's router takes it from there).
 * Addresses that are not pages (API, services, build assets, scripts fetched by code) get the
 * API's JSON 404 instead of an HTML page that would fail to parse.
 */
import { resolve } from 'node:path';
import { prerenderedFileFor } from '@dapnet/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendPreparedBody, varyOn } from '../../http/conditional-get.js';
import { isFile } from '../../services/is-file.js';
import { buildFile } from './build-file.js';
import { NOT_BUILT_PAGE } from './not-built-page.js';
import { pagesWithConfig } from './page-config.js';
import { webBuild } from './page-html.js';
import type { WebConfig } from './web-config.js';

/** Vite puts content-hashed files here: they never change under the same name. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Path prefixes that are never pages of the web app. */
const NOT_PAGES = ['/api/', '/services/', '/assets/'];

function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (NOT_PAGES.some((prefix) => `${path}/`.startsWith(prefix))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export interface WebAppOptions {
  /**
   * False when the deployment's configuration changes what the prerendered pages show (their
   * texts or links): they then get the plain index.html, not the defaults the build rendered.
   */
  prerendered: boolean;
  /** The runtime configuration, written into the pages made from index.html (page-config.ts). */
  config: WebConfig;
}

export function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  { prerendered, config }: WebAppOptions,
): void {
  const root = resolve(webDist);
  const currentBuild = webBuild(root);
  const withConfig = pagesWithConfig(config);

  app.get('/*', async (request, reply) => {
    const relative = (request.params as { '*'?: string })['*'] ?? '';
    const path = `/${relative}`;
    if (`${path}/`.startsWith('/api/')) return reply.callNotFound();

    const built = await isFile(resolve(root, 'index.html'));
    const file = built ? await buildFile(root, relative) : undefined;
    // Built files come precompressed (web/scripts/precompress.ts): the encoding depends on the request.
    if (built) varyOn(reply, 'Accept-Encoding');
    if (file) {
      reply.header('cache-control', path.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      return reply.sendFile(file, root, { cacheControl: false });
    }
    if (path !== '/' && !isPageRequest(request, path)) return reply.callNotFound();

    reply.header('cache-control', REVALIDATE);
    if (!built) return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    // A few pages as a first-time visitor sees them, rendered into their own HTML at build time
    // (declared `prerendered` in web/src/lib/entities.ts; the build's pages manifest names the
    // file): their first screen shows before any script has run.
    const build = await currentBuild();
    const own = prerendered && build?.manifest && prerenderedFileFor(build.manifest, path);
    // Through buildFile like any other: a manifest can name no file outside the build.
    const ownFile = own ? await buildFile(root, own) : undefined;
    if (ownFile) return reply.sendFile(ownFile, root, { cacheControl: false });
    // Every other page gets index.html with its own code, the runtime configuration and, where
    // the manifest has it, its title in the static frame, in the language the visitor's cookie or
    // browser names.
    const page = await build?.pageHtml(path, {
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    if (page?.language) {
      varyOn(reply, 'Cookie');
      varyOn(reply, 'Accept-Language');
    }
    if (page) return sendPreparedBody(reply, withConfig(page.body), 'text/html; charset=utf-8');
    return reply.sendFile('index.html', root, { cacheControl: false });
  });
}
