/**
 * The monitoring contract: what the embedded server tells about a transmitter's connection and
 * traffic, and a node's transmitters, beyond the Core's API (`GET {monitorUrl}/transmitters/:name`
 * and `GET {monitorUrl}/nodes/:name`). A real Core has no such endpoint; the web app then shows
 * what the Core's API gives.
 */
import type { TransmitterStatus } from './record-choices.js';

export const MESSAGE_PRIORITIES = [
  'EMERGENCY',
  'TIME',
  'CALL',
  'NEWS',
  'ACTIVATION',
  'RUBRIC',
] as const;
export type MessagePriority = (typeof MESSAGE_PRIORITIES)[number];

export interface TransmitterConnection {
  /** ISO time the handshake completed. */
  since: string;
  /** Remote address and port, as the Core shows it ("203.0.113.7:51234"). */
  address: string;
  deviceType: string;
  deviceVersion: string;
  /** The timeslots handed over in the handshake, e.g. "0123". */
  timeSlots: string;
}

export interface SentMessage {
  /** ISO time the transmitter acknowledged it (or gave up on it). */
  time: string;
  ric: number;
  priority: MessagePriority;
  outcome: 'sent' | 'failed';
  /** Only for admins and the transmitter's owners. */
  text?: string;
}

export interface ConnectionEvent {
  time: string;
  kind: 'connected' | 'disconnected' | 'refused' | 'error';
  address?: string;
  /** The refusal or error line, in English as the protocol has it. */
  detail?: string;
}

/**
 * A handshake the node refused under this transmitter's name: the name as the software sent it,
 * the remote address, the refusal line as the protocol has it ("7 Invalid credentials") and
 * when. Kept for names not registered (yet) too, so a transmitter created after its software
 * first tried shows why that try failed.
 */
export interface HandshakeRefusal {
  time: string;
  name: string;
  address: string;
  reason: string;
}

/**
 * A transmitter replaced or refused over and over (two hotspots with the same name and key, a
 * wrong key retried): the counts of the current minute, or of the last full one.
 */
export interface TransmitterFlapping {
  /** ISO time the episode began. */
  since: string;
  /** Sessions replaced by another connection with the same name, in the minute. */
  replaced: number;
  /** Logins refused, in the minute. */
  refused: number;
  /** The distinct addresses ("ip:port") seen, oldest first. */
  addresses: string[];
  /** The latest replacement: the connection closed and the one that took its place. */
  lastReplacement: { closed: string; by: string } | null;
}

export interface TransmitterMonitor {
  name: string;
  /** Null when it is not connected to this server. */
  connection: TransmitterConnection | null;
  /** Messages waiting, by priority. */
  queue: Record<MessagePriority, number>;
  /** Over the last hour. */
  lastHour: { sent: number; retried: number; failed: number };
  /** Newest first, at most 50. */
  recent: SentMessage[];
  /** Newest first, at most 50. */
  history: ConnectionEvent[];
  /** The newest refused handshake under its name; only for admins and its owners. */
  lastRefusal: HandshakeRefusal | null;
  /** Null unless it is flapping at this server. */
  flapping: TransmitterFlapping | null;
}

/** A node's transmitters at one time (sampled with the network's health, kept a week). */
export interface NodeHealthSample {
  /** ISO time of the sample. */
  time: string;
  transmittersOnline: number;
  transmittersTotal: number;
}

export interface NodeMonitor {
  name: string;
  /** The last day's samples, oldest first, then the node as it is now. */
  history: NodeHealthSample[];
  transmitters: {
    name: string;
    status: TransmitterStatus;
    connectedSince: string | null;
    address: string | null;
  }[];
}
