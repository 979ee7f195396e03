/**
 * What an operator's monitoring reads: GET /metrics (Prometheus) and GET /healthz, outside the
 * Core's paths. registerHttpMetrics times every request of the whole app.
 */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../../metrics/registry.js';
import type { Store } from '../../store/store.js';
import { healthRoute } from './health-route.js';
import { metricsRoute } from './metrics-route.js';

export interface OperationsOptions {
  store: Store;
  metrics: Metrics;
  /** DAPNET_METRICS_TOKEN; unset, /metrics is open. */
  metricsToken: string | undefined;
}

export async function operationsRoutes(
  app: FastifyInstance,
  { store, metrics, metricsToken }: OperationsOptions,
): Promise<void> {
  metricsRoute(app, metrics, metricsToken);
  healthRoute(app, store, metrics);
}

/**
 * Counts and times every answered request by its route pattern (`/api/transmitters/:name`), so
 * the metrics keep a fixed number of series whatever URLs arrive; unknown paths are `unmatched`.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
