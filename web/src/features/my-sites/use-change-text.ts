import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../session/current-user/use-current-user';
import { wordingOf, type SiteChange } from './site-changes';

/** A change in words: "db0xyz went offline at 24/11/2026, 10:42". */
export function useChangeText(): (change: SiteChange) => string {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (change) =>
    t(`mySites.changes.${wordingOf(change)}`, {
      name: change.name,
      status: change.to,
      time: formatDateTime(change.at),
    });
}
