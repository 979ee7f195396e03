import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@dapnet/model';
import { DataTable, useYesNo, type Column } from '../../components/data-table';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../session/session-store';

interface CallsTableProps {
  calls: readonly Call[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Calls, newest first: when, to whom, through which groups, what, how urgent, from whom. */
export function CallsTable({ calls, error, refreshing, onRefresh }: CallsTableProps) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
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
        id: 'subscribers',
        header: t('calls.fields.subscribers'),
        text: (call) => call.callSignNames.join(', '),
      },
      {
        id: 'groups',
        header: t('calls.fields.transmitterGroups'),
        text: (call) => call.transmitterGroupNames.join(', '),
      },
      { id: 'message', header: t('calls.fields.message'), text: (call) => call.text },
      {
        id: 'emergency',
        header: t('calls.fields.emergency'),
        text: (call) => yesNo(call.emergency),
        nowrap: true,
      },
      { id: 'owner', header: t('calls.fields.owner'), text: (call) => call.ownerName },
    ],
    [t, language, yesNo],
  );
  return (
    <DataTable
      label={t('calls.title')}
      columns={columns}
      rows={calls}
      // Calls have no name; their place in the server's (chronological) list identifies them.
      rowKey={(_, index) => String(index)}
      error={error}
      refreshing={refreshing}
      onRefresh={onRefresh}
    />
  );
}
