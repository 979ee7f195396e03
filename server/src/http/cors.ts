import type { FastifyInstance } from 'fastify';

/**
 * The API's CORS policy: any origin may call it, but never with ambient credentials.
 *
 * Any origin, because the API is public by design: the Core answers every origin, and other
 * pages (dashboards, club sites, scripts) call it with their users' own passwords. That is safe
 * because the API authenticates only with an explicit `Authorization: Basic` header, which a page
 * can send only when it already knows the password; there are no cookies, and the server never
 * sends `WWW-Authenticate`, so browsers never cache Basic credentials for it either.
 *
 * No `Access-Control-Allow-Credentials`: nothing ambient is to be shared, and together with `*`
 * it is invalid (browsers refuse such answers); the web app sends `credentials: 'omit'`.
 */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'origin, content-type, accept, authorization',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS, HEAD',
};

/** 204 to any OPTIONS request, before routing or authentication, as the Core does. */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') return;
    await reply.code(204).headers(CORS_HEADERS).send();
  });
}
