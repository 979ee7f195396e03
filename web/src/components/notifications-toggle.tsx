import { Button } from './ui/button';
import { Text } from './ui/text';
import { useState } from 'react';
import { notificationsAllowed, notificationsSupported } from '../lib/browser-notifications';

interface NotificationsToggleProps {
  /** What the user chose (kept by the caller, per user). */
  chosen: boolean;
  onChange: (chosen: boolean) => void;
  /** The button's text while off, while on, and what is said when the browser blocks them. */
  texts: { turnOn: string; turnOff: string; blocked: string };
}

/**
 * Turns one kind of browser notifications on and off. The browser is asked for permission only
 * here, when the user clicks; a browser that blocks them is said so. Browsers without
 * notifications get no button.
 */
export function NotificationsToggle({ chosen, onChange, texts }: NotificationsToggleProps) {
  const [blocked, setBlocked] = useState(
    () => notificationsSupported() && Notification.permission === 'denied',
  );
  if (!notificationsSupported()) return null;
  const on = chosen && notificationsAllowed();

  const toggle = async () => {
    if (on) return onChange(false);
    const permission = await Notification.requestPermission();
    setBlocked(permission === 'denied');
    onChange(permission === 'granted');
  };

  return (
    <>
      <Button variant="default" onClick={() => void toggle()}>
        {on ? texts.turnOff : texts.turnOn}
      </Button>
      {blocked && (
        <Text size="sm" role="status">
          {texts.blocked}
        </Text>
      )}
    </>
  );
}
