import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsAllowed } from '../../../lib/browser-notifications';
import { wentOffline, type SiteChange } from '../site-changes';
import { useChangeText } from '../use-change-text';

/**
 * Announces each site that went offline as a browser notification, once, when `notify` is on
 * and the browser allows it; a click brings the tab forward. `changes` grows as they are seen
 * (useSiteWatch); only those not announced before are new.
 */
export function useOfflineAnnouncements(changes: readonly SiteChange[], notify: boolean) {
  const { t } = useTranslation();
  const changeText = useChangeText();
  const announce = useEffectEvent((fresh: readonly SiteChange[]) => {
    if (!notify || !notificationsAllowed()) return;
    for (const change of fresh.filter(wentOffline)) {
      const notification = new Notification(t('mySites.notificationTitle', { name: change.name }), {
        body: changeText(change),
        tag: `site|${change.kind}|${change.name}`,
      });
      notification.onclick = () => window.focus();
    }
  });
  // Each change is announced once (effects may run twice); another owner's list starts anew.
  const announced = useRef<readonly SiteChange[]>([]);
  useEffect(() => {
    const before = announced.current;
    announced.current = changes;
    const fresh = changes.filter((change) => !before.includes(change));
    if (fresh.length > 0) announce(fresh);
  }, [changes]);
}
