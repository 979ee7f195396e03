/**
 * What the event stream tells each reader: the bus's events (network-events.ts) turned into the
 * wire's events, each shown to a reader exactly as the API would show its subject to them. An
 * event is worked out once per kind of reader (admin, owner, everybody else), not once per
 * stream, so a thousand open streams cost a few views, not a thousand.
 *
 * Payloads are small: a transmitter's status and connection fields (as the list shows them), the
 * name of a changed record, the id of a call, rubric content or receipt; the web app refetches
 * through the API what it shows in full.
 */
import { isOwner, normalizeName, type Call, type News, type Rubric } from '@dapnet/model';
import type { Caller } from '../auth/access.js';
import { transmitterListView } from '../http/views.js';
import { newsById } from '../routes/monitor/receipts.js';
import type { Store, SubscriberRecord } from '../store/store.js';
import type { NetworkEventMap } from './network-events.js';

/** Event names on the wire (the contract's list). */
export type StreamEventName =
  'transmitter' | 'node' | 'record' | 'call' | 'news' | 'receipt' | 'page' | 'reset';

/**
 * One event as the readers see it. `audience` says which view a reader gets (undefined: the
 * reader does not get the event); `view` renders that view, or undefined when there is nothing
 * to say after all (the record has gone).
 */
export interface StreamItem {
  event: StreamEventName;
  audience(caller: Caller): string | undefined;
  view(audience: string): unknown;
}

/**
 * A stream item whose views are rendered once each and kept as wire text: the whole `id:`,
 * `event:`, `data:` block, so a thousand streams share a few strings.
 */
export class RenderedItem {
  private readonly frames = new Map<string, string | undefined>();

  constructor(
    readonly item: StreamItem,
    private readonly frame: (data: string) => string,
  ) {}

  /** The block for this reader, or undefined when the reader does not get the event. */
  frameFor(caller: Caller): string | undefined {
    const audience = this.item.audience(caller);
    if (audience === undefined) return undefined;
    if (!this.frames.has(audience)) {
      const view = this.item.view(audience);
      this.frames.set(audience, view === undefined ? undefined : this.frame(JSON.stringify(view)));
    }
    return this.frames.get(audience);
  }
}

const everybody = () => 'all';
const same = (name: string, other: string) => normalizeName(name) === normalizeName(other);

async function transmitterItem(store: Store, { name }: { name: string }): Promise<StreamItem> {
  const record = await store.transmitters.get(normalizeName(name));
  return {
    event: 'transmitter',
    // Admins and the transmitter's owners see its address in full, everybody else masked.
    audience(caller) {
      if (caller.admin) return 'full';
      return record && isOwner(record, caller.name) ? 'full' : 'masked';
    },
    view(audience) {
      if (!record) return undefined;
      const shown = audience === 'full' ? record : transmitterListView(record, undefined);
      return {
        name: shown.name,
        status: shown.status,
        address: shown.address ?? null,
        nodeName: shown.nodeName ?? null,
        deviceType: shown.deviceType ?? null,
        deviceVersion: shown.deviceVersion ?? null,
        connectedSince: shown.connectedSince ?? null,
        lastConnected: shown.lastConnected ?? null,
      };
    },
  };
}

/** A call with its subscribers' records, read once for every reader of the event. */
interface CallWithSubscribers {
  call: Call;
  subscribers: SubscriberRecord[];
}

async function callWithSubscribers(
  store: Store,
  id: number,
): Promise<CallWithSubscribers | undefined> {
  const call = await store.calls.get(id);
  if (!call) return undefined;
  const found = await Promise.all(
    call.callSignNames.map((name) => store.subscribers.get(normalizeName(name))),
  );
  return { call, subscribers: found.filter((record) => record !== undefined) };
}

/** The subscribers of the call that `caller` owns, by stored name. */
function ownedSubscribersOf({ subscribers }: CallWithSubscribers, caller: Caller): string[] {
  return subscribers
    .filter((subscriber) => isOwner(subscriber, caller.name))
    .map((subscriber) => subscriber.name);
}

/** May the reader see the receipt of this call: admins, its sender, its subscribers' owners. */
function seesCallReceipt(found: CallWithSubscribers | undefined, caller: Caller): boolean {
  if (caller.admin) return true;
  if (!found) return false;
  return same(found.call.ownerName, caller.name) || ownedSubscribersOf(found, caller).length > 0;
}

/** Rubric content with its rubric's record, read once for every reader of the event. */
interface NewsWithRubric {
  news: News;
  rubric: Rubric | undefined;
}

async function newsWithRubric(store: Store, id: number): Promise<NewsWithRubric | undefined> {
  const news = (await newsById(store)).get(id);
  if (!news) return undefined;
  return { news, rubric: await store.rubrics.get(normalizeName(news.rubricName)) };
}

/**
 * May the reader see the receipt of this rubric content: admins, its poster, its rubric's owners
 * (as GET /monitor/receipts/news shows them).
 */
function seesNewsReceipt(found: NewsWithRubric | undefined, caller: Caller): boolean {
  if (caller.admin) return true;
  if (!found) return false;
  if (same(found.news.ownerName, caller.name)) return true;
  return found.rubric !== undefined && isOwner(found.rubric, caller.name);
}

/**
 * The stream items a bus event becomes (usually one; a new call is also a page for some). What
 * the items need from the database is read here, once, so that each reader's view is worked out
 * without another query.
 */
export async function streamItems<K extends keyof NetworkEventMap>(
  store: Store,
  name: K,
  event: NetworkEventMap[K],
): Promise<StreamItem[]> {
  switch (name) {
    case 'transmitterStatus':
      return [await transmitterItem(store, event as NetworkEventMap['transmitterStatus'])];
    case 'nodeStatus': {
      const { name: node } = event as NetworkEventMap['nodeStatus'];
      return [{ event: 'node', audience: everybody, view: () => ({ name: node }) }];
    }
    case 'recordChanged': {
      const change = event as NetworkEventMap['recordChanged'];
      return [
        {
          event: 'record',
          // Other people's accounts are no business of a non-admin's list.
          audience: (caller) =>
            change.entity !== 'users' || caller.admin || same(caller.name, change.name)
              ? 'all'
              : undefined,
          view: () => ({ entity: change.entity, name: change.name }),
        },
      ];
    }
    case 'callAdded': {
      const { id } = event as NetworkEventMap['callAdded'];
      const found = await callWithSubscribers(store, id);
      const call = found?.call;
      return [
        // Every user may list every call (GET /calls): the id, and the web app refetches.
        { event: 'call', audience: everybody, view: () => ({ id }) },
        {
          event: 'page',
          // Each owner gets the names of their own subscribers only.
          audience: (caller) => {
            if (!found) return undefined;
            const owned = ownedSubscribersOf(found, caller);
            return owned.length > 0 ? owned.join(',') : undefined;
          },
          view: (audience) =>
            call && {
              id,
              timestamp: call.timestamp,
              text: call.text,
              emergency: call.emergency,
              ownerName: call.ownerName,
              subscriberNames: audience.split(','),
            },
        },
      ];
    }
    case 'newsPosted': {
      const { rubricName, id } = event as NetworkEventMap['newsPosted'];
      return [{ event: 'news', audience: everybody, view: () => ({ rubricName, id }) }];
    }
    case 'receiptChanged': {
      const { kind, id } = event as NetworkEventMap['receiptChanged'];
      // Who may see it is read once here, so each reader costs a comparison of names.
      const call = kind === 'call' ? await callWithSubscribers(store, id) : undefined;
      const news = kind === 'news' ? await newsWithRubric(store, id) : undefined;
      const sees = (caller: Caller) =>
        kind === 'call' ? seesCallReceipt(call, caller) : seesNewsReceipt(news, caller);
      return [
        {
          event: 'receipt',
          audience: (caller) => (sees(caller) ? 'all' : undefined),
          view: () => ({ kind, id }),
        },
      ];
    }
    default:
      return [];
  }
}
