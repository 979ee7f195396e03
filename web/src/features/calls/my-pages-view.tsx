import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewPage } from '../../components/overview-page/overview-page';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../session/current-user/use-current-user';
import { useUserSettings } from '../session/use-user-settings';
import { countUnread, isUnread, newestSeen } from './unread-count/my-pages';
import { MyPagesTable } from './my-pages-table';
import { NotificationsButton } from './notifications-button';
import { useMyPages } from './unread-count/use-my-pages';

/**
 * "My pages": the calls to the subscribers the user owns. Pages newer than what the user had
 * seen when they opened this page are marked new; opening it marks everything shown as seen, so
 * the navigation bar's count goes back to nothing. New pages appear by themselves (the poll).
 */
export function MyPagesView() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { settings, update } = useUserSettings();
  const { mine, calls, subscribers } = useMyPages();
  // What was seen before this visit decides what is new on it.
  const [seenBefore] = useState(settings.pagesSeenUntil);

  useEffect(() => {
    if (!mine) return;
    update((current) => {
      const seen = newestSeen(mine, current.pagesSeenUntil);
      return seen === current.pagesSeenUntil ? current : { ...current, pagesSeenUntil: seen };
    });
  }, [mine, update]);

  return (
    <OverviewPage
      actions={<NotificationsButton />}
      statistics={
        mine && [
          {
            label: t('myPages.stats.new'),
            value: formatNumber(countUnread(mine, seenBefore), language),
          },
          { label: t('myPages.stats.total'), value: formatNumber(mine.length, language) },
        ]
      }
    >
      <MyPagesTable
        calls={mine}
        unread={(call) => isUnread(call, seenBefore)}
        error={calls.error ?? subscribers.error}
        refreshing={calls.isFetching || subscribers.isFetching}
        onRefresh={() => {
          void calls.refetch();
          void subscribers.refetch();
        }}
      />
    </OverviewPage>
  );
}
