import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { WidgetProvider } from '../kit/widget-provider';

/** Where toasts appear. "bottom-right" is the spec's "bottom-end" in our left-to-right languages. */
export function ToastHost() {
  return (
    <WidgetProvider>
      <Notifications position="bottom-right" />
    </WidgetProvider>
  );
}
