import { z } from 'zod';

/**
 * What became of one page for one transmitter. A page is `queued` for a connected transmitter,
 * `sent` once on the air and waiting for the transmitter's answer, then `acknowledged`, or
 * `failed` after the Core's retries; `expired` when it waited longer than the node keeps pages
 * (its transmitter did not come back in time); `offline` when its transmitter was not connected
 * when the page was made, so it was never queued (as the Core does).
 */
export const DELIVERY_STATES = [
  'queued',
  'sent',
  'acknowledged',
  'failed',
  'expired',
  'offline',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Calls and rubric content have receipts; other pages (time, names) are not recorded. */
export const RECEIPT_KINDS = ['call', 'news'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** One page for one transmitter, as the detail view of a call or rubric content shows it. */
export const deliverySchema = z.object({
  transmitterName: z.string(),
  /** The pager address, and the text exactly as it went on the air. */
  ric: z.number(),
  text: z.string(),
  state: z.enum(DELIVERY_STATES),
  /** How often it was sent: 1, or more after retries. */
  attempts: z.number(),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
  /** When it was acknowledged, failed or expired; null while it is still under way. */
  finishedAt: z.string().nullable(),
  /** The node the transmitter was connected to, where known. */
  nodeName: z.string().nullable(),
});
export type Delivery = z.output<typeof deliverySchema>;

/**
 * A call's or a rubric content's delivery counted per transmitter: each transmitter counts once,
 * under the state of its least advanced page (`transmitterState`). `total` is every transmitter
 * of its groups, connected or not.
 */
export const receiptSchema = z.object({
  total: z.number(),
  queued: z.number(),
  sent: z.number(),
  acknowledged: z.number(),
  failed: z.number(),
  expired: z.number(),
  offline: z.number(),
});
export type Receipt = z.output<typeof receiptSchema>;

/** GET /monitor/receipts/calls (and …/news): the receipts the reader may see, by call (news) id. */
export const receiptListSchema = z.record(z.string(), receiptSchema);
export type ReceiptList = z.output<typeof receiptListSchema>;

/** GET /monitor/receipts/calls/{id} (and …/news/{id}): the receipt and every page behind it. */
export const receiptDetailSchema = z.object({
  kind: z.enum(RECEIPT_KINDS),
  id: z.number(),
  receipt: receiptSchema,
  deliveries: z.array(deliverySchema),
});
export type ReceiptDetail = z.output<typeof receiptDetailSchema>;

/**
 * A transmitter's state for a call from the states of its pages: trouble first (failed, then
 * expired, then offline), then the least advanced (queued, then sent); acknowledged only when
 * every page was.
 */
const TRANSMITTER_STATE_ORDER: readonly DeliveryState[] = [
  'failed',
  'expired',
  'offline',
  'queued',
  'sent',
  'acknowledged',
];

export function transmitterState(states: readonly DeliveryState[]): DeliveryState {
  for (const state of TRANSMITTER_STATE_ORDER) if (states.includes(state)) return state;
  return 'queued';
}

/** Counts transmitters by their state (see `transmitterState`). */
export function summarizeDeliveries(
  deliveries: readonly Pick<Delivery, 'transmitterName' | 'state'>[],
): Receipt {
  const byTransmitter = new Map<string, DeliveryState[]>();
  for (const { transmitterName, state } of deliveries) {
    const key = transmitterName.toLowerCase();
    byTransmitter.set(key, [...(byTransmitter.get(key) ?? []), state]);
  }
  const receipt: Receipt = {
    total: byTransmitter.size,
    queued: 0,
    sent: 0,
    acknowledged: 0,
    failed: 0,
    expired: 0,
    offline: 0,
  };
  for (const states of byTransmitter.values()) receipt[transmitterState(states)] += 1;
  return receipt;
}
