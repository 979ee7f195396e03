/**
 * What happened on this node that someone may want to see at once: the one place where the
 * paging side and the API announce changes, and the live event stream (and, on a network of
 * nodes, the forwarding to the other instances) listens. Every event is announced after its write
 * was committed, and carries names and ids only: a listener reads the record itself, as the API
 * would show it to its reader.
 */
import { EventEmitter } from 'node:events';
import type { ReceiptKind } from '@dapnet/model';

export interface NetworkEventMap {
  /** A transmitter connected, disconnected, or its live fields changed. */
  transmitterStatus: { name: string };
  /** A node's status or its transmitter counts changed. */
  nodeStatus: { name: string };
  /** A record was created, changed or deleted through the API. */
  recordChanged: {
    entity: 'subscribers' | 'transmitters' | 'transmitterGroups' | 'rubrics' | 'nodes' | 'users';
    name: string;
  };
  /** A call was accepted (`id` is its stored id). */
  callAdded: { id: number };
  /** Rubric content was posted. */
  newsPosted: { rubricName: string; id: number };
  /** Pages of a call or rubric content changed state (see model/src/delivery.ts). */
  receiptChanged: { kind: ReceiptKind; id: number };
}

export type NetworkEventName = keyof NetworkEventMap;

export interface NetworkEvents {
  publish<K extends NetworkEventName>(name: K, event: NetworkEventMap[K]): void;
  /** Returns the function that stops listening. */
  subscribe<K extends NetworkEventName>(
    name: K,
    listener: (event: NetworkEventMap[K]) => void,
  ): () => void;
}

/** Nobody listens: for an app or paging node built without a bus (tests). */
export const NO_NETWORK_EVENTS: NetworkEvents = {
  publish: () => {},
  subscribe: () => () => {},
};

export function createNetworkEvents(): NetworkEvents {
  const emitter = new EventEmitter();
  // One listener per open event stream: thousands are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish: (name, event) => void emitter.emit(name, event),
    subscribe(name, listener) {
      emitter.on(name, listener);
      return () => void emitter.off(name, listener);
    },
  };
}
