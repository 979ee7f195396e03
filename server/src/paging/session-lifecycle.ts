/**
 * What the endpoint does at each step of a transmitter session's life (the SessionHost of
 * session-host.ts): a refused login is counted and kept for the guide page; an accepted one takes
 * over from the transmitter's older session; online, failed and ended move the transmitter's live
 * state (live-state.ts) and connection history; messages on the air and their answers go to the
 * delivery records and the traffic log. Every step is logged for the operator (connection-log.ts).
 */
import type { ConnectionEvent } from '@dapnet/model';
import type { Store } from '../store/store.js';
import type { NodeLink } from '../network/node-link.js';
import { CLOSE_DETAILS, ConnectionLog } from './connection-log.js';
import type { DeliveryRecorder } from './delivery-recorder.js';
import type { FlapReporter } from './flap-reporter.js';
import { onlineHere, endedHere, failedHere, type LiveStateWriter } from './live-state.js';
import type { PagerMessage } from './pager-message.js';
import type { PagingLog } from './paging-log.js';
import type { HandshakeRefusal, PagingMetrics } from './paging-metrics.js';
import type { RefusalLog } from './refusal-log.js';
import type { TransmitterSession } from './session.js';
import type { CloseReason, SessionHost } from './session-host.js';
import type { SessionRegistry } from './session-registry.js';
import type { TrafficLog } from './traffic-log.js';
import { queueWaitingPages } from './waiting-pages.js';
import { REFUSALS, type Refusal } from './wire.js';

/** What the endpoint keeps about its transmitters, shared with its sessions' host. */
export interface EndpointParts {
  store: Store;
  log: PagingLog;
  metrics: PagingMetrics;
  /** Written as `nodeName` of the transmitters connected here. */
  nodeName: string;
  sessions: SessionRegistry;
  live: LiveStateWriter;
  traffic: TrafficLog;
  refusals: RefusalLog;
  flaps: FlapReporter;
  recorder: DeliveryRecorder | undefined;
  link: NodeLink | undefined;
}

const REFUSAL_REASONS = new Map(
  Object.entries(REFUSALS).map(([reason, line]) => [line as Refusal, reason as HandshakeRefusal]),
);

export class SessionLifecycle implements SessionHost {
  readonly log: PagingLog;
  readonly metrics: PagingMetrics;
  private readonly connectionLog: ConnectionLog;

  constructor(private readonly parts: EndpointParts) {
    this.log = parts.log;
    this.metrics = parts.metrics;
    this.connectionLog = new ConnectionLog(parts.log, parts.flaps);
  }

  lookup(name: string) {
    return this.parts.store.transmitters.get(name);
  }

  refused(session: TransmitterSession, refusal: Refusal, name: string | undefined): void {
    this.parts.sessions.closed(session);
    const address = session.addressText;
    this.metrics.refused(REFUSAL_REASONS.get(refusal) ?? 'format');
    // The name as the software sent it, for the guide page; records and flapping by the stored name.
    const key = name?.toLowerCase();
    if (name && key) {
      this.parts.refusals.add({ time: new Date().toISOString(), name, address, reason: refusal });
      this.record(key, { kind: 'refused', address, detail: refusal });
    }
    this.connectionLog.refused(name, address, refusal);
  }

  authenticated(session: TransmitterSession): void {
    this.parts.sessions.claim(session);
  }

  online(session: TransmitterSession): void {
    const { live, link, recorder, metrics, log, nodeName } = this.parts;
    const name = session.name!;
    const { deviceType, deviceVersion } = session.welcome!;
    const since = session.onlineSince!.toISOString();
    this.connectionLog.connected(session);
    live.change(
      name,
      onlineHere({ since, address: session.address, deviceType, deviceVersion, nodeName }),
    );
    this.record(name, { kind: 'connected', address: session.addressText });
    link?.send('session', { name });
    if (recorder) void queueWaitingPages(session, { recorder, metrics, log });
  }

  failed(session: TransmitterSession, detail: string): void {
    const name = session.name!;
    this.parts.live.change(name, failedHere);
    this.record(name, { kind: 'error', address: session.addressText, detail });
  }

  ended(session: TransmitterSession, reason: CloseReason): void {
    this.parts.sessions.closed(session);
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
    // Its last acknowledgements are written at once: the transmitter may log in at another node
    // of the network within a moment, which must not send those pages again.
    void this.parts.recorder?.flush();
    this.connectionLog.disconnected(session, name, reason);
    this.parts.live.change(name, endedHere(this.parts.nodeName));
    if (reason !== 'error') {
      this.record(name, {
        kind: 'disconnected',
        address: session.addressText,
        detail: CLOSE_DETAILS[reason],
      });
    }
  }

  transmitted(_session: TransmitterSession, message: PagerMessage): void {
    this.parts.recorder?.sent(message);
  }

  delivered(session: TransmitterSession, message: PagerMessage, outcome: 'sent' | 'failed'): void {
    this.parts.traffic.finished(session.name!, message, outcome);
    this.parts.recorder?.finished(message, outcome === 'sent' ? 'acknowledged' : 'failed');
  }

  retried(session: TransmitterSession): void {
    this.parts.traffic.retried(session.name!);
  }

  private record(name: string, event: Omit<ConnectionEvent, 'time'>): void {
    this.parts.live.event(name, { time: new Date().toISOString(), ...event });
  }
}
