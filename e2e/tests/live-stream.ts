import type { Page } from '@playwright/test';

/**
 * A signed-in tab keeps its live event stream (GET /monitor/events) open as long as the page, so
 * Playwright's `networkidle` never comes. A test that waits for it to count what a page loads
 * has the server refuse the stream: the app then tries again only after a second or more (and
 * finally polls), which leaves the quiet half second `networkidle` waits for. The stream's code
 * is still loaded, and counted.
 */
export async function refuseLiveStream(page: Page): Promise<void> {
  await page.route('**/monitor/events', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
  );
}
