/**
 * The transmitter endpoint: the TCP listener transmitters connect to (the Core's port 43434), the
 * registry of their sessions, and the one way messages reach them (PagerDispatch). It writes the
 * live state of each transmitter (live-state.ts), keeps its traffic for the monitor, counts for
 * the metrics, and logs connects, refusals and disconnects with the transmitter's name, address
 * and reason (a flapping one once a minute: flap-reporter.ts).
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { ConnectionEvent } from '@dapnet/model';
import type { Store } from '../store/store.js';
import { NO_NETWORK_EVENTS, type NetworkEvents } from '../events/network-events.js';
import { SYSTEM_CLOCK, type Clock } from './delivery/schedule.js';
import type { DeliveryRecorder } from './delivery-recorder.js';
import { FlapReporter } from './flap-reporter.js';
import { LiveStateWriter, LIVE_STATE_DELAY_MS, statusAfterDisconnect } from './live-state.js';
import { sessionMonitor, type PagingMonitor } from './monitor-source.js';
import type { PagerDispatch, PagerMessage } from './pager-message.js';
import type { PagingLog } from './paging-log.js';
import { NO_PAGING_METRICS, type HandshakeRefusal, type PagingMetrics } from './paging-metrics.js';
import { TransmitterSession, type CloseReason, type SessionHost } from './session.js';
import { RefusalLog } from './refusal-log.js';
import { TrafficLog } from './traffic-log.js';
import { REFUSALS, type Refusal } from './wire.js';
import type { NodeLink } from '../network/node-link.js';

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

const REFUSAL_REASONS = new Map(
  Object.entries(REFUSALS).map(([reason, line]) => [line as Refusal, reason as HandshakeRefusal]),
);

/** The history's words for the ways a session ends, beside the protocol's own lines. */
const CLOSE_DETAILS: Record<CloseReason, string | undefined> = {
  remote: undefined,
  error: undefined,
  replaced: 'Replaced by a new connection',
  changed: 'Transmitter changed or deleted',
  timeout: 'Handshake timed out',
  shutdown: 'Server stopped',
};

export class TransmitterEndpoint implements PagerDispatch, SessionHost {
  readonly log: PagingLog;
  readonly metrics: PagingMetrics;
  readonly monitor: PagingMonitor;
  private readonly flaps: FlapReporter;
  private readonly store: Store;
  private readonly nodeName: string;
  private readonly settings: { handshakeTimeoutMs: number; syncRounds: number };
  private readonly live: LiveStateWriter;
  private readonly traffic = new TrafficLog();
  private readonly refusals = new RefusalLog();
  private readonly sessions = new Set<TransmitterSession>();
  /** The newest accepted session of each transmitter, in its handshake or online. */
  private readonly claimed = new Map<string, TransmitterSession>();
  private server: Server | undefined;
  private readonly recorder: DeliveryRecorder | undefined;
  private readonly link: NodeLink | undefined;

  constructor(options: EndpointOptions) {
    this.link = options.link;
    this.link?.on('session', ({ name }, from) => this.connectedElsewhere(name, from));
    this.link?.on('pages', () => void this.takeQueuedPages());
    this.link?.onResync(() => void this.takeQueuedPages());
    this.store = options.store;
    this.recorder = options.recorder;
    this.log = options.log;
    this.metrics = options.metrics ?? NO_PAGING_METRICS;
    this.flaps = new FlapReporter(options.log, options.clock ?? SYSTEM_CLOCK);
    this.nodeName = options.nodeName;
    this.settings = {
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? 30_000,
      syncRounds: options.syncRounds ?? 5,
    };
    const events = options.networkEvents ?? NO_NETWORK_EVENTS;
    this.live = new LiveStateWriter(
      this.store,
      options.liveStateDelayMs ?? LIVE_STATE_DELAY_MS,
      (names) => {
        for (const name of names) events.publish('transmitterStatus', { name });
        events.publish('nodeStatus', { name: this.nodeName });
      },
      (error) => this.log.error(error, 'Transmitter states could not be written'),
    );
    this.monitor = sessionMonitor({
      onlineSession: (name) => this.onlineSession(name),
      traffic: this.traffic,
      refusals: this.refusals,
      store: this.store,
      flush: () => this.live.flush(),
      flapping: (name) => this.flaps.status(name),
    });
    this.metrics.watchConnected(this.nodeName, () =>
      [...this.claimed.values()]
        .filter((session) => session.isOnline)
        .map((session) => ({ deviceType: session.welcome!.deviceType })),
    );
  }

  /** Starts listening; resolves with the bound address (port 0 picks a free port). */
  listen(port: number, host: string): Promise<AddressInfo> {
    const server = createServer((socket) => {
      this.sessions.add(new TransmitterSession(socket, this, this.settings));
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
    for (const session of [...this.sessions]) session.close('shutdown');
    this.flaps.stop();
    await this.live.flush();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  // PagerDispatch: where a multi-instance deployment would publish to the other servers.
  send(transmitterNames: Iterable<string>, message: PagerMessage): string[] {
    const queued: string[] = [];
    for (const name of transmitterNames) {
      const session = this.onlineSession(name.toLowerCase());
      if (!session) continue;
      session.send(message);
      this.metrics.queued(message.priority);
      queued.push(session.name!);
    }
    return queued;
  }

  connectedNames(): string[] {
    return [...this.claimed.values()].filter((session) => session.isOnline).map((s) => s.name!);
  }

  /** An edit or delete through the API drops the live session, as the Core does. */
  async transmitterChanged(name: string): Promise<void> {
    const key = name.toLowerCase();
    this.claimed.get(key)?.close('changed');
    try {
      if (await this.store.transmitters.has(key)) return;
      // Deleted: its history goes, after the session's last state was written.
      await this.live.flush();
      await this.store.connectionEvents.deleteFor(key);
      this.traffic.forget(key);
      this.flaps.forget(key);
    } catch (error) {
      this.log.error(error, `The history of transmitter ${key} could not be removed`);
    }
  }

  /**
   * A transmitter logged in at another node of the network: its session here is over (a dead
   * connection the transmitter has given up on, or a second one): the newest wins, as here.
   */
  private connectedElsewhere(name: string, node: string): void {
    const session = this.claimed.get(name);
    if (!session) return;
    session.replacedBy = `node ${node}`;
    session.close('replaced');
  }

  /**
   * The pages another node of the network queued for transmitters connected here: taken from the
   * database (each by one node) and queued in their sessions.
   */
  async takeQueuedPages(): Promise<void> {
    if (!this.recorder) return;
    try {
      for (const { transmitterName, message } of await this.recorder.claimQueued(
        this.connectedNames(),
      )) {
        // A session that ended meanwhile leaves the page waiting for the transmitter's next login.
        const session = this.onlineSession(transmitterName);
        if (!session) continue;
        session.send(message);
        this.metrics.queued(message.priority);
      }
    } catch (error) {
      this.log.error(error, 'Pages queued by other nodes could not be taken');
    }
  }

  /** Commits collected live-state changes now (tests, shutdown). */
  flush(): Promise<void> {
    return this.live.flush();
  }

  private onlineSession(name: string): TransmitterSession | undefined {
    const session = this.claimed.get(name);
    return session?.isOnline ? session : undefined;
  }

  private record(name: string, event: Omit<ConnectionEvent, 'time'>): void {
    this.live.event(name, { time: new Date().toISOString(), ...event });
  }

  // SessionHost

  lookup(name: string) {
    return this.store.transmitters.get(name);
  }

  refused(session: TransmitterSession, refusal: Refusal, name: string | undefined): void {
    this.sessions.delete(session);
    const address = session.addressText;
    this.metrics.refused(REFUSAL_REASONS.get(refusal) ?? 'format');
    // The name as the software sent it, for the guide page; records and flapping by the stored name.
    const key = name?.toLowerCase();
    if (name && key) {
      this.refusals.add({ time: new Date().toISOString(), name, address, reason: refusal });
      this.record(key, { kind: 'refused', address, detail: refusal });
    }
    if (key && !this.flaps.trouble(key, 'refused', { by: address })) return;
    this.log.info(
      { transmitter: name, address, refusal },
      `Transmitter ${name ?? '(no name)'} refused from ${address}: ${refusal}`,
    );
  }

  authenticated(session: TransmitterSession): void {
    const name = session.name!;
    const previous = this.claimed.get(name);
    if (previous) {
      previous.replacedBy = session.addressText;
      previous.close('replaced');
    }
    this.claimed.set(name, session);
  }

  online(session: TransmitterSession): void {
    const name = session.name!;
    const welcome = session.welcome!;
    const now = session.onlineSince!.toISOString();
    const address = session.addressText;
    if (this.flaps.routine(name))
      this.log.info(
        {
          transmitter: name,
          address,
          deviceType: welcome.deviceType,
          deviceVersion: welcome.deviceVersion,
        },
        `Transmitter ${name} connected from ${address} (${welcome.deviceType} v${welcome.deviceVersion})`,
      );
    this.live.change(name, (record) =>
      record.status === 'DISABLED'
        ? {}
        : {
            status: 'ONLINE',
            connectedSince: now,
            lastConnected: now,
            address: { ip_addr: session.address.ip, port: session.address.port },
            deviceType: welcome.deviceType,
            deviceVersion: welcome.deviceVersion,
            nodeName: this.nodeName,
          },
    );
    this.record(name, { kind: 'connected', address });
    this.link?.send('session', { name });
    void this.queueWaitingPages(session);
  }

  /**
   * Pages of calls and rubric content that were queued or on the air for this transmitter when
   * its last session ended (here, or before a restart of the server) are queued again; the
   * session sends them, in the Core's order, as soon as its handshake is done.
   */
  private async queueWaitingPages(session: TransmitterSession): Promise<void> {
    if (!this.recorder) return;
    try {
      // Read while the handshake goes on; `send` holds them until it is done (or drops them
      // when the session has ended meanwhile: they stay waiting for the next one).
      for (const message of await this.recorder.waitingFor(session.name!)) {
        session.send(message);
        this.metrics.queued(message.priority);
      }
    } catch (error) {
      this.log.error(error, `Waiting pages of ${session.name} could not be read`);
    }
  }

  failed(session: TransmitterSession, detail: string): void {
    const name = session.name!;
    this.live.change(name, (record) => (record.status === 'DISABLED' ? {} : { status: 'ERROR' }));
    this.record(name, { kind: 'error', address: session.addressText, detail });
  }

  ended(session: TransmitterSession, reason: CloseReason): void {
    this.sessions.delete(session);
    if (reason === 'timeout') this.metrics.refused('timeout');
    const name = session.name;
    if (!name) {
      // Port scanners and the like: not worth a line at info level.
      this.log.debug(
        { address: session.addressText },
        `Connection from ${session.addressText} closed before the welcome line`,
      );
      return;
    }
    if (this.claimed.get(name) === session) this.claimed.delete(name);
    // Its last acknowledgements are written at once: the transmitter may log in at another node
    // of the network within a moment, which must not send those pages again.
    void this.recorder?.flush();
    this.logDisconnect(session, name, reason);
    this.live.change(name, (record) =>
      // Taken over by another node of the network, which has written its state already.
      record.nodeName && record.nodeName.toLowerCase() !== this.nodeName.toLowerCase()
        ? {}
        : { status: statusAfterDisconnect(record.status), connectedSince: null },
    );
    if (reason !== 'error') {
      this.record(name, {
        kind: 'disconnected',
        address: session.addressText,
        detail: CLOSE_DETAILS[reason],
      });
    }
  }

  /** A replacement names both addresses; while the transmitter flaps, the minute's summary does. */
  private logDisconnect(session: TransmitterSession, name: string, reason: CloseReason): void {
    const address = session.addressText;
    const waiting = session.queue.size;
    const notSent = waiting > 0 ? `, ${waiting} messages not sent` : '';
    if (reason === 'replaced') {
      const by = session.replacedBy ?? 'unknown';
      if (!this.flaps.trouble(name, 'replaced', { closed: address, by })) return;
      this.log.warn(
        { transmitter: name, address, replacedBy: by, reason, waiting },
        `Transmitter ${name} from ${address} replaced by a new connection from ${by}${notSent}`,
      );
      return;
    }
    if (!this.flaps.routine(name)) return;
    const why =
      CLOSE_DETAILS[reason] ?? (reason === 'remote' ? 'Closed by the transmitter' : reason);
    this.log.info(
      { transmitter: name, address, reason, waiting },
      `Transmitter ${name} disconnected from ${address}: ${why}${notSent}`,
    );
  }

  transmitted(_session: TransmitterSession, message: PagerMessage): void {
    this.recorder?.sent(message);
  }

  delivered(session: TransmitterSession, message: PagerMessage, outcome: 'sent' | 'failed'): void {
    this.traffic.finished(session.name!, message, outcome);
    this.recorder?.finished(message, outcome === 'sent' ? 'acknowledged' : 'failed');
  }

  retried(session: TransmitterSession): void {
    this.traffic.retried(session.name!);
  }
}
