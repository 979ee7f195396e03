/**
 * The embedded DAPNET server: the Core v1 REST API under /api, the web app's runtime
 * configuration, embedded stand-ins for the external services, and the built web app.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Settings } from './config.js';
import type { Store } from './store/store.js';
import type { PagingEvents } from './paging/paging-events.js';
import type { PagingMonitor } from './paging/monitor-source.js';
import { BODY_LIMIT_BYTES, registerBodyParsing } from './http/body.js';
import { registerErrorHandling, frameworkErrors } from './http/error-handling.js';
import { registerCors } from './http/cors.js';
import { registerApiHeaders } from './http/api-headers.js';
import { registerConditionalGet } from './http/conditional-get.js';
import { answerBrokenRequest } from './http/connections.js';
import { apiRoutes } from './routes/api/index.js';
import { siteRoutes } from './routes/site/index.js';
import { MONITOR_PREFIX, monitorRoutes } from './routes/monitor/index.js';
import { scheduleStateCleaning } from './jobs/state-cleaning.js';
import { scheduleHealthSampling } from './jobs/health-sampling.js';
import { ShortRequestLog } from './logging.js';
import { createMetrics, type Metrics } from './metrics/registry.js';
import { operationsRoutes, registerHttpMetrics } from './routes/operations/index.js';
import type { NetworkEvents } from './events/network-events.js';

export interface AppOptions {
  settings: Settings;
  store: Store;
  /** Fastify logger options (see logging.ts); off in tests. */
  logger?: boolean | object;
  /** The paging node, told about committed writes (see paging/paging-events.ts). */
  paging?: PagingEvents;
  /** The transmitter sessions' state for /monitor; without it, what the store knows. */
  monitor?: PagingMonitor;
  /** GET /metrics; main.ts shares one with the paging node. Without it, one of the app's own. */
  metrics?: Metrics;
  /** The node's one event bus (main.ts shares it with the paging node); the event stream's source. */
  networkEvents?: NetworkEvents;
}

export async function buildApp({
  settings,
  store,
  logger = false,
  paging,
  monitor,
  metrics = createMetrics(),
  networkEvents,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    logController: new ShortRequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    // The Core (JAX-RS) accepts a trailing slash; the old web client posts to `news/`.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
    clientErrorHandler: answerBrokenRequest,
    // Only behind a proxy may X-Forwarded-For name the client (the failed-login limit uses it).
    trustProxy: settings.trustProxy,
  });
  registerBodyParsing(app);
  registerErrorHandling(app);
  registerCors(app);
  registerApiHeaders(app);
  registerConditionalGet(app);
  registerHttpMetrics(app, metrics);
  store.timeTransactions((seconds) => metrics.database('transaction', seconds));
  await app.register(operationsRoutes, { store, metrics, metricsToken: settings.metricsToken });
  await app.register(apiRoutes, { prefix: '/api', store, paging, networkEvents });
  const sampling = await scheduleHealthSampling(store, app.log);
  app.addHook('onClose', async () => sampling.stop());
  await app.register(monitorRoutes, {
    prefix: MONITOR_PREFIX,
    store,
    monitor,
    healthBaseline: sampling.baseline,
    networkEvents,
    metrics,
  });
  await app.register(siteRoutes, { settings, store });
  const stopCleaning = scheduleStateCleaning(store, settings.retention, app.log);
  app.addHook('onClose', async () => stopCleaning());
  return app;
}
