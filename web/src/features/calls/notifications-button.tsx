import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSettings } from '../session/use-user-settings';
import { notificationsAllowed, notificationsSupported } from './page-notifications';

/**
 * Turns browser notifications for new pages on and off. The browser is asked for permission
 * only here, when the user clicks; a browser that blocks them is said so.
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  const { settings, update } = useUserSettings();
  const [blocked, setBlocked] = useState(
    () => notificationsSupported() && Notification.permission === 'denied',
  );
  if (!notificationsSupported()) return null;
  const on = settings.pageNotifications && notificationsAllowed();

  const setOn = (value: boolean) => update((current) => ({ ...current, pageNotifications: value }));

  const toggle = async () => {
    if (on) return setOn(false);
    const permission = await Notification.requestPermission();
    setBlocked(permission === 'denied');
    setOn(permission === 'granted');
  };

  return (
    <>
      <Button variant="default" onClick={() => void toggle()}>
        {t(on ? 'myPages.notificationsOff' : 'myPages.notificationsOn')}
      </Button>
      {blocked && (
        <Text size="sm" role="status">
          {t('myPages.notificationsBlocked')}
        </Text>
      )}
    </>
  );
}
