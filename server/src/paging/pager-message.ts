/**
 * What goes on the air: one message for one pager address, as the Core queues it for its
 * transmitters. The delivery side (calls, rubrics, activation, identification, time) builds
 * these; the transmitter sessions number them, send them one at a time and count the answers.
 */

import type { MessagePriority, ReceiptKind } from '@dapnet/model';

/** The Core's queue order is `MESSAGE_PRIORITIES` (model), most urgent first, then oldest first. */
export type Priority = MessagePriority;

/** POCSAG function bits: 0 numeric, 1 tone, 2 activation, 3 alphanumeric. */
export type PagerFunction = 0 | 1 | 2 | 3;

/** The wire's message type: 5 numeric, 6 alphanumeric. */
export type MessageType = 5 | 6;

/** Where a message came from, for the monitoring screen and the log. */
export type MessageSource =
  'call' | 'rubric' | 'rubric-name' | 'activation' | 'identification' | 'time';

export interface PagerMessage {
  priority: Priority;
  /** Milliseconds since the epoch; orders messages of equal priority. */
  createdAt: number;
  type: MessageType;
  /** The wire's speed field, as the Core sends it. */
  speed: number;
  /** The pager address (RIC). */
  ric: number;
  function: PagerFunction;
  /** Already encoded for pagers (see the delivery side's text encoding). */
  text: string;
  source: MessageSource;
  /**
   * The durable record of this page for this transmitter (store/deliveries-table.ts): calls and
   * rubric content have one, the other messages are not recorded.
   */
  delivery?: { id: number; kind: ReceiptKind; sourceId: number };
}

/**
 * The one way the delivery side reaches the air. Transmitters not connected to this server are
 * skipped; a later multi-instance deployment would publish to the other servers here.
 */
export interface PagerDispatch {
  /** Queues one message for each named transmitter connected here; returns the names queued. */
  send(transmitterNames: Iterable<string>, message: PagerMessage): string[];
  /** The names (lower case) of the transmitters connected to this server now. */
  connectedNames(): string[];
}
