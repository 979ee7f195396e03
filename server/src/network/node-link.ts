/**
 * How the nodes of a network tell each other what their shared database cannot show by itself:
 * short JSON messages over the database's broadcast (PostgreSQL's NOTIFY, db/postgres.ts). On
 * SQLite there is no other node and the messages go nowhere. A node hears its own messages too
 * and drops them.
 */
import type { Database } from '../db/database.js';
import type { PagerMessage } from '../paging/pager-message.js';

export interface LinkMessages {
  /** Pages were queued for transmitters connected to other nodes: take yours. */
  pages: Record<string, never>;
  /** A transmitter logged in at the sending node: a session of it elsewhere is over. */
  session: { name: string };
  /**
   * Messages that are not recorded (activations, rubric names after an edit, a test page) for the
   * transmitters of these groups, or these transmitters, that are connected to the receiving node.
   */
  messages: { target: ForwardTarget; messages: PagerMessage[] };
  /** Events of the sender's bus, to publish on every other node's (event-forwarding.ts). */
  events: { events: [string, unknown][] };
}

export type LinkKind = keyof LinkMessages;

/** Whom forwarded messages are for: group names (each node knows their transmitters) or names. */
export type ForwardTarget = { groups: string[] } | { transmitters: string[] };

export interface NodeLink {
  send<K extends LinkKind>(kind: K, message: LinkMessages[K]): void;
  on<K extends LinkKind>(kind: K, handler: (message: LinkMessages[K], from: string) => void): void;
  /** Called when messages may have been missed (the listening connection was lost and is back). */
  onResync(handler: () => void): void;
}

type Envelope = { from: string; kind: LinkKind } & Record<string, unknown>;

/** NOTIFY's payload limit is 8,000 bytes; the sender splits what is longer (events). */
export const MAX_MESSAGE_BYTES = 7_500;

export function createNodeLink(
  database: Database,
  nodeName: string,
  onError: (error: unknown) => void,
): NodeLink {
  const handlers = new Map<LinkKind, ((message: never, from: string) => void)[]>();
  const resyncs: (() => void)[] = [];
  database.onBroadcast((text) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === nodeName) return;
    for (const handler of handlers.get(envelope.kind) ?? [])
      handler(envelope as never, envelope.from);
  });
  database.onChange((table) => {
    if (table === '*') resyncs.forEach((resync) => resync());
  });
  return {
    send(kind, message) {
      database
        .broadcast(JSON.stringify({ ...message, from: nodeName, kind }))
        .catch((error: unknown) => onError(error));
    },
    on(kind, handler) {
      const list = handlers.get(kind) ?? [];
      list.push(handler as (message: never, from: string) => void);
      handlers.set(kind, list);
    },
    onResync: (handler) => void resyncs.push(handler),
  };
}
