/** What a simulated transmitter can be told, and what it tells about itself. */
import type { Endpoint } from './host-list.js';
import type { Acknowledgement, WireMessage } from './protocol.js';

/** How the transmitter answers messages; by default every one succeeds at once. */
export interface AckBehaviour {
  /** Ask for a retry this many times for each message before acknowledging it. */
  retries?: number;
  /** Report a failure for every Nth message of a session (1 fails them all). */
  failEvery?: number;
  /** Drop the connection when the Nth message of a session arrives, without answering it. */
  dropAfter?: number;
}

export interface SimulatorOptions {
  name: string;
  authKey: string;
  host?: string;
  /** The transmitter port; 43434 as on the Core. */
  port?: number;
  /**
   * Several servers to connect to, in this order, instead of `host` and `port`: after a drop or a
   * refused connection the transmitter tries the next one (after its reconnect delay), round
   * robin, as transmitter software with a list of nodes does.
   */
  hosts?: Endpoint[];
  /** The device type and version of the welcome line. */
  device?: string;
  version?: string;
  ack?: AckBehaviour;
  /**
   * Answer the time sync with a wrong echo, as broken transmitter software would: the server
   * closes the connection with a protocol error (and the transmitter shows ERROR).
   */
  wrongTimeSync?: boolean;
  /**
   * Reconnect after the connection is lost, first after this many milliseconds, then twice as
   * long each time up to a minute (UniPager waits 2.5 s). Without it the transmitter stays away.
   * A refusal (`7 ...`) never reconnects.
   */
  reconnectDelayMs?: number;
  onEvent?: (event: SimulatorEvent) => void;
}

export interface ReceivedMessage extends WireMessage {
  receivedAt: Date;
  /** What the transmitter answered; `drop` means it closed the connection instead. */
  answer: Acknowledgement | 'drop';
}

export type SimulatorEvent =
  | { kind: 'connected'; host: string; port: number }
  | { kind: 'handshake'; timeSlots: string }
  | { kind: 'message'; message: ReceivedMessage }
  | { kind: 'refused'; reason: string }
  /** `next`: the server the reconnect goes to (another one when there is a list). */
  | { kind: 'disconnected'; reconnectInMs: number | undefined; next?: Endpoint }
  | { kind: 'error'; error: Error };
