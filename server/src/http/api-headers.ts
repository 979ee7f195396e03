import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CORS_HEADERS } from './cors.js';

/** What every API answer says besides CORS: no MIME sniffing, no referrer to other sites. */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

export function isApiRequest(request: FastifyRequest): boolean {
  return /^\/api(\/|\?|$)/.test(request.url);
}

/**
 * Every API answer is revalidated before a cache reuses it (`no-cache`), so a list reloaded
 * unchanged costs a 304 (ETag, see conditional-get.ts) and a changed one is never shown stale.
 * An answer to a request with credentials is `private` too: no shared cache (proxy) keeps what
 * only that user may see; the user's own browser may, and must ask the server each time, which
 * answers 304 only when this caller's view is unchanged (server/README.md, "Compression and
 * caching").
 */
function cacheControl(request: FastifyRequest): string {
  return request.headers.authorization === undefined ? 'no-cache' : 'private, no-cache';
}

/**
 * The headers of an API answer: one set of CORS headers (the Core sends two, which browsers
 * reject), the security headers and the cache policy above.
 */
export function apiHeaders(request: FastifyRequest): Record<string, string> {
  return { ...CORS_HEADERS, ...SECURITY_HEADERS, 'cache-control': cacheControl(request) };
}

export function registerApiHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request)) reply.headers(apiHeaders(request));
  });
}
