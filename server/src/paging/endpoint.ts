/**
 * The transmitter endpoint: the TCP listener transmitters connect to (the Core's port 43434), the
 * registry of their sessions, and the one way messages reach them (PagerDispatch). It writes the
 * live state of each transmitter (live-state.ts), keeps its traffic for the monitor and logs
 * connects, refusals and disconnects.
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { ConnectionEvent } from '@dapnet/model';
import type { Store } from '../store/store.js';
import { LiveStateWriter, LIVE_STATE_DELAY_MS, statusAfterDisconnect } from './live-state.js';
import { sessionMonitor, type PagingMonitor } from './monitor-source.js';
import type { PagerDispatch, PagerMessage } from './pager-message.js';
import type { PagingLog } from './paging-log.js';
import { TransmitterSession, type CloseReason, type SessionHost } from './session.js';
import { RefusalLog } from './refusal-log.js';
import { TrafficLog } from './traffic-log.js';
import type { Refusal } from './wire.js';

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
}

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
  readonly monitor: PagingMonitor;
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

  constructor(options: EndpointOptions) {
    this.store = options.store;
    this.log = options.log;
    this.nodeName = options.nodeName;
    this.settings = {
      handshakeTimeoutMs: options.handshakeTimeoutMs ?? 30_000,
      syncRounds: options.syncRounds ?? 5,
    };
    this.live = new LiveStateWriter(this.store, options.liveStateDelayMs ?? LIVE_STATE_DELAY_MS);
    this.monitor = sessionMonitor({
      onlineSession: (name) => this.onlineSession(name),
      traffic: this.traffic,
      refusals: this.refusals,
      store: this.store,
      flush: () => this.live.flush(),
    });
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
    this.live.flush();
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
      queued.push(session.name!);
    }
    return queued;
  }

  connectedNames(): string[] {
    return [...this.claimed.values()].filter((session) => session.isOnline).map((s) => s.name!);
  }

  /** An edit or delete through the API drops the live session, as the Core does. */
  transmitterChanged(name: string): void {
    const key = name.toLowerCase();
    this.claimed.get(key)?.close('changed');
    if (!this.store.transmitters.has(key)) {
      this.live.flush();
      this.store.connectionEvents.deleteFor(key);
      this.traffic.forget(key);
    }
  }

  /** Commits collected live-state changes now (tests, shutdown). */
  flush(): void {
    this.live.flush();
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
    this.log.info(
      { transmitter: name, address, refusal },
      `Transmitter refused from ${address}${name ? ` (${name})` : ''}: ${refusal}`,
    );
    if (!name) return;
    this.refusals.add({ time: new Date().toISOString(), name, address, reason: refusal });
    this.record(name.toLowerCase(), { kind: 'refused', address, detail: refusal });
  }

  authenticated(session: TransmitterSession): void {
    const name = session.name!;
    this.claimed.get(name)?.close('replaced');
    this.claimed.set(name, session);
  }

  online(session: TransmitterSession): void {
    const name = session.name!;
    const welcome = session.welcome!;
    const now = session.onlineSince!.toISOString();
    const address = session.addressText;
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
  }

  failed(session: TransmitterSession, detail: string): void {
    const name = session.name!;
    this.live.change(name, (record) => (record.status === 'DISABLED' ? {} : { status: 'ERROR' }));
    this.record(name, { kind: 'error', address: session.addressText, detail });
  }

  ended(session: TransmitterSession, reason: CloseReason): void {
    this.sessions.delete(session);
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
    const waiting = session.queue.size;
    this.log.info(
      { transmitter: name, address: session.addressText, reason, waiting },
      `Transmitter ${name} disconnected (${reason}${waiting > 0 ? `, ${waiting} messages not sent` : ''})`,
    );
    this.live.change(name, (record) => ({
      status: statusAfterDisconnect(record.status),
      connectedSince: null,
    }));
    if (reason !== 'error') {
      this.record(name, {
        kind: 'disconnected',
        address: session.addressText,
        detail: CLOSE_DETAILS[reason],
      });
    }
  }

  delivered(session: TransmitterSession, message: PagerMessage, outcome: 'sent' | 'failed'): void {
    this.traffic.finished(session.name!, message, outcome);
  }

  retried(session: TransmitterSession): void {
    this.traffic.retried(session.name!);
  }
}
