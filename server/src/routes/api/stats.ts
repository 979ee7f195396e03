import type { FastifyInstance } from 'fastify';
import { computeStats } from '../../domain/stats.js';
import { resource } from '../../http/resource.js';
import type { Store } from '../../store/store.js';

/** /stats: network statistics, public. */
export function statsRoutes(app: FastifyInstance, store: Store): void {
  resource(app, '/stats', { GET: () => computeStats(store) });
}
