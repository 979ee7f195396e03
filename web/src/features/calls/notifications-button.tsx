import { useTranslation } from 'react-i18next';
import { NotificationsToggle } from '../../components/notifications-toggle';
import { useUserSettings } from '../session/use-user-settings';

/** Turns browser notifications for new pages on and off (the user's choice on this browser). */
export function NotificationsButton() {
  const { t } = useTranslation();
  const { settings, update } = useUserSettings();
  return (
    <NotificationsToggle
      chosen={settings.pageNotifications}
      onChange={(on) => update((current) => ({ ...current, pageNotifications: on }))}
      texts={{
        turnOn: t('myPages.notificationsOn'),
        turnOff: t('myPages.notificationsOff'),
        blocked: t('myPages.notificationsBlocked'),
      }}
    />
  );
}
