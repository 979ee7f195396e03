import { queryOptions } from '@tanstack/react-query';
import type { ReceiptDetail, ReceiptKind, ReceiptList } from '@dapnet/model';
import { api } from '../../lib/api-client';
import { getConfig } from '../../lib/config';

/** The receipts' resource below the monitoring endpoint, per kind of record. */
const RESOURCE: Record<ReceiptKind, 'calls' | 'news'> = { call: 'calls', news: 'news' };

/**
 * The query keys of the receipts (shared with the live updates, which mark them stale on
 * `receipt`, `call` and `news` events): `['receipts']` holds all of them.
 */
export const receiptKeys = {
  all: ['receipts'] as const,
  list: (kind: ReceiptKind) => ['receipts', RESOURCE[kind]] as const,
  detail: (kind: ReceiptKind, id: number) => ['receipts', RESOURCE[kind], id] as const,
};

/**
 * Whether this network's server reports delivery: only the embedded server does, through its
 * monitoring endpoint (`monitorUrl`); a real Core has neither the endpoint nor ids on calls.
 */
export function receiptsAvailable(): boolean {
  return getConfig().monitorUrl !== '';
}

/**
 * The receipts of every call (rubric content) the reader may see, by the record's id: asked for
 * beside the records, never after them. A server without them (a real Core, even behind a
 * configured monitoring address) answers with an error, and the lists then say so once.
 */
export function receiptListQuery(kind: ReceiptKind) {
  const baseUrl = getConfig().monitorUrl;
  return queryOptions({
    queryKey: receiptKeys.list(kind),
    queryFn: ({ signal }) =>
      api.get<ReceiptList>(`receipts/${RESOURCE[kind]}`, { signal, baseUrl }),
    enabled: baseUrl !== '',
  });
}

/** One call's (rubric content's) receipt with every page behind it, per transmitter. */
export function receiptDetailQuery(kind: ReceiptKind, id: number) {
  const baseUrl = getConfig().monitorUrl;
  return queryOptions({
    queryKey: receiptKeys.detail(kind, id),
    queryFn: ({ signal }) =>
      api.get<ReceiptDetail>(`receipts/${RESOURCE[kind]}/${id}`, { signal, baseUrl }),
    enabled: baseUrl !== '',
  });
}
