/**
 * The paging node as the server runs it: the transmitter endpoint (unless its port is 0) and the
 * delivery that turns the API's calls, rubric content and schedules into pager messages for it.
 * main.ts hands `events` and `monitor` to the HTTP app, then starts the node with the app's log.
 */
import type { AddressInfo } from 'node:net';
import { DEFAULT_DELIVERY_KEEP_MINUTES, type Settings } from '../config.js';
import type { NetworkEvents } from '../events/network-events.js';
import type { Store } from '../store/store.js';
import { createDelivery } from './delivery/index.js';
import { DeliveryRecorder } from './delivery-recorder.js';
import type { Clock } from './delivery/schedule.js';
import { TransmitterEndpoint } from './endpoint.js';
import { forwardEvents } from '../network/event-forwarding.js';
import { createNodeLink, type ForwardTarget, type NodeLink } from '../network/node-link.js';
import { startNodeLease, type NodeLeaseOptions } from '../network/node-lease.js';
import type { PagingMonitor } from './monitor-source.js';
import { resolveNodeName } from './node-name.js';
import type { PagerDispatch, PagerMessage } from './pager-message.js';
import type { PagingEvents } from './paging-events.js';
import { forwardingLog, type PagingLog } from './paging-log.js';
import type { PagingMetrics } from './paging-metrics.js';

export interface PagingNodeOptions {
  /** Listen here instead of the setting (tests pass 0 for a free port). */
  port?: number;
  handshakeTimeoutMs?: number;
  syncRounds?: number;
  liveStateDelayMs?: number;
  /** The delivery's clock for its periodic jobs (tests pass one that never fires). */
  deliveryClock?: Clock;
  /** Counts for GET /metrics (metrics/registry.ts); none without. */
  metrics?: PagingMetrics;
  /** The clock of the once-a-minute flapping summaries (tests pass a fake one). */
  flapClock?: Clock;
  /** The node's one event bus (events/network-events.ts): receipts, status changes. */
  networkEvents?: NetworkEvents;
  /** Write the delivery records' changes every this many ms (default 20). */
  deliveryBatchMs?: number;
  /** The node lease's timing (tests shorten it). */
  lease?: NodeLeaseOptions;
}

export interface PagingNode {
  events: PagingEvents;
  /** Undefined when the endpoint is off. */
  monitor: PagingMonitor | undefined;
  endpoint: TransmitterEndpoint | undefined;
  /** Written as `nodeName` of the transmitters connected here. */
  nodeName: string;
  /** Logs to `log` from now on and opens the endpoint; resolves with its address. */
  start(log: PagingLog): Promise<AddressInfo | undefined>;
  /** Ends the sessions (their transmitters go OFFLINE) and the periodic jobs. */
  stop(): Promise<void>;
}

/** Without an endpoint nothing is connected, so nothing goes on the air. */
const NOWHERE: PagerDispatch = { send: () => [], connectedNames: () => [] };

export async function createPagingNode(
  store: Store,
  settings: Pick<Settings, 'host' | 'transmitterPort' | 'nodeName'> &
    Partial<Pick<Settings, 'deliveryKeepMinutes'>>,
  options: PagingNodeOptions = {},
): Promise<PagingNode> {
  const log = forwardingLog();
  const {
    port = settings.transmitterPort,
    deliveryClock,
    flapClock,
    networkEvents,
    deliveryBatchMs,
    lease: leaseOptions,
    ...sessionOptions
  } = options;
  const enabled = options.port !== undefined || settings.transmitterPort > 0;
  const nodeName = await resolveNodeName(settings.nodeName, store);
  // The other nodes of a network (none on SQLite): what they publish is published here, and the
  // other way round; sessions and queued pages move between them.
  const link = createNodeLink(store.database, nodeName, (error) =>
    log.error(error, 'A message to the other nodes could not be sent'),
  );
  const stopForwarding = networkEvents ? forwardEvents(networkEvents, link) : () => {};
  const recorder = new DeliveryRecorder(store, log, {
    nodeName,
    keepMinutes: settings.deliveryKeepMinutes ?? DEFAULT_DELIVERY_KEEP_MINUTES,
    networkEvents,
    clock: deliveryClock,
    batchMs: deliveryBatchMs,
  });
  const endpoint = enabled
    ? new TransmitterEndpoint({
        store,
        log,
        nodeName,
        clock: flapClock,
        recorder,
        networkEvents,
        link,
        ...sessionOptions,
      })
    : undefined;
  // Nothing is connected before the endpoint opens: statuses from an earlier run are stale.
  const lease = await startNodeLease(store, nodeName, log, { ...leaseOptions, networkEvents });
  const delivery = createDelivery(store, endpoint ?? NOWHERE, log, {
    clock: deliveryClock,
    networkEvents,
    recorder,
    nodeName,
    network: networkDispatch(store, nodeName, link),
  });
  const { stop: stopDelivery, forwarded, ...deliveryEvents } = delivery;
  link.on('messages', ({ target, messages }) => {
    forwarded(target, messages).catch((error: unknown) =>
      log.error(error, 'Messages from another node could not be delivered'),
    );
  });
  return {
    events: {
      ...deliveryEvents,
      transmitterChanged: (name) => void endpoint?.transmitterChanged(name),
    },
    monitor: endpoint?.monitor,
    endpoint,
    nodeName,
    async start(target) {
      log.attach(target);
      return endpoint?.listen(port, settings.host);
    },
    async stop() {
      stopDelivery();
      await endpoint?.close();
      // After the sessions ended: what they did last is written before the database closes.
      await recorder.close();
      await lease.stop();
      stopForwarding();
    },
  };
}

/** The transmitters of the other nodes, as their records in the shared database say. */
function networkDispatch(store: Store, nodeName: string, link: NodeLink) {
  const own = nodeName.toLowerCase();
  /** The one rule for "connected to another node": ONLINE there, as its record says. */
  const onlineElsewhere = (transmitter: { status: string; nodeName: string | null }) =>
    transmitter.status === 'ONLINE' &&
    transmitter.nodeName !== null &&
    transmitter.nodeName.toLowerCase() !== own;
  return {
    async connectedElsewhere(names: ReadonlySet<string>) {
      const records = await store.transmitters.list();
      return new Set(
        records
          .filter((record) => onlineElsewhere(record) && names.has(record.name.toLowerCase()))
          .map((record) => record.name.toLowerCase()),
      );
    },
    pagesQueued: () => link.send('pages', {}),
    forward: (target: ForwardTarget, messages: readonly PagerMessage[]) =>
      link.send('messages', { target, messages: [...messages] }),
    connectedElsewhereNow: onlineElsewhere,
  };
}
