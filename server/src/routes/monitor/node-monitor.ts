import {
  addressLabel,
  HEALTH_DEFAULT_HOURS,
  normalizeName,
  includesName,
  withAddressFor,
  type NodeMonitor,
  type TransmitterStatus,
} from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel } from '../../auth/access.js';
import { notFound } from '../../http/api-error.js';
import { pathName } from '../../http/request.js';
import { resource } from '../../http/resource.js';
import { measureNodeHealth } from '../../jobs/health-sampling.js';
import type { NodeHealthRow } from '../../store/node-health-samples-table.js';
import type { Store } from '../../store/store.js';

/**
 * GET /monitor/nodes/:name: the transmitters connected through the node (their `nodeName`),
 * with their live state, and their counts over the last day (`history`). For signed-in users, as the Core's GET /nodes/{name}; the addresses in
 * full only of the caller's own transmitters (model/src/address-privacy.ts).
 */
export function nodeMonitorRoutes(app: FastifyInstance, store: Store): void {
  resource(app, '/nodes/:name', {
    GET: async (request): Promise<NodeMonitor> => {
      requireLevel(request.caller, 'USER_ONLY');
      const node = await store.nodes.get(pathName(request));
      if (!node) throw notFound();
      const transmitters = (await store.transmitters.list())
        .filter((transmitter) => includesName([transmitter.nodeName ?? ''], node.name))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((transmitter) => withAddressFor(transmitter, request.caller))
        .map(({ name, status, connectedSince, address }) => ({
          name,
          // Stored statuses come from the Core's enum (or from this server's sessions).
          status: status as TransmitterStatus,
          connectedSince: connectedSince ?? null,
          address: addressLabel(address),
        }));
      const history = await nodeHistory(store, node.name, Date.now());
      return { name: node.name, history, transmitters };
    },
  });
}

/** The node's samples of the last day, oldest first, then its transmitters now. */
async function nodeHistory(
  store: Store,
  name: string,
  now: number,
): Promise<NodeMonitor['history']> {
  const node = normalizeName(name);
  const stored = await store.nodeHealthSamples.since(node, now - HEALTH_DEFAULT_HOURS * 3_600_000);
  const current = (await measureNodeHealth(store, now)).find((row) => row.node === node);
  const rows: NodeHealthRow[] = current ? [...stored, current] : stored;
  return rows.map(({ time, transmittersOnline, transmittersTotal }) => ({
    time: new Date(time).toISOString(),
    transmittersOnline,
    transmittersTotal,
  }));
}
