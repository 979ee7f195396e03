/**
 * GET /metrics: the node's Prometheus metrics (metrics/registry.ts). Open like the Core's
 * statistics, unless DAPNET_METRICS_TOKEN is set: then only a scraper that sends
 * `Authorization: Bearer <token>` gets them.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../metrics/registry.js';

/** Compares in constant time: both sides are hashed first, so their lengths are equal too. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (token !== undefined) {
      const given = bearerToken(request.headers.authorization);
      if (given === undefined || !sameToken(given, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({
          message: 'GET /metrics needs the token of DAPNET_METRICS_TOKEN as a Bearer token',
        });
      }
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
