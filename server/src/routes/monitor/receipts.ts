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
import { deliveryView } from '../../store/deliveries-table.js';
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
export function maySeeCall(store: Store, call: Call, reader: Caller): boolean {
  if (reader.admin || sameName(call.ownerName, reader.name)) return true;
  return call.callSignNames.some((name) => {
    const subscriber = store.subscribers.get(normalizeName(name));
    return subscriber !== undefined && isOwner(subscriber, reader.name);
  });
}

/** Poster, admins, and the owners of its rubric. */
export function maySeeNews(store: Store, news: News, reader: Caller): boolean {
  if (reader.admin || sameName(news.ownerName, reader.name)) return true;
  const rubric = store.rubrics.get(normalizeName(news.rubricName));
  return rubric !== undefined && isOwner(rubric, reader.name);
}

/** The rubric content still in its slots, by id. */
function newsById(store: Store): Map<number, News> {
  const byId = new Map<number, News>();
  for (const slots of store.news.allSlots().values())
    for (const item of slots) if (item?.id !== undefined) byId.set(item.id, item);
  return byId;
}

/** Every receipt of a kind among the ids the reader may see. */
function receiptList(store: Store, kind: ReceiptKind, visible: (id: number) => boolean) {
  const bySource = new Map<number, { transmitterName: string; state: DeliveryState }[]>();
  for (const { sourceId, transmitterName, state } of store.deliveries.statesOfKind(kind)) {
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

function receiptDetail(store: Store, kind: ReceiptKind, id: number): ReceiptDetail {
  const deliveries = store.deliveries.ofSource(kind, id).map(deliveryView);
  if (deliveries.length === 0) throw notFound();
  return { kind, id, receipt: summarizeDeliveries(deliveries), deliveries };
}

export function receiptRoutes(app: FastifyInstance, store: Store): void {
  resource(app, '/receipts/calls', {
    GET: (request): ReceiptList => {
      const reader = readerOf(request);
      if (reader.admin) return receiptList(store, 'call', () => true);
      const visible = new Set(
        store.calls
          .list()
          .filter(({ call }) => maySeeCall(store, call, reader))
          .map(({ id }) => id),
      );
      return receiptList(store, 'call', (id) => visible.has(id));
    },
  });
  resource(app, '/receipts/calls/:id', {
    GET: (request): ReceiptDetail => {
      const reader = readerOf(request);
      const id = idOf(request);
      const call = store.calls.get(id);
      if (!call) throw notFound();
      if (!maySeeCall(store, call, reader)) throw forbidden();
      return receiptDetail(store, 'call', id);
    },
  });
  resource(app, '/receipts/news', {
    GET: (request): ReceiptList => {
      const reader = readerOf(request);
      const visible = new Set(
        [...newsById(store)]
          .filter(([, news]) => maySeeNews(store, news, reader))
          .map(([id]) => id),
      );
      return receiptList(store, 'news', (id) => visible.has(id));
    },
  });
  resource(app, '/receipts/news/:id', {
    GET: (request): ReceiptDetail => {
      const reader = readerOf(request);
      const id = idOf(request);
      const news = newsById(store).get(id);
      if (!news) throw notFound();
      if (!maySeeNews(store, news, reader)) throw forbidden();
      return receiptDetail(store, 'news', id);
    },
  });
}
