/**
 * The DAPNET Core v1 REST API. Every request is authenticated first (contract section 1); then
 * each resource file below declares its endpoints, one per path and method.
 */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/store.js';
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

export interface ApiOptions {
  store: Store;
}

export async function apiRoutes(app: FastifyInstance, { store }: ApiOptions): Promise<void> {
  registerAuthentication(app, store);
  for (const routes of [
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
  ]) {
    routes(app, store);
  }
}
