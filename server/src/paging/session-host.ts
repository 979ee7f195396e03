/**
 * What a transmitter session (session.ts) tells the one that holds it (endpoint.ts), which keeps
 * the registry, the live state and the log: the contract between the two, and the session's
 * settings.
 */
import type { TransmitterRecord } from '../store/store.js';
import type { PagerMessage } from './pager-message.js';
import type { PagingLog } from './paging-log.js';
import type { PagingMetrics } from './paging-metrics.js';
import type { TransmitterSession } from './session.js';
import type { Refusal } from './wire.js';

export type CloseReason = 'remote' | 'replaced' | 'changed' | 'timeout' | 'error' | 'shutdown';

export interface SessionHost {
  readonly log: PagingLog;
  readonly metrics: PagingMetrics;
  /** The stored transmitter of a lower-case name. */
  lookup(name: string): Promise<TransmitterRecord | undefined>;
  refused(session: TransmitterSession, refusal: Refusal, name: string | undefined): void;
  /** The welcome line was accepted: an older session of the same transmitter must go. */
  authenticated(session: TransmitterSession): void;
  online(session: TransmitterSession): void;
  /** A protocol error after the welcome line was accepted. */
  failed(session: TransmitterSession, detail: string): void;
  /** Called once, however the connection ended. */
  ended(session: TransmitterSession, reason: CloseReason): void;
  /** The message went on the air, the first time or again after a retry. */
  transmitted(session: TransmitterSession, message: PagerMessage): void;
  delivered(session: TransmitterSession, message: PagerMessage, outcome: 'sent' | 'failed'): void;
  retried(session: TransmitterSession, message: PagerMessage): void;
}

export interface SessionSettings {
  handshakeTimeoutMs: number;
  syncRounds: number;
}
