import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@dapnet/model';
import { DataTable, type Column } from '../../components/data-table';
import { DeliveryNotice } from '../../components/delivery/use-receipt-column';
import { useCallColumns } from './call-columns';
import { useCallReceiptColumn } from './calls-table';
import styles from './my-pages-table.module.css';

interface MyPagesTableProps {
  calls: readonly Call[] | undefined;
  unread: (call: Call) => boolean;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * The pages to the user's subscribers, newest first; the ones not seen before this visit are
 * marked "new" in words and in bold, each with how far its delivery got. Every cell is text:
 * messages come from other people.
 */
export function MyPagesTable({ calls, unread, error, refreshing, onRefresh }: MyPagesTableProps) {
  const { t } = useTranslation();
  const callColumns = useCallColumns();
  const delivery = useCallReceiptColumn();
  const columns = useMemo<Column<Call>[]>(
    () => [
      callColumns.timestamp,
      {
        id: 'state',
        header: t('myPages.state'),
        text: (call) => t(unread(call) ? 'myPages.unread' : 'myPages.read'),
        render: (call) =>
          unread(call) ? (
            <span className={styles.unread}>{t('myPages.unread')}</span>
          ) : (
            t('myPages.read')
          ),
        nowrap: true,
      },
      callColumns.message,
      callColumns.subscribers,
      {
        id: 'owner',
        header: t('myPages.from'),
        text: (call) => call.ownerName,
        nowrap: true,
      },
      ...(delivery.column ? [delivery.column] : []),
    ],
    [t, callColumns, unread, delivery.column],
  );
  return (
    <>
      <DeliveryNotice text={delivery.notice} />
      <DataTable
        label={t('myPages.title')}
        columns={columns}
        rows={calls}
        rowKey={(call) => `${call.timestamp}|${call.ownerName}|${call.text}`}
        empty={{ text: t('myPages.empty') }}
        error={error}
        refreshing={refreshing}
        onRefresh={onRefresh}
      />
    </>
  );
}
