import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { KitProvider } from '../kit/kit-provider';

/** "bottom-right" is the spec's "bottom-end" in the left-to-right languages we have. */
export function ToastHost() {
  return (
    <KitProvider>
      <Notifications position="bottom-right" />
    </KitProvider>
  );
}
