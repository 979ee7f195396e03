import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { notificationsAllowed } from '../../../lib/browser-notifications';
import { polled } from '../../../lib/live-events/live-state';
import { nodesApi } from '../../nodes/api';
import { useUserSettings } from '../../session/use-user-settings';
import { transmitterGroupsApi } from '../../transmitter-groups/api';
import { transmittersApi } from '../../transmitters/api';
import { siteChanges, type SiteChange } from '../site-changes';
import { siteOwners, sitesOf, type Site } from '../sites';
import { useOfflineAnnouncements } from './use-offline-announcements';

interface Watch {
  owner: string;
  seen?: Site[];
  changes: SiteChange[];
}

/**
 * The owner's sites, read again every half minute while the tab is visible (and in the
 * background too once the user asked for notifications, as "My pages" does), with the status
 * changes seen since the page opened, oldest first. Reads only the Core's list endpoints; the
 * live event stream, where there is one, updates those lists at once. `announces: false` leaves
 * the notifications to another watch (SiteWatchNotifier watches the user's own sites).
 */
export function useSiteWatch(owner: string, { announces = true }: { announces?: boolean } = {}) {
  const { siteNotifications } = useUserSettings().settings;
  const notify = announces && siteNotifications;
  const background = notify && notificationsAllowed();
  const transmitters = useQuery({
    ...polled(transmittersApi.listQuery()),
    refetchIntervalInBackground: background,
  });
  const nodes = useQuery({
    ...polled(nodesApi.listQuery()),
    refetchIntervalInBackground: background,
  });
  const groups = useQuery(transmitterGroupsApi.listQuery());

  const sites = useMemo(
    () =>
      transmitters.data && nodes.data && groups.data
        ? sitesOf(owner, {
            transmitters: transmitters.data,
            nodes: nodes.data,
            groups: groups.data,
          })
        : undefined,
    [owner, transmitters.data, nodes.data, groups.data],
  );

  // The list of the previous poll (none until the first has arrived) and what changed since;
  // another owner starts afresh.
  const [watch, setWatch] = useState<Watch>({ owner, changes: [] });
  if (watch.owner !== owner) {
    setWatch({ owner, seen: sites, changes: [] });
  } else if (sites && sites !== watch.seen) {
    const found = watch.seen ? siteChanges(watch.seen, sites, new Date()) : [];
    const changes = found.length > 0 ? [...watch.changes, ...found] : watch.changes;
    setWatch({ owner, seen: sites, changes });
  }

  useOfflineAnnouncements(watch.changes, notify);

  const refresh = () => {
    void transmitters.refetch();
    void nodes.refetch();
    void groups.refetch();
  };

  const owners = useMemo(
    () =>
      transmitters.data && nodes.data
        ? siteOwners({ transmitters: transmitters.data, nodes: nodes.data })
        : [],
    [transmitters.data, nodes.data],
  );

  return {
    sites,
    owners,
    changes: watch.changes,
    error: transmitters.error ?? nodes.error ?? groups.error,
    refreshing: transmitters.isFetching || nodes.isFetching || groups.isFetching,
    refresh,
  };
}
