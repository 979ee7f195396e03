import type { Receipt } from '@dapnet/model';

/**
 * How a receipt reads at a glance: `done` every transmitter acknowledged, `waiting` still on its
 * way, `partly` finished with some acknowledged and some not, `failed` finished with none
 * acknowledged, `none` no transmitter to send it.
 */
export type ReceiptTone = 'done' | 'waiting' | 'partly' | 'failed' | 'none';

/** A catalogue key below `delivery.` and its placeholders. */
export interface ReceiptPhrase {
  key: string;
  values: Record<string, number>;
}

export interface ReceiptSummary {
  tone: ReceiptTone;
  /** The main phrase: "Acknowledged by 12 of 14 transmitters". */
  main: ReceiptPhrase;
  /** The troubles the main phrase does not name already: "1 failed", "1 offline". */
  troubles: ReceiptPhrase[];
}

const TROUBLES = ['failed', 'expired', 'offline'] as const;

/**
 * Words for a receipt (model `Receipt`, counted per transmitter): what is still under way comes
 * first (the row changes by itself later), then how the delivery ended. The troubles beside the
 * main phrase keep a partly failed call from reading as a success.
 */
export function summarizeReceipt(receipt: Receipt): ReceiptSummary {
  const { total, queued, sent, acknowledged, failed, expired, offline } = receipt;
  const waiting = queued + sent;
  const troublesBut = (named?: (typeof TROUBLES)[number]): ReceiptPhrase[] =>
    TROUBLES.filter((state) => state !== named && receipt[state] > 0).map((state) => ({
      key: `trouble.${state}`,
      values: { count: receipt[state] },
    }));

  if (total === 0) {
    return { tone: 'none', main: { key: 'summary.noTransmitters', values: {} }, troubles: [] };
  }
  if (waiting > 0) {
    // Nothing on the air yet: all of it still in the transmitters' queues.
    const main: ReceiptPhrase =
      sent === 0 && acknowledged === 0
        ? { key: 'summary.queued', values: { queued, total } }
        : { key: 'summary.waiting', values: { waiting, total } };
    return { tone: 'waiting', main, troubles: troublesBut() };
  }
  if (acknowledged > 0) {
    return {
      tone: acknowledged === total ? 'done' : 'partly',
      main: { key: 'summary.acknowledged', values: { acknowledged, total } },
      troubles: troublesBut(),
    };
  }
  if (failed > 0) {
    return {
      tone: 'failed',
      main: { key: 'summary.failed', values: { failed, total } },
      troubles: troublesBut('failed'),
    };
  }
  if (expired > 0) {
    return {
      tone: 'failed',
      main:
        expired === total
          ? { key: 'summary.expired', values: {} }
          : { key: 'summary.expiredSome', values: { expired, total } },
      troubles: troublesBut('expired'),
    };
  }
  return {
    tone: 'failed',
    main: { key: 'summary.offline', values: { offline } },
    troubles: [],
  };
}

/**
 * What exports write for a receipt: the counts, machine-friendly and the same in every language
 * ("12/14 acknowledged, 1 failed, 1 offline").
 */
export function receiptExportValue(receipt: Receipt): string {
  const parts = [`${receipt.acknowledged}/${receipt.total} acknowledged`];
  for (const state of ['queued', 'sent', ...TROUBLES] as const) {
    if (receipt[state] > 0) parts.push(`${receipt[state]} ${state}`);
  }
  return parts.join(', ');
}
