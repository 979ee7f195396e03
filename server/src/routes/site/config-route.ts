import type { FastifyInstance } from 'fastify';
import { sendJsonBody } from '../../http/conditional-get.js';
import { JsonBody } from '../../http/json-body.js';
import type { WebConfig } from './web-config.js';

/**
 * GET /config.json: built, hashed and (on first demand) compressed once at start-up; browsers
 * revalidate it on every load and get a 304 while it is unchanged.
 */
export function registerConfigRoute(app: FastifyInstance, config: WebConfig): void {
  const body = JsonBody.of(config);
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return sendJsonBody(reply, body);
  });
}
