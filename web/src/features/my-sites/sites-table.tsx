import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, RowActions, type Column } from '../../components/data-table';
import { useNodeStatusText } from '../../components/node-status';
import { StatusBadge, useStatusText } from '../../components/transmitter-status-badge';
import { paths } from '../../lib/paths';
import { useFormatDateTime } from '../session/use-current-user';
import { statusSince, type SiteChange } from './site-changes';
import { siteKey, type Site } from './sites';
import { useUptimeColumns, type UptimeFigures } from './uptime-columns';

interface SitesTableProps {
  sites: readonly Site[] | undefined;
  changes: readonly SiteChange[];
  /** The transmitters' uptime; null where the server keeps no connection history. */
  uptime: UptimeFigures | null;
  /** Whose sites these are, for the empty list's text; none: the signed-in user's own. */
  otherOwner?: string;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/** A node's status in the colours of a transmitter's: online green, suspended grey, else orange. */
const NODE_STATUS_COLOURS: Record<string, string> = { ONLINE: 'ONLINE', SUSPENDED: 'OFFLINE' };

/**
 * An owner's transmitters and nodes in one table: status, since when (as far as known), last
 * connect, address, firmware, timeslots and groups; each links to its monitoring screen, and a
 * transmitter to its form (its owners may change it).
 */
export function SitesTable(props: SitesTableProps) {
  const { sites, changes, uptime, otherOwner, error, refreshing, onRefresh } = props;
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const transmitterStatus = useStatusText();
  const nodeStatus = useNodeStatusText();
  const withNodes = sites?.some((site) => site.kind === 'node') ?? false;
  const uptimeColumns = useUptimeColumns(uptime);

  const columns = useMemo((): Column<Site>[] => {
    const statusText = (site: Site) =>
      site.kind === 'node' ? nodeStatus(site.status) : transmitterStatus(site.status);
    const date = (value: string | null) => (value ? formatDateTime(value) : '');
    return [
      { id: 'name', header: t('mySites.fields.name'), text: (site) => site.name },
      // Most owners have transmitters only: the kind is a column when there is a node.
      ...(withNodes
        ? [
            {
              id: 'kind',
              header: t('mySites.fields.kind'),
              text: (site: Site) => t(`mySites.kind.${site.kind}`),
              nowrap: true,
            },
          ]
        : []),
      {
        id: 'status',
        header: t('transmitters.fields.status'),
        text: statusText,
        render: (site) => (
          <StatusBadge
            status={
              site.kind === 'node' ? (NODE_STATUS_COLOURS[site.status] ?? 'ERROR') : site.status
            }
            text={statusText(site)}
          />
        ),
        nowrap: true,
      },
      {
        id: 'since',
        header: t('mySites.fields.since'),
        text: (site) => date(statusSince(site, changes)),
        sort: 'date',
        sortValue: (site) => statusSince(site, changes),
        firstDirection: 'desc',
      },
      {
        id: 'lastConnected',
        header: t('transmitters.fields.lastConnected'),
        text: (site) => date(site.lastConnected),
        sort: 'date',
        sortValue: (site) => site.lastConnected,
        firstDirection: 'desc',
      },
      ...uptimeColumns,
      {
        id: 'address',
        header: t('transmitters.fields.address'),
        text: (site) => site.address ?? '',
        nowrap: true,
      },
      { id: 'firmware', header: t('mySites.fields.firmware'), text: (site) => site.firmware ?? '' },
      {
        id: 'timeSlot',
        header: t('transmitters.fields.timeSlots'),
        text: (site) => site.timeSlot ?? '',
        nowrap: true,
      },
      { id: 'groups', header: t('mySites.fields.groups'), text: (site) => site.groups.join(', ') },
    ];
  }, [t, formatDateTime, transmitterStatus, nodeStatus, changes, withNodes, uptimeColumns]);

  return (
    <DataTable
      label={t('mySites.table')}
      columns={columns}
      rows={sites}
      rowKey={siteKey}
      error={error}
      refreshing={refreshing}
      onRefresh={onRefresh}
      empty={{
        text: otherOwner ? t('mySites.emptyOther', { owner: otherOwner }) : t('mySites.empty'),
      }}
      actions={(site) =>
        site.kind === 'node' ? (
          <RowActions name={site.name} monitorHref={paths.nodes.monitor.href(site.name)} />
        ) : (
          <RowActions
            name={site.name}
            editHref={paths.transmitters.edit.href(site.name)}
            monitorHref={paths.transmitters.monitor.href(site.name)}
          />
        )
      }
    />
  );
}
