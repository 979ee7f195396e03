/**
 * How the nodes of a network notice that one of them stopped, even by kill -9: each node renews a
 * lease in the shared database every few seconds; a lease that ran out belongs to a node that
 * stopped, and the first node to see it sets that node's transmitters OFFLINE (they reconnect to
 * another node, which takes over their waiting pages). With the defaults a stopped node's
 * transmitters are OFFLINE within 25 s. Nodes compare times of their own clocks: run NTP, as the
 * time messages to the pagers need anyway.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NetworkEvents } from '../events/network-events.js';
import { resetLiveStatuses } from '../paging/live-state.js';
import type { Store } from '../store/store.js';

export interface NodeLeaseOptions {
  /** How often the lease is renewed and the others' looked at (ms). */
  renewMs?: number;
  /** How long a renewed lease lasts (ms). */
  leaseMs?: number;
  clock?: () => number;
  networkEvents?: NetworkEvents;
}

export const LEASE_RENEW_MS = 5_000;
export const LEASE_MS = 20_000;

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface NodeLease {
  /** Gives the lease back (a clean stop: the node's own sessions were ended already). */
  stop(): Promise<void>;
}

/**
 * At start nothing is connected to this node yet: its own transmitters from an earlier run, and
 * those of nodes that hold no lease (stopped while no other node was running to notice), are set
 * OFFLINE; then the lease is taken and kept.
 */
export async function startNodeLease(
  store: Store,
  nodeName: string,
  log: Log,
  options: NodeLeaseOptions = {},
): Promise<NodeLease> {
  const { renewMs = LEASE_RENEW_MS, leaseMs = LEASE_MS, clock = Date.now } = options;
  const own = nodeName.toLowerCase();
  const alive = new Set((await store.nodeLeases.alive(clock())).filter((node) => node !== own));
  const changed = await resetLiveStatuses(store, (node) => !alive.has(node));
  announce(options.networkEvents, changed, []);
  await store.nodeLeases.renew(own, clock() + leaseMs);

  const tick = async () => {
    try {
      const now = clock();
      await store.nodeLeases.renew(own, now + leaseMs);
      for (const dead of await store.nodeLeases.takeExpired(now)) {
        if (dead === own) continue;
        const names = await resetLiveStatuses(store, (node) => node === dead);
        log.warn(
          { node: dead, transmitters: names.length },
          `Node ${dead} stopped renewing its lease: ${names.length} of its transmitters set OFFLINE`,
        );
        announce(options.networkEvents, names, [dead]);
      }
    } catch (error) {
      log.error(error, 'The node lease could not be renewed');
    }
  };
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(tick);
  }, renewMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await running;
      await store.nodeLeases.remove(own).catch(() => {});
    },
  };
}

function announce(events: NetworkEvents | undefined, transmitters: string[], nodes: string[]) {
  for (const name of transmitters) events?.publish('transmitterStatus', { name });
  for (const name of nodes) events?.publish('nodeStatus', { name });
}
