import type { FastifyInstance } from 'fastify';

/**
 * One set of CORS headers on every API answer (the Core sends two, which browsers reject), and
 * 204 to any OPTIONS request before routing or authentication, as the Core does.
 */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': 'origin, content-type, accept, authorization',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS, HEAD',
};

export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS') return;
    await reply.code(204).headers(CORS_HEADERS).send();
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api')) reply.headers(CORS_HEADERS);
  });
}
