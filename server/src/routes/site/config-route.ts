import type { FastifyInstance } from 'fastify';
import type { WebConfig } from './web-config.js';

/** GET /config.json: built once at start-up, revalidated by browsers on every load. */
export function registerConfigRoute(app: FastifyInstance, config: WebConfig): void {
  app.get('/config.json', async (_request, reply) => {
    return reply.header('cache-control', 'no-cache').send(config);
  });
}
