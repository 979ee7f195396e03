import { notifications, type NotificationData } from '@mantine/notifications';
import { i18n } from '../../../lib/i18n';

/** Shows a toast; its close button is named, as every button must be. */
export function showToast(toast: NotificationData): void {
  notifications.show({
    ...toast,
    closeButtonProps: { 'aria-label': i18n.t('common.close'), ...toast.closeButtonProps },
  });
}
