import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@dapnet/model';
import { DataTable, RowActions, type Column } from '../../components/data-table';
import { namesColumn } from '../../components/data-table/names-column';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/use-current-user';
import { useCallColumns } from './call-columns';
import { messagePrefix, sendAgainState } from './send-again';

interface CallsTableProps {
  calls: readonly Call[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/**
 * Calls, newest first: when, to whom, through which groups, what, how urgent, from whom.
 * Emergency calls stand out with a badge and a tinted row. The user's own calls can be sent again.
 */
export function CallsTable({ calls, error, refreshing, onRefresh }: CallsTableProps) {
  const { t } = useTranslation();
  const callColumns = useCallColumns();
  const user = useCurrentUser();
  const columns = useMemo<Column<Call>[]>(
    () => [
      callColumns.timestamp,
      callColumns.subscribers,
      namesColumn(
        'groups',
        t('calls.fields.transmitterGroups'),
        (call) => call.transmitterGroupNames,
      ),
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
      // One's own call can go again: the new-call page opens with its recipients, groups and text.
      actions={(call) =>
        call.ownerName.toLowerCase() === user.name.toLowerCase() ? (
          <RowActions
            name={call.text}
            sendAgain={{
              href: paths.calls.new.href(),
              state: sendAgainState(call, messagePrefix(user.name)),
            }}
          />
        ) : null
      }
    />
  );
}
