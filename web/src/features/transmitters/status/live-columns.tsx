import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/data-table';
import { isoDateTime } from '../../../lib/format';
import { useFormatDateTime } from '../../session/current-user/use-current-user';
import { StatusBadge, useStatusText } from '../../../components/records/transmitter-status-badge';

interface LiveFields {
  status: string;
  connectedSince: string | null;
}

/**
 * The columns of a transmitter's live state, the same in every table that lists transmitters:
 * the status as a badge, and since when it is connected (newest first when sorted).
 */
export function useLiveColumns<Row extends LiveFields>(): {
  status: Column<Row>;
  connectedSince: Column<Row>;
} {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const statusText = useStatusText();
  return useMemo(
    () => ({
      status: {
        id: 'status',
        header: t('transmitters.fields.status'),
        text: (row) => statusText(row.status),
        value: (row) => row.status,
        render: (row) => <StatusBadge status={row.status} text={statusText(row.status)} />,
        nowrap: true,
      },
      connectedSince: {
        id: 'connectedSince',
        header: t('transmitters.fields.connectedSince'),
        text: (row) => (row.connectedSince ? formatDateTime(row.connectedSince) : ''),
        value: (row) => isoDateTime(row.connectedSince),
        sort: 'date',
        sortValue: (row) => row.connectedSince,
        firstDirection: 'desc',
      },
    }),
    [t, formatDateTime, statusText],
  );
}
