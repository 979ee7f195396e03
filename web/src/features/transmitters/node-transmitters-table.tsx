import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/data-table';
import { paths } from '../../lib/paths';
import type { NodeTransmitter } from './node-transmitters';
import { useLiveColumns } from './status/live-columns';

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
  const live = useLiveColumns<NodeTransmitter>();
  const columns = useMemo<Column<NodeTransmitter>[]>(
    () => [
      {
        id: 'name',
        header: t('transmitters.fields.callsign'),
        text: (row) => row.name,
        render: (row) => <Link to={paths.transmitters.monitor.href(row.name)}>{row.name}</Link>,
      },
      live.status,
      live.connectedSince,
      {
        id: 'address',
        header: t('transmitters.fields.address'),
        text: (row) => row.address ?? UNKNOWN,
        nowrap: true,
      },
    ],
    [t, live],
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
