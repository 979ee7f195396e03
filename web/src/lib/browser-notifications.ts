/** Whether this browser can show notifications at all. */
export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** Whether notifications may be shown now: supported and allowed for this site. */
export function notificationsAllowed(): boolean {
  return notificationsSupported() && Notification.permission === 'granted';
}
