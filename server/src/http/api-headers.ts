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
 * The headers of an API answer: one set of CORS headers (the Core sends two, which browsers
 * reject), the security headers, and `no-store` when the request carried credentials, so that
 * no cache (browser, proxy) keeps what only that user may see.
 */
export function apiHeaders(request: FastifyRequest): Record<string, string> {
  return {
    ...CORS_HEADERS,
    ...SECURITY_HEADERS,
    ...(request.headers.authorization === undefined ? {} : { 'cache-control': 'no-store' }),
  };
}

export function registerApiHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request)) reply.headers(apiHeaders(request));
  });
}
