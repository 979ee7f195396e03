/**
 * Receipts: what became of each page of a call or rubric content, from the delivery records
 * (store/deliveries-table.ts), counted per transmitter as model/src/delivery.ts says.
 *
 * - GET /monitor/receipts/calls, GET /monitor/receipts/calls/{id}
 * - GET /monitor/receipts/news, GET /monitor/receipts/news/{id}
 *
 * Admins see every receipt; others those of their own calls and of calls to subscribers they own,
 * and those of rubric content they posted or whose rubric they own. A call or rubric content
 * without any record (older than the records, or deleted) has no receipt.
 */
import {
  ERROR_CODES,
  isOwner,
  normalizeName,
  summarizeDeliveries,
  type Call,
  type Delivery,
  type DeliveryState,
  type News,
  type ReceiptDetail,
  type ReceiptKind,
  type ReceiptList,
} from '@dapnet/model';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/access.js';
import { ApiError, forbidden, notFound } from '../../http/api-error.js';
import { resource } from '../../http/resource.js';
import type { StoredDelivery } from '../../store/deliveries-table.js';
import type { Store } from '../../store/store.js';

/** Receipts need a signed-in reader: guests get 401, as the API answers missing credentials. */
function readerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new ApiError(ERROR_CODES.notAuthorized);
  return request.caller;
}

/** A call's or rubric content's id from the path: a positive whole number, else 400. */
function idOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1)
    throw new ApiError(ERROR_CODES.badRequest, 'The id must be a positive whole number');
  return Number(raw);
}

const sameName = (a: string, b: string) => normalizeName(a) === normalizeName(b);

/** Sender, admins, and the owners of any of its subscribers. */
export async function maySeeCall(store: Store, call: Call, reader: Caller): Promise<boolean> {
  if (reader.admin || sameName(call.ownerName, reader.name)) return true;
  for (const name of call.callSignNames) {
    const subscriber = await store.subscribers.get(normalizeName(name));
    if (subscriber !== undefined && isOwner(subscriber, reader.name)) return true;
  }
  return false;
}

/** The lower-case names of the subscribers `reader` owns: one read for a whole list of calls. */
async function subscribersOwnedBy(store: Store, reader: Caller): Promise<Set<string>> {
  const owned = (await store.subscribers.list()).filter((record) => isOwner(record, reader.name));
  return new Set(owned.map((record) => normalizeName(record.name)));
}

/** Poster, admins, and the owners of its rubric. */
export async function maySeeNews(store: Store, news: News, reader: Caller): Promise<boolean> {
  if (reader.admin || sameName(news.ownerName, reader.name)) return true;
  const rubric = await store.rubrics.get(normalizeName(news.rubricName));
  return rubric !== undefined && isOwner(rubric, reader.name);
}

/** The rubric content still in its slots, by id. */
export async function newsById(store: Store): Promise<Map<number, News>> {
  const byId = new Map<number, News>();
  for (const slots of (await store.news.allSlots()).values())
    for (const item of slots) if (item?.id !== undefined) byId.set(item.id, item);
  return byId;
}

/** Every receipt of a kind among the ids the reader may see. */
async function receiptList(store: Store, kind: ReceiptKind, visible: (id: number) => boolean) {
  const bySource = new Map<number, { transmitterName: string; state: DeliveryState }[]>();
  for (const { sourceId, transmitterName, state } of await store.deliveries.statesOfKind(kind)) {
    if (!visible(sourceId)) continue;
    const pages = bySource.get(sourceId) ?? [];
    pages.push({ transmitterName, state });
    bySource.set(sourceId, pages);
  }
  const list: ReceiptList = {};
  for (const [id, pages] of [...bySource].sort(([a], [b]) => a - b))
    list[String(id)] = summarizeDeliveries(pages);
  return list;
}

async function receiptDetail(store: Store, kind: ReceiptKind, id: number): Promise<ReceiptDetail> {
  const deliveries = (await store.deliveries.ofSource(kind, id)).map(deliveryView);
  if (deliveries.length === 0) throw notFound();
  return { kind, id, receipt: summarizeDeliveries(deliveries), deliveries };
}

export function receiptRoutes(app: FastifyInstance, store: Store): void {
  resource(app, '/receipts/calls', {
    GET: async (request): Promise<ReceiptList> => {
      const reader = readerOf(request);
      if (reader.admin) return receiptList(store, 'call', () => true);
      const owned = await subscribersOwnedBy(store, reader);
      const visible = new Set<number>();
      for (const { id, call } of await store.calls.list()) {
        const mine =
          sameName(call.ownerName, reader.name) ||
          call.callSignNames.some((name) => owned.has(normalizeName(name)));
        if (mine) visible.add(id);
      }
      return receiptList(store, 'call', (id) => visible.has(id));
    },
  });
  resource(app, '/receipts/calls/:id', {
    GET: async (request): Promise<ReceiptDetail> => {
      const reader = readerOf(request);
      const id = idOf(request);
      const call = await store.calls.get(id);
      if (!call) throw notFound();
      if (!(await maySeeCall(store, call, reader))) throw forbidden();
      return receiptDetail(store, 'call', id);
    },
  });
  resource(app, '/receipts/news', {
    GET: async (request): Promise<ReceiptList> => {
      const reader = readerOf(request);
      const visible = new Set<number>();
      for (const [id, news] of await newsById(store))
        if (await maySeeNews(store, news, reader)) visible.add(id);
      return receiptList(store, 'news', (id) => visible.has(id));
    },
  });
  resource(app, '/receipts/news/:id', {
    GET: async (request): Promise<ReceiptDetail> => {
      const reader = readerOf(request);
      const id = idOf(request);
      const news = (await newsById(store)).get(id);
      if (!news) throw notFound();
      if (!(await maySeeNews(store, news, reader))) throw forbidden();
      return receiptDetail(store, 'news', id);
    },
  });
}

/** A stored page as the receipt's detail shows it. */
export function deliveryView(delivery: StoredDelivery): Delivery {
  const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
  return {
    transmitterName: delivery.transmitterName,
    ric: delivery.ric,
    text: delivery.text,
    state: delivery.state,
    attempts: delivery.attempts,
    queuedAt: new Date(delivery.queuedAt).toISOString(),
    sentAt: iso(delivery.sentAt),
    finishedAt: iso(delivery.finishedAt),
    nodeName: delivery.nodeName,
  };
}
