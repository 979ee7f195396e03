import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/data-table';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useLanguage } from '../session/use-current-user';
import type { NodeTransmitter } from './node-transmitters';
import { StatusBadge, useStatusText } from './status-badge';

interface NodeTransmittersTableProps {
  transmitters: readonly NodeTransmitter[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

const UNKNOWN = '---';

/** The transmitters connected through one node, each leading to its own monitoring screen. */
export function NodeTransmittersTable(props: NodeTransmittersTableProps) {
  const { transmitters, error, refreshing, onRefresh } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const statusText = useStatusText();
  const columns = useMemo<Column<NodeTransmitter>[]>(
    () => [
      {
        id: 'name',
        header: t('transmitters.fields.callsign'),
        text: (row) => row.name,
        render: (row) => <Link to={paths.transmitters.monitor.href(row.name)}>{row.name}</Link>,
      },
      {
        id: 'status',
        header: t('transmitters.fields.status'),
        text: (row) => statusText(row.status),
        render: (row) => <StatusBadge status={row.status} text={statusText(row.status)} />,
        nowrap: true,
      },
      {
        id: 'connectedSince',
        header: t('transmitters.fields.connectedSince'),
        text: (row) => (row.connectedSince ? formatDateTime(row.connectedSince, language) : ''),
        sort: 'date',
        sortValue: (row) => row.connectedSince,
        firstDirection: 'desc',
      },
      {
        id: 'address',
        header: t('transmitters.fields.address'),
        text: (row) => row.address ?? UNKNOWN,
        nowrap: true,
      },
    ],
    [t, language, statusText],
  );
  return (
    <DataTable
      label={t('monitoring.nodeTransmitters')}
      columns={columns}
      rows={transmitters}
      rowKey={(row) => row.name}
      empty={{ text: t('monitoring.nodeEmpty') }}
      error={error}
      refreshing={refreshing}
      onRefresh={onRefresh}
    />
  );
}
