/**
 * The embedded server's monitoring endpoint, outside the Core's paths (the Core has none): what
 * the transmitter sessions know beyond the API, for the web app's monitoring screens. The same
 * Basic authentication, permission rules, error shape and headers as the API.
 */
import type { FastifyInstance } from 'fastify';
import { registerAuthentication } from '../../auth/authenticate.js';
import { apiHeaders } from '../../http/api-headers.js';
import type { PagingMonitor } from '../../paging/monitor-source.js';
import type { HealthRow } from '../../store/health-samples-table.js';
import type { Store } from '../../store/store.js';
import { networkHealthRoutes } from './network-health.js';
import { nodeMonitorRoutes } from './node-monitor.js';
import { receiptRoutes } from './receipts.js';
import { storedMonitor } from './stored-monitor.js';
import { transmitterMonitorRoutes } from './transmitter-monitor.js';
import { uptimeRoutes } from './uptime.js';
import { eventStreamRoutes } from './event-stream.js';
import { EventStreams } from '../../events/event-streams.js';
import { NO_NETWORK_EVENTS, type NetworkEvents } from '../../events/network-events.js';
import type { Metrics } from '../../metrics/registry.js';

export const MONITOR_PREFIX = '/monitor';

export interface MonitorOptions {
  store: Store;
  /** The live sessions; without them, what the store knows. */
  monitor?: PagingMonitor;
  /** The network when health sampling began: the history's calls count from it at first. */
  healthBaseline?: HealthRow;
  /** The node's bus the event stream listens on; without it the stream carries nothing. */
  networkEvents?: NetworkEvents;
  /** Counts the open event streams for GET /metrics. */
  metrics?: Metrics;
}

export async function monitorRoutes(
  app: FastifyInstance,
  {
    store,
    monitor = storedMonitor(store),
    healthBaseline,
    networkEvents = NO_NETWORK_EVENTS,
    metrics,
  }: MonitorOptions,
): Promise<void> {
  registerAuthentication(app, store);
  app.addHook('onSend', async (request, reply) => {
    reply.headers(apiHeaders(request));
  });
  transmitterMonitorRoutes(app, store, monitor);
  nodeMonitorRoutes(app, store);
  networkHealthRoutes(app, store, healthBaseline);
  uptimeRoutes(app, store);
  receiptRoutes(app, store);
  const streams = new EventStreams(store, networkEvents, (error) =>
    app.log.error(error, 'An event could not be sent to the streams'),
  );
  metrics?.watchEventStreams(() => streams.openCount);
  // Before the server stops accepting: open streams would otherwise hold its close up.
  app.addHook('preClose', async () => streams.close());
  eventStreamRoutes(app, streams);
}
