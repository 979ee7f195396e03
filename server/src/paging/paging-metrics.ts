/**
 * What the paging node counts for the operator's monitoring (GET /metrics): the node only calls
 * these, and metrics/registry.ts turns them into Prometheus metrics. Without a registry (most
 * tests) nothing is counted.
 */
import type { Priority } from './pager-message.js';

/** Why a transmitter's login ended before it was online: the refusal lines, or no answer. */
export type HandshakeRefusal = 'format' | 'unknown' | 'disabled' | 'credentials' | 'timeout';

export interface ConnectedTransmitter {
  deviceType: string;
}

export interface PagingMetrics {
  /** A message was put into a connected transmitter's queue. */
  queued(priority: Priority): void;
  /** A message went on the wire (each try counts). */
  sent(priority: Priority): void;
  /** The transmitter answered `+` for it. */
  acknowledged(priority: Priority): void;
  /** The transmitter asked for it again. */
  retried(priority: Priority): void;
  /** Given up on after the last try. */
  failed(priority: Priority): void;
  refused(reason: HandshakeRefusal): void;
  /** Where the connected transmitters are read from when the metrics are scraped. */
  watchConnected(nodeName: string, connected: () => Iterable<ConnectedTransmitter>): void;
}

export const NO_PAGING_METRICS: PagingMetrics = {
  queued: () => {},
  sent: () => {},
  acknowledged: () => {},
  retried: () => {},
  failed: () => {},
  refused: () => {},
  watchConnected: () => {},
};
