/**
 * GET /healthz for monitoring (Nagios, a load balancer, systemd watchdogs): 200 while the node
 * can write and read its database, 503 with the reason otherwise. The check is a real write of
 * one row and a read of it back (store/liveness-table.ts), timed for the metrics.
 */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../metrics/registry.js';
import type { Store } from '../../store/store.js';

export function healthRoute(app: FastifyInstance, store: Store, metrics: Metrics) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const now = Date.now();
    const start = performance.now();
    try {
      await store.liveness.check(now);
    } catch (error) {
      const reason = `database: ${(error as Error).message}`;
      reply.log.error({ reason }, `Health check failed: ${reason}`);
      return reply.code(503).send({ status: 'unavailable', reason });
    }
    const seconds = (performance.now() - start) / 1000;
    metrics.database('health_check', seconds);
    return {
      status: 'ok',
      database: 'writable',
      checkedAt: new Date(now).toISOString(),
      databaseMs: Math.round(seconds * 1000 * 100) / 100,
    };
  });
}
