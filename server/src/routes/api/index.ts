/**
 * The DAPNET Core v1 REST API. Every request is authenticated first (contract section 1); then
 * each resource file below declares its endpoints, one per path and method.
 */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.js';
import { NO_PAGING, type PagingEvents } from '../../paging/paging-events.js';
import { registerAuthentication } from '../../auth/authenticate.js';
import { callRoutes } from './calls.js';
import { subscriberRoutes } from './subscribers.js';
import { newsRoutes } from './news.js';
import { activationRoutes } from './activation.js';
import { nodeRoutes } from './nodes.js';
import { rubricRoutes } from './rubrics.js';
import { statsRoutes } from './stats.js';
import { transmitterRoutes } from './transmitters.js';
import { transmitterControlRoutes } from './transmitter-control.js';
import { transmitterGroupRoutes } from './transmitter-groups.js';
import { userRoutes } from './users.js';
import { coreRoutes } from './core.js';
import { NO_NETWORK_EVENTS, type NetworkEvents } from '../../events/network-events.js';
import { announceRecordChanges } from '../../events/record-changes.js';

export interface ApiOptions {
  store: Store;
  /** Told about committed writes that concern transmitters; nothing listens by default. */
  paging?: PagingEvents;
  /** Told about committed writes for the live event stream; nothing listens by default. */
  networkEvents?: NetworkEvents;
}

export async function apiRoutes(
  app: FastifyInstance,
  { store, paging = NO_PAGING, networkEvents = NO_NETWORK_EVENTS }: ApiOptions,
): Promise<void> {
  registerAuthentication(app, store);
  announceRecordChanges(app, networkEvents);
  const resources: ((
    app: FastifyInstance,
    store: Store,
    paging: PagingEvents,
    events: NetworkEvents,
  ) => void)[] = [
    callRoutes,
    subscriberRoutes,
    newsRoutes,
    activationRoutes,
    nodeRoutes,
    rubricRoutes,
    statsRoutes,
    transmitterRoutes,
    transmitterControlRoutes,
    transmitterGroupRoutes,
    userRoutes,
    coreRoutes,
  ];
  for (const routes of resources) routes(app, store, paging, networkEvents);
}
