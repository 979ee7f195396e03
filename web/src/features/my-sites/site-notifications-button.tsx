import { useTranslation } from 'react-i18next';
import { NotificationsToggle } from '../../components/notifications-toggle';
import { useUserSettings } from '../session/use-user-settings';

/** Turns the notification of a site going offline on and off (the user's choice on this browser). */
export function SiteNotificationsButton() {
  const { t } = useTranslation();
  const { settings, update } = useUserSettings();
  return (
    <NotificationsToggle
      chosen={settings.siteNotifications}
      onChange={(on) => update((current) => ({ ...current, siteNotifications: on }))}
      texts={{
        turnOn: t('mySites.notificationsOn'),
        turnOff: t('mySites.notificationsOff'),
        blocked: t('myPages.notificationsBlocked'),
      }}
    />
  );
}
