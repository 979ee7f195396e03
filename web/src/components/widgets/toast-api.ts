import { notifications, type NotificationData } from '@mantine/notifications';

export function showToast(toast: NotificationData): void {
  notifications.show(toast);
}
