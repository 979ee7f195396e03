import {
  ERROR_CODES,
  includesName,
  UPTIME_WINDOWS,
  uptimeOver,
  type UptimeReport,
} from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error.js';
import { queryText } from '../../http/query.js';
import { resource } from '../../http/resource.js';
import type { Store } from '../../store/store.js';

/** Each of the owner's transmitters' uptime over the last day and week, from their history. */
export async function ownersUptime(
  store: Store,
  owner: string,
  now: number,
): Promise<UptimeReport> {
  const owned = (await store.transmitters.list()).filter((transmitter) =>
    includesName(transmitter.ownerNames, owner),
  );
  const transmitters = await Promise.all(
    owned.map(async (transmitter) => {
      // The history is kept by lower-case name (paging/live-state.ts).
      const history = await store.connectionEvents.list(transmitter.name.toLowerCase());
      const online = transmitter.status === 'ONLINE';
      return {
        name: transmitter.name,
        day: uptimeOver(history, online, now, UPTIME_WINDOWS.day),
        week: uptimeOver(history, online, now, UPTIME_WINDOWS.week),
      };
    }),
  );
  return { transmitters };
}

/**
 * GET /monitor/uptime?owner=name: for My sites, open to everyone like the connection history it
 * comes from (GET /monitor/transmitters/:name).
 */
export function uptimeRoutes(app: FastifyInstance, store: Store): void {
  resource(app, '/uptime', {
    GET: (request) => {
      const owner = queryText(request, 'owner')?.trim();
      // A malformed query, not a body: 4000 in the Core's shape, never a 500.
      if (!owner) throw new ApiError(ERROR_CODES.badRequest, 'owner must name a user');
      return ownersUptime(store, owner, Date.now());
    },
  });
}
