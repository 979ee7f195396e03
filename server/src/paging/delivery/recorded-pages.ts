/**
 * Calls and rubric content on their way: every page for every transmitter of the groups is
 * recorded (store/deliveries-table.ts) in one transaction before any goes out, `queued` for
 * those connected here, which then get it, and for those connected to another node of the
 * network, which takes them from the database; `offline` for the others (never queued, as in the
 * Core).
 */
import type { ReceiptKind } from '@dapnet/model';
import type { NewDelivery } from '../../store/deliveries-table.js';
import type { PagerMessage } from '../pager-message.js';
import type { DeliveryContext } from './context.js';
import { transmittersOfGroups } from './recipients.js';
import { withRetries } from './retries.js';
import { toGroups, type Reached } from './to-groups.js';

type Source = { kind: ReceiptKind; sourceId: number };

interface Page {
  name: string;
  message: PagerMessage;
}

/** Where the transmitters are connected now: here, or at another node of the network. */
interface Connected {
  here: ReadonlySet<string>;
  elsewhere: ReadonlySet<string>;
}

/** Recorded when the source has its id (every call and content of the API has one). */
export function toGroupsOf(
  context: DeliveryContext,
  { kind, sourceId }: { kind: ReceiptKind; sourceId: number | undefined },
  groupNames: readonly string[],
  messages: readonly PagerMessage[],
): Promise<Reached> {
  return sourceId === undefined
    ? toGroups(context, groupNames, messages)
    : recordedToGroups(context, { kind, sourceId }, groupNames, messages);
}

/** Like `toGroups`, and records every page for every transmitter of the groups first. */
async function recordedToGroups(
  context: DeliveryContext,
  source: Source,
  groupNames: readonly string[],
  messages: readonly PagerMessage[],
): Promise<Reached> {
  const { store, dispatch, recorder, network } = context;
  const names = await transmittersOfGroups(store, groupNames);
  const connected: Connected = {
    here: new Set(dispatch.connectedNames()),
    elsewhere: (await network?.connectedElsewhere(names)) ?? new Set<string>(),
  };
  const pages: Page[] = [];
  // Messages outside, transmitters inside: each transmitter's queue gets them in their order.
  for (const message of messages) for (const name of names) pages.push({ name, message });
  // All or none; a transaction that fails (the database busy, a node's lock) is tried again.
  const records = pages.map((page) => recordOf(page, source, connected, context.nodeName));
  const ids = await withRetries(() => store.transaction(() => store.deliveries.add(records)));
  if (pages.length > 0) recorder?.added([source]);
  if (pages.some(({ name }) => connected.elsewhere.has(name))) network?.pagesQueued();
  const reached = new Set<string>();
  pages.forEach(({ name, message }, index) => {
    if (!connected.here.has(name)) return;
    const delivery = { id: ids[index]!, ...source };
    dispatch.send([name], { ...message, delivery }).forEach((queued) => reached.add(queued));
  });
  return { transmitters: names, reached: reached.size };
}

/** A page's record: the node that sends it is written when it is this one. */
function recordOf(
  { name, message }: Page,
  source: Source,
  connected: Connected,
  nodeName: string | undefined,
): NewDelivery {
  const here = connected.here.has(name);
  return {
    ...source,
    transmitterName: name,
    ric: message.ric,
    function: message.function,
    type: message.type,
    speed: message.speed,
    priority: message.priority,
    text: message.text,
    state: here || connected.elsewhere.has(name) ? 'queued' : 'offline',
    queuedAt: message.createdAt,
    nodeName: here ? (nodeName ?? null) : null,
  };
}
