/**
 * Serves the built web app with history-mode routing: real files as they are, and index.html
 * for any other page address a browser navigates to (the app's router takes it from there).
 * Addresses that are not pages (API, services, build assets, scripts fetched by code) get the
 * API's JSON 404 instead of an HTML page that would fail to parse.
 */
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { PAGES_MANIFEST_FILE, type PagesManifest, prerenderedFileFor } from '@dapnet/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { varyOn } from '../../http/conditional-get.js';
import { NOT_BUILT_PAGE } from './not-built-page.js';
import { isFile } from '../../services/is-file.js';

/** Vite puts content-hashed files here: they never change under the same name. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Path prefixes that are never pages of the web app. */
const NOT_PAGES = ['/api/', '/services/', '/assets/'];

/** The file for a URL path inside the build folder, or undefined (no dot-files, no escaping). */
async function buildFile(root: string, relative: string): Promise<string | undefined> {
  if (relative === '' || relative.includes('\0')) return undefined;
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) return undefined;
  return (await isFile(path)) ? relative : undefined;
}

function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (NOT_PAGES.some((prefix) => `${path}/`.startsWith(prefix))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The build's pages manifest (web/scripts/pages-manifest.ts), read for each page request (a few
 * kilobytes, like the page itself; a new build under a running server counts at once); undefined
 * without one or when it is unreadable, and then every page gets the plain index.html.
 */
async function readPagesManifest(root: string): Promise<PagesManifest | undefined> {
  try {
    const manifest = JSON.parse(await readFile(resolve(root, PAGES_MANIFEST_FILE), 'utf8')) as
      Partial<PagesManifest> | undefined;
    return manifest?.pages ? (manifest as PagesManifest) : undefined;
  } catch {
    return undefined;
  }
}

export interface WebAppOptions {
  /**
   * False when the deployment's configuration changes what the prerendered pages show (their
   * texts or links): they then get the plain index.html, not the defaults the build rendered.
   */
  prerendered: boolean;
}

export function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  { prerendered }: WebAppOptions,
): void {
  const root = resolve(webDist);

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
    // file): their first screen shows before any script has run. Every other page gets the
    // plain index.html.
    const manifest = prerendered ? await readPagesManifest(root) : undefined;
    const own = manifest && prerenderedFileFor(manifest, path);
    // Through buildFile like any other: a manifest can name no file outside the build.
    const ownFile = own ? await buildFile(root, own) : undefined;
    return reply.sendFile(ownFile ?? 'index.html', root, { cacheControl: false });
  });
}
