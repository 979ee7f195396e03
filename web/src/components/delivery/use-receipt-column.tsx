import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptList } from '@dapnet/model';
import type { Column } from '../data-table';
import { VisuallyHidden } from '../visually-hidden';
import { ReceiptStatus, useReceiptText } from './receipt-status';
import { receiptExportValue } from './receipt-summary';
import styles from './delivery.module.css';

interface ReceiptColumnOptions<Row> {
  /** Whether the server has receipts at all (a monitoring endpoint is configured). */
  available: boolean;
  /** The receipts query's state: its data arrives after the rows, or fails. */
  receipts: { data: ReceiptList | undefined; isError: boolean };
  /** The record's id, which only the embedded server gives (a real Core's records have none). */
  idOf: (row: Row) => number | undefined;
  /** The record's detail view. */
  hrefOf: (id: number) => string;
}

export interface ReceiptColumn<Row> {
  /** The "Delivery" column, or null when the server does not report delivery. */
  column: Column<Row> | null;
  /** Said once above the table when the server does not report delivery; null otherwise. */
  notice: string | null;
}

/**
 * The "Delivery" column of a list of calls or rubric content: each row's receipt as an icon and
 * words, linked to its detail view. The receipts come after the rows (they never hold the list
 * up): until then a cell shows "…". A server without receipts (a real Core: no monitoring
 * address, or one that does not answer) gets no column but one notice, instead of a wrong state
 * in every row. A record without an id or without a receipt (older than the delivery records)
 * says "Not recorded".
 */
export function useReceiptColumn<Row>({
  available,
  receipts,
  idOf,
  hrefOf,
}: ReceiptColumnOptions<Row>): ReceiptColumn<Row> {
  const { t } = useTranslation();
  const receiptText = useReceiptText();
  const reported = available && !receipts.isError;
  const list = receipts.data;
  const column = useMemo<Column<Row> | null>(() => {
    if (!reported) return null;
    const receiptOf = (row: Row) => {
      const id = idOf(row);
      return id === undefined ? undefined : list?.[String(id)];
    };
    const text = (row: Row) => {
      if (list === undefined) return '…';
      const receipt = receiptOf(row);
      return receipt ? receiptText(receipt) : t('receipts.notRecorded');
    };
    return {
      id: 'delivery',
      header: t('receipts.column'),
      text,
      value: (row) => {
        const receipt = receiptOf(row);
        return receipt ? receiptExportValue(receipt) : null;
      },
      render: (row) => {
        const receipt = receiptOf(row);
        const id = idOf(row);
        if (list === undefined) {
          // Read out as "Loading…" rather than as three dots.
          return (
            <span className={styles.pending}>
              <span aria-hidden="true">…</span>
              <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
            </span>
          );
        }
        if (!receipt || id === undefined) {
          return <span className={styles.pending}>{text(row)}</span>;
        }
        return <ReceiptStatus receipt={receipt} href={hrefOf(id)} />;
      },
      // The share acknowledged: the best delivered first when sorted from the top.
      sortValue: (row) => {
        const receipt = receiptOf(row);
        return receipt && receipt.total > 0 ? receipt.acknowledged / receipt.total : null;
      },
      sort: 'number',
      firstDirection: 'desc',
    };
  }, [reported, list, idOf, hrefOf, receiptText, t]);
  return { column, notice: reported ? null : t('receipts.notReported') };
}

/** The notice of `useReceiptColumn`, once above the table. */
export function DeliveryNotice({ text }: { text: string | null }) {
  return text ? <p className={styles.notice}>{text}</p> : null;
}
