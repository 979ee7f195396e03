import { maskIpAddress, type TransmitterMonitor } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel, seesFullView } from '../../auth/access.js';
import { notFound } from '../../http/api-error.js';
import { pathName } from '../../http/request.js';
import { resource } from '../../http/resource.js';
import type { PagingMonitor } from '../../paging/monitor-source.js';
import type { Store } from '../../store/store.js';

/** The message texts are the senders' words: only admins and the transmitter's owners see them. */
export function withoutTexts(monitor: TransmitterMonitor): TransmitterMonitor {
  return { ...monitor, recent: monitor.recent.map(({ text: _hidden, ...message }) => message) };
}

/**
 * A refused login says which name and address tried, and why: the operator's business only, like
 * the auth key the refusal is often about.
 */
export function withoutRefusal(monitor: TransmitterMonitor): TransmitterMonitor {
  return { ...monitor, lastRefusal: null };
}

/** The remote addresses, masked as in the transmitter's view (model/src/address-privacy.ts). */
export function withMaskedAddresses(monitor: TransmitterMonitor): TransmitterMonitor {
  return {
    ...monitor,
    connection: monitor.connection && {
      ...monitor.connection,
      address: maskIpAddress(monitor.connection.address),
    },
    history: monitor.history.map((event) =>
      event.address === undefined ? event : { ...event, address: maskIpAddress(event.address) },
    ),
    flapping: monitor.flapping && {
      ...monitor.flapping,
      addresses: monitor.flapping.addresses.map(maskIpAddress),
      lastReplacement: monitor.flapping.lastReplacement && {
        closed: maskIpAddress(monitor.flapping.lastReplacement.closed),
        by: maskIpAddress(monitor.flapping.lastReplacement.by),
      },
    },
  };
}

/**
 * GET /monitor/transmitters/:name: readable by whoever may read the transmitter itself (the
 * Core's GET /transmitters/{name} is open to everybody), texts, full addresses and the last
 * refused login for its owners and admins only.
 */
export function transmitterMonitorRoutes(
  app: FastifyInstance,
  store: Store,
  monitor: PagingMonitor,
): void {
  resource(app, '/transmitters/:name', {
    GET: async (request) => {
      const name = pathName(request);
      const transmitter = await store.transmitters.get(name);
      if (!transmitter) throw notFound();
      const status = requireLevel(request.caller, 'EVERYBODY', transmitter);
      const data = await monitor.transmitter(transmitter.name);
      return seesFullView(status) ? data : withoutRefusal(withMaskedAddresses(withoutTexts(data)));
    },
  });
}
