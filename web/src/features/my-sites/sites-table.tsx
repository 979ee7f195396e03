import { useTranslation } from 'react-i18next';
import { DataTable, RowActions } from '../../components/data-table';
import { paths } from '../../lib/paths';
import type { SiteChange } from './site-changes';
import { siteKey, type Site } from './sites';
import { useSiteColumns } from './site-columns';
import type { UptimeFigures } from './uptime-columns';

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

/**
 * An owner's transmitters and nodes in one table: status, since when (as far as known), last
 * connect, address, firmware, timeslots and groups; each links to its monitoring screen, and a
 * transmitter to its form (its owners may change it).
 */
export function SitesTable(props: SitesTableProps) {
  const { sites, changes, uptime, otherOwner, error, refreshing, onRefresh } = props;
  const { t } = useTranslation();
  const columns = useSiteColumns(sites, changes, uptime);

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
