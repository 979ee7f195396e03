import { useCurrentUser } from '../../session/current-user/use-current-user';
import { useUserSettings } from '../../session/use-user-settings';
import { useSiteWatch } from './use-site-watch';

/**
 * Watches the signed-in user's own sites on every page, once they asked to be notified, so a site
 * that goes offline is announced within seconds (the live event stream updates the lists) while
 * any tab of the app is open, not only on My sites. My sites leaves the user's own sites to this.
 */
export function SiteWatchNotifier() {
  const { siteNotifications } = useUserSettings().settings;
  return siteNotifications ? <OwnSitesWatch /> : null;
}

function OwnSitesWatch() {
  const { name } = useCurrentUser();
  useSiteWatch(name);
  return null;
}
