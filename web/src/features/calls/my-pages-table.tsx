import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@dapnet/model';
import { DataTable, useYesNo, type Column } from '../../components/data-table';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../session/use-current-user';
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
 * marked "new" in words and in bold. Every cell is text: messages come from other people.
 */
export function MyPagesTable({ calls, unread, error, refreshing, onRefresh }: MyPagesTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const yesNo = useYesNo();
  const columns = useMemo<Column<Call>[]>(
    () => [
      {
        id: 'timestamp',
        header: t('calls.fields.timestamp'),
        text: (call) => formatDateTime(call.timestamp, language),
        sortValue: (call) => call.timestamp,
        sort: 'date',
        firstDirection: 'desc',
        nowrap: true,
      },
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
      { id: 'message', header: t('calls.fields.message'), text: (call) => call.text },
      {
        id: 'subscribers',
        header: t('calls.fields.subscribers'),
        text: (call) => call.callSignNames.join(', '),
      },
      {
        id: 'owner',
        header: t('myPages.from'),
        text: (call) => call.ownerName,
        nowrap: true,
      },
      {
        id: 'emergency',
        header: t('calls.fields.emergency'),
        text: (call) => yesNo(call.emergency),
        nowrap: true,
      },
    ],
    [t, language, yesNo, unread],
  );
  return (
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
  );
}
