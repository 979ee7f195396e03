import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../session/current-user/use-current-user';
import { useUserSettings } from '../../session/use-user-settings';
import { countUnread } from './my-pages';
import { usePageNotifications } from './page-notifications';
import { useMyPages } from './use-my-pages';
import styles from './unread-pages-count.module.css';

/**
 * The navigation bar's count of unread pages beside "My pages", for signed-in users only (the bar
 * loads this module once someone is signed in). It keeps the list polled, so new pages also
 * arrive as browser notifications when the user asked for them (from the one count that has
 * `notify`: the bar shows the count twice on a phone).
 */
export default function UnreadPagesCount({ notify }: { notify: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { settings } = useUserSettings();
  const { mine } = useMyPages();
  usePageNotifications(mine, notify && settings.pageNotifications);
  // The bar renders again on every change of the address (each key typed into a list's search);
  // counting a network's worth of pages each time would hold up every keystroke.
  const seenUntil = settings.pagesSeenUntil;
  const unread = useMemo(() => (mine ? countUnread(mine, seenUntil) : 0), [mine, seenUntil]);
  if (unread === 0) return null;
  return (
    <span className={styles.count}>
      {formatNumber(unread, language)}
      <VisuallyHidden> {t('myPages.unreadSuffix')}</VisuallyHidden>
    </span>
  );
}
