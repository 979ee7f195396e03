import type { Call } from '@dapnet/model';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notificationsAllowed } from '../../../lib/browser-notifications';
import { paths } from '../../../lib/paths';
import { isUnread, newestSeen } from './my-pages';

/**
 * Shows a browser notification for each page that arrives while the tab is open, when the user
 * has asked for them. The pages already there when the tab opened are not announced: only
 * what a later poll brings. The text is the call's own, which a notification shows as plain text.
 */
export function usePageNotifications(mine: readonly Call[] | undefined, enabled: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The newest page this tab knows of; undefined until the first list has arrived.
  const known = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (!mine) return;
    const before = known.current;
    known.current = newestSeen(mine, before ?? null);
    if (before === undefined || !enabled || !notificationsAllowed()) return;
    for (const call of mine.filter((candidate) => isUnread(candidate, before))) {
      const notification = new Notification(
        t('myPages.notificationTitle', { subscribers: call.callSignNames.join(', ') }),
        { body: call.text, tag: `${call.timestamp}|${call.ownerName}` },
      );
      notification.onclick = () => {
        window.focus();
        void navigate(paths.calls.mine.href());
      };
    }
  }, [mine, enabled, t, navigate]);
}
