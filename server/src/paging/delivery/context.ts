/**
 * What every part of the delivery works with: the store, the connected transmitters, the log and
 * the clock, and (on a network of nodes) the other nodes. createDelivery (index.ts) makes it once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NetworkEvents } from '../../events/network-events.js';
import type { ForwardTarget } from '../../network/node-link.js';
import type { Store } from '../../store/store.js';
import type { DeliveryRecorder } from '../delivery-recorder.js';
import type { PagerDispatch, PagerMessage } from '../pager-message.js';
import type { Clock } from './schedule.js';

export type DeliveryLog = Pick<FastifyBaseLogger, 'info' | 'debug' | 'error'>;

/** What the delivery needs to know of the other nodes of a network (paging-node.ts). */
export interface NetworkDispatch {
  /** Which of these transmitters are connected to another node now. */
  connectedElsewhere(names: ReadonlySet<string>): Promise<Set<string>>;
  /** Pages were queued for them: the other nodes take theirs. */
  pagesQueued(): void;
  /** Unrecorded messages for transmitters connected to the other nodes. */
  forward(target: ForwardTarget, messages: readonly PagerMessage[]): void;
  /** Whether this transmitter record says it is connected to another node. */
  connectedElsewhereNow(transmitter: { status: string; nodeName: string | null }): boolean;
}

export interface DeliveryContext {
  store: Store;
  /** The transmitters connected to this node. */
  dispatch: PagerDispatch;
  log: DeliveryLog;
  /** The clock of the periodic jobs and message times. */
  clock: Clock;
  /** Where newsPosted is announced (the calls route announces callAdded itself, first). */
  networkEvents?: NetworkEvents;
  /** Told of new records, for the receipt events. */
  recorder?: DeliveryRecorder;
  /** The transmitters connected to the other nodes of a network; none without. */
  network?: NetworkDispatch;
  /** This node's name, written to the records of the pages it sends itself. */
  nodeName?: string;
}
