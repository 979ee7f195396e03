import { normalizeName } from '@dapnet/model';
import layout from '../../components/ui/layout.module.css';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../components/form';
import { PageTitle } from '../../components/page/page-title';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { SiteChangesList } from './site-changes-list';
import { SiteNotificationsButton } from './site-notifications-button';
import { SitesTable } from './sites-table';
import { useSiteWatch } from './site-watch/use-site-watch';
import { uptimeByName, uptimeQuery } from './uptime-api';
import styles from './my-sites.module.css';

/** The address parameter naming whose sites an admin looks at (`?owner=db9xyz`). */
export const OWNER_PARAM = 'owner';

const sameName = (a: string, b: string) => normalizeName(a) === normalizeName(b);

/**
 * /transmitters/sites: the signed-in user's transmitters and nodes, kept up to date, with what
 * changed while the page is open and, when asked for, a browser notification when one goes
 * offline. Admins choose any owner (kept in the address); for everybody else it is themselves.
 */
export function MySitesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const owner = (user.admin && params.get(OWNER_PARAM)) || user.name;
  const own = sameName(owner, user.name);
  // The user's own sites are announced on every page (SiteWatchNotifier), once.
  const watch = useSiteWatch(owner, { announces: !own });
  const uptimeOptions = uptimeQuery(owner);
  const uptime = useQuery(uptimeOptions);
  // A real Core keeps no connection history: no figure rather than a wrong one.
  const uptimeAvailable = uptimeOptions.enabled !== false && !uptime.isError;
  const uptimeFigures = useMemo(() => uptime.data && uptimeByName(uptime.data), [uptime.data]);

  const chooseOwner = (name: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (name && !sameName(name, user.name)) next.set(OWNER_PARAM, name);
        else next.delete(OWNER_PARAM);
        // Another owner's list starts on its first page.
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <div className={layout.pageWide}>
      <PageTitle />
      <p>{t('mySites.intro')}</p>
      {!uptimeAvailable && <p className={styles.note}>{t('mySites.uptime.unavailable')}</p>}
      <div className={styles.controls}>
        {user.admin && (
          <div className={styles.picker}>
            <SelectField
              label={t('mySites.owner')}
              // The owner in the address may own nothing (yet): it stays a choice.
              options={
                watch.owners.some((name) => sameName(name, owner))
                  ? watch.owners
                  : [owner, ...watch.owners]
              }
              value={watch.owners.find((name) => sameName(name, owner)) ?? owner}
              onChange={chooseOwner}
              required={false}
            />
          </div>
        )}
        <SiteNotificationsButton />
      </div>
      <SitesTable
        sites={watch.sites}
        changes={watch.changes}
        uptime={uptimeAvailable ? uptimeFigures : null}
        otherOwner={own ? undefined : owner}
        error={watch.error}
        refreshing={watch.refreshing}
        onRefresh={watch.refresh}
      />
      <SiteChangesList changes={watch.changes} />
    </div>
  );
}
