/**
 * The transmitter endpoint: the TCP listener transmitters connect to (the Core's port 43434), the
 * registry of their sessions (session-registry.ts), and the one way messages reach them
 * (PagerDispatch). It keeps the live state of each transmitter (live-state.ts), its traffic and
 * refusals for the monitor, counts for the metrics; what happens at each step of a session's life
 * is session-lifecycle.ts. An edit through the API, or a login at another node of the network,
 * ends a session here; pages another node queued for ours are taken here (waiting-pages.ts).
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Store } from '../store/store.js';
import { NO_NETWORK_EVENTS, type NetworkEvents } from '../events/network-events.js';
import type { NodeLink } from '../network/node-link.js';
import { SYSTEM_CLOCK, type Clock } from './delivery/schedule.js';
import type { DeliveryRecorder } from './delivery-recorder.js';
import { FlapReporter } from './flap-reporter.js';
import { LiveStateWriter, LIVE_STATE_DELAY_MS } from './live-state.js';
import { sessionMonitor, type PagingMonitor } from './monitor-source.js';
import type { PagerDispatch, PagerMessage } from './pager-message.js';
import type { PagingLog } from './paging-log.js';
import { NO_PAGING_METRICS, type PagingMetrics } from './paging-metrics.js';
import { RefusalLog } from './refusal-log.js';
import { TransmitterSession } from './session.js';
import type { SessionSettings } from './session-host.js';
import { SessionLifecycle, type EndpointParts } from './session-lifecycle.js';
import { SessionRegistry } from './session-registry.js';
import { TrafficLog } from './traffic-log.js';
import { takeQueuedPages } from './waiting-pages.js';

export interface EndpointOptions {
  store: Store;
  log: PagingLog;
  /** Written as `nodeName` of the transmitters connected here. */
  nodeName: string;
  /** The Core's 30 s; tests shorten it. */
  handshakeTimeoutMs?: number;
  /** The Core's numberOfSyncLoops. */
  syncRounds?: number;
  liveStateDelayMs?: number;
  metrics?: PagingMetrics;
  /** The flap reporter's minute; tests pass a fake one. */
  clock?: Clock;
  /** Where what happens to recorded pages is written; without it, nothing is recorded. */
  recorder?: DeliveryRecorder;
  /** Told when a transmitter's live fields and this node's counts changed (the event stream). */
  networkEvents?: NetworkEvents;
  /** The other nodes of a network: sessions taken over, pages queued there for ours. */
  link?: NodeLink;
}

export class TransmitterEndpoint implements PagerDispatch {
  readonly log: PagingLog;
  readonly metrics: PagingMetrics;
  readonly monitor: PagingMonitor;
  private readonly parts: EndpointParts;
  private readonly lifecycle: SessionLifecycle;
  private readonly settings: SessionSettings;
  private server: Server | undefined;

  constructor(options: EndpointOptions) {
    const { store, log, nodeName, recorder, link } = options;
    this.log = log;
    this.metrics = options.metrics ?? NO_PAGING_METRICS;
    this.settings = {
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? 30_000,
      syncRounds: options.syncRounds ?? 5,
    };
    const events = options.networkEvents ?? NO_NETWORK_EVENTS;
    const live = new LiveStateWriter(
      store,
      options.liveStateDelayMs ?? LIVE_STATE_DELAY_MS,
      (names) => {
        for (const name of names) events.publish('transmitterStatus', { name });
        events.publish('nodeStatus', { name: nodeName });
      },
      (error) => log.error(error, 'Transmitter states could not be written'),
    );
    const sessions = new SessionRegistry();
    const traffic = new TrafficLog();
    const refusals = new RefusalLog();
    const flaps = new FlapReporter(log, options.clock ?? SYSTEM_CLOCK);
    const metrics = this.metrics;
    this.parts = {
      store,
      log,
      metrics,
      nodeName,
      recorder,
      link,
      sessions,
      live,
      traffic,
      refusals,
      flaps,
    };
    this.lifecycle = new SessionLifecycle(this.parts);
    link?.on('session', ({ name }, from) => sessions.takenOver(name, from));
    link?.on('pages', () => void this.takeQueuedPages());
    link?.onResync(() => void this.takeQueuedPages());
    this.monitor = sessionMonitor({
      onlineSession: (name) => sessions.online(name),
      traffic,
      refusals,
      store,
      flush: () => live.flush(),
      flapping: (name) => flaps.status(name),
    });
    this.metrics.watchConnected(nodeName, () =>
      sessions.allOnline().map((session) => ({ deviceType: session.welcome!.deviceType })),
    );
  }

  /** Starts listening; resolves with the bound address (port 0 picks a free port). */
  listen(port: number, host: string): Promise<AddressInfo> {
    const server = createServer((socket) => {
      this.parts.sessions.opened(new TransmitterSession(socket, this.lifecycle, this.settings));
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(server.address() as AddressInfo);
      });
    });
  }

  /** Ends every session (their transmitters go OFFLINE, as at the Core's shutdown) and stops. */
  async close(): Promise<void> {
    this.parts.sessions.closeAll('shutdown');
    this.parts.flaps.stop();
    await this.parts.live.flush();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  // PagerDispatch: where a multi-instance deployment would publish to the other servers.
  send(transmitterNames: Iterable<string>, message: PagerMessage): string[] {
    const queued: string[] = [];
    for (const name of transmitterNames) {
      const session = this.parts.sessions.online(name.toLowerCase());
      if (!session) continue;
      session.send(message);
      this.metrics.queued(message.priority);
      queued.push(session.name!);
    }
    return queued;
  }

  connectedNames(): string[] {
    return this.parts.sessions.allOnline().map((session) => session.name!);
  }

  /** An edit or delete through the API drops the live session, as the Core does. */
  async transmitterChanged(name: string): Promise<void> {
    const { sessions, store, live, traffic, flaps } = this.parts;
    const key = name.toLowerCase();
    sessions.claimedBy(key)?.close('changed');
    try {
      if (await store.transmitters.has(key)) return;
      // Deleted: its history goes, after the session's last state was written.
      await live.flush();
      await store.connectionEvents.deleteFor(key);
      traffic.forget(key);
      flaps.forget(key);
    } catch (error) {
      this.log.error(error, `The history of transmitter ${key} could not be removed`);
    }
  }

  /** The pages another node of the network queued for transmitters connected here. */
  async takeQueuedPages(): Promise<void> {
    const { recorder, sessions, metrics, log } = this.parts;
    if (!recorder) return;
    await takeQueuedPages(sessions, { recorder, metrics, log });
  }

  /** Commits collected live-state changes now (tests, shutdown). */
  flush(): Promise<void> {
    return this.parts.live.flush();
  }
}
