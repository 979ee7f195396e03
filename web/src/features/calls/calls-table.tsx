import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@dapnet/model';
import { DataTable, type Column } from '../../components/data-table';
import { paths } from '../../lib/paths';
import { useCallColumns } from './call-columns';

interface CallsTableProps {
  calls: readonly Call[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * Calls, newest first: when, to whom, through which groups, what, how urgent, from whom.
 * Emergency calls stand out with a badge and a tinted row.
 */
export function CallsTable({ calls, error, refreshing, onRefresh }: CallsTableProps) {
  const { t } = useTranslation();
  const callColumns = useCallColumns();
  const columns = useMemo<Column<Call>[]>(
    () => [
      callColumns.timestamp,
      callColumns.subscribers,
      {
        id: 'groups',
        header: t('calls.fields.transmitterGroups'),
        text: (call) => call.transmitterGroupNames.join(', '),
        value: (call) => call.transmitterGroupNames,
      },
      callColumns.message,
      callColumns.emergency,
      { id: 'owner', header: t('calls.fields.owner'), text: (call) => call.ownerName },
    ],
    [t, callColumns],
  );
  return (
    <DataTable
      label={t('calls.title')}
      columns={columns}
      exportAs={{ name: 'calls' }}
      rows={calls}
      // Calls have no name; their place in the server's (chronological) list identifies them.
      rowKey={(_, index) => String(index)}
      // Every signed-in user may send calls.
      empty={{
        text: t('calls.empty'),
        create: { href: paths.calls.new.href(), label: t('calls.new') },
      }}
      error={error}
      refreshing={refreshing}
      onRefresh={onRefresh}
    />
  );
}
