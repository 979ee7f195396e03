import {
  ERROR_CODES,
  HEALTH_KEPT_HOURS,
  HEALTH_SAMPLE_MINUTES,
  healthQuerySchema,
  type HealthSample,
  type NetworkHealth,
} from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error.js';
import { queryText } from '../../http/query.js';
import { resource } from '../../http/resource.js';
import { measureHealth, toHealthSample } from '../../jobs/health-sampling.js';
import type { HealthRow } from '../../store/health-samples-table.js';
import type { Store } from '../../store/store.js';

/**
 * The stored samples of the last `hours`, oldest first, then the network as it is now (calls
 * since the newest sample, or since `baseline` before the first), so the newest point always
 * agrees with GET /stats.
 */
export async function networkHealth(
  store: Store,
  hours: number,
  now: number,
  baseline?: HealthRow,
): Promise<NetworkHealth> {
  const stored = await store.healthSamples.since(now - hours * 3_600_000);
  const current = await measureHealth(store, now, (await store.healthSamples.latest()) ?? baseline);
  const samples: HealthSample[] = [...stored, current].map(toHealthSample);
  return { intervalMinutes: HEALTH_SAMPLE_MINUTES, samples };
}

/** GET /monitor/health?hours=24: open to everyone, as the Core's GET /stats is. */
export function networkHealthRoutes(
  app: FastifyInstance,
  store: Store,
  baseline?: HealthRow,
): void {
  resource(app, '/health', {
    GET: async (request) => {
      const text = queryText(request, 'hours');
      const query = healthQuerySchema.safeParse({ hours: text === '' ? Number.NaN : text });
      if (!query.success) {
        // A malformed query, not a body: 4000 in the Core's shape, never a 500.
        throw new ApiError(
          ERROR_CODES.badRequest,
          `hours must be a whole number from 1 to ${HEALTH_KEPT_HOURS}`,
        );
      }
      return await networkHealth(store, query.data.hours, Date.now(), baseline);
    },
  });
}
