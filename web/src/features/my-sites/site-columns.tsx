import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/data-table';
import { useNodeStatusText } from '../../components/records/node-status';
import { StatusBadge, useStatusText } from '../../components/records/transmitter-status-badge';
import { useFormatDateTime } from '../session/current-user/use-current-user';
import { statusSince, type SiteChange } from './site-changes';
import type { Site } from './sites';
import { useUptimeColumns, type UptimeFigures } from './uptime-columns';

/** A node's status in the colours of a transmitter's: online green, suspended grey, else orange. */
const NODE_STATUS_COLOURS: Record<string, string> = { ONLINE: 'ONLINE', SUSPENDED: 'OFFLINE' };

/**
 * The sites table's columns: name, kind (when there is a node), status, since when, last
 * connect, uptime, address, firmware, timeslots and groups.
 */
export function useSiteColumns(
  sites: readonly Site[] | undefined,
  changes: readonly SiteChange[],
  uptime: UptimeFigures | null,
): Column<Site>[] {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const transmitterStatus = useStatusText();
  const nodeStatus = useNodeStatusText();
  const withNodes = sites?.some((site) => site.kind === 'node') ?? false;
  const uptimeColumns = useUptimeColumns(uptime);

  return useMemo((): Column<Site>[] => {
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
}
