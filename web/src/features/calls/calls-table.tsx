import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Call } from '@dapnet/model';
import { DataTable, useYesNo, type Column } from '../../components/data-table';
import { Svg } from '../../components/icons';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useLanguage } from '../session/use-current-user';
import styles from './calls-table.module.css';

/** A warning sign: decorative, the badge's text says "yes". */
const WarningIcon = () => (
  <Svg size={14}>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </Svg>
);

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
        render: (call) =>
          call.emergency ? (
            <span className={styles.emergency}>
              <WarningIcon />
              {yesNo(true)}
            </span>
          ) : (
            yesNo(false)
          ),
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
