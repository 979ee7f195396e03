import type { Page } from '@playwright/test';

/** A browser notification the app showed, as recorded by `stubNotifications`. */
export interface Shown {
  title: string;
  body?: string;
}

/** Records the notifications the app shows instead of showing them; permission is granted. */
export async function stubNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: Shown[] = [];
    class StubNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
    }
    Object.assign(window, { shownNotifications: shown });
    Object.defineProperty(window, 'Notification', { value: StubNotification, writable: true });
  });
}

/** The notifications shown so far, oldest first. */
export const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotifications: Shown[] }).shownNotifications);
