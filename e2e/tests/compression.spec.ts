import type { Page, Response } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { rowOf, table } from './pages';
import { refuseLiveStream } from './live-stream';

/**
 * What a first visit and a reload cost on the wire: the built files come precompressed, and a
 * list the browser already holds is revalidated with its ETag instead of downloaded again.
 */

/**
 * The status codes the server sent for a path, as they came over the wire. Playwright reports a
 * response revalidated from the browser's cache with the cached status (200); the DevTools
 * protocol's raw response headers still show the 304. Chromium may deliver a response's
 * ExtraInfo event before the request's own events, so all are collected and matched when read.
 */
async function wireStatuses(page: Page, pathname: string): Promise<() => number[]> {
  const session = await page.context().newCDPSession(page);
  const pathOf = new Map<string, string>();
  const answers: { requestId: string; statusCode: number }[] = [];
  session.on('Network.requestWillBeSent', ({ requestId, request }) => {
    pathOf.set(requestId, new URL(request.url).pathname);
  });
  session.on('Network.responseReceived', ({ requestId, response }) => {
    pathOf.set(requestId, new URL(response.url).pathname);
  });
  session.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    answers.push({ requestId, statusCode });
  });
  await session.send('Network.enable');
  return () =>
    answers
      .filter((answer) => pathOf.get(answer.requestId) === pathname)
      .map((answer) => answer.statusCode);
}

test.describe('transfer', () => {
  test("the home page's scripts and styles arrive compressed", async ({ page }) => {
    const assets: Response[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push(response);
    });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const types = new Set(assets.map((response) => response.request().resourceType()));
    expect([...types].sort()).toEqual(['script', 'stylesheet']);
    for (const response of assets) {
      const headers = await response.allHeaders();
      expect(headers['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
      expect(headers.vary, response.url()).toMatch(/accept-encoding/i);
    }
  });

  test('an unchanged list reloads with a 304 and still shows', async ({ page }) => {
    const statuses = await wireStatuses(page, '/api/transmitters');
    const list = page.getByRole('region', { name: 'Transmitters' });

    await signIn(page, ADMIN, '/transmitters');
    await expect(rowOf(list, 'db0abc')).toBeVisible();
    await expect.poll(statuses).toEqual([200]);

    await page.reload();
    await expect(rowOf(list, 'db0abc')).toBeVisible();
    await expect.poll(statuses).toEqual([200, 304]);
  });

  // On a phone every file is a round trip, and a browser asks for at most six at a time over
  // HTTP/1.1: the build puts what loads together into one file (web/scripts/chunk-groups.ts).
  // Left to the bundler alone, these pages fetched 68 and 86 scripts and style sheets.
  for (const [path, caption] of [
    ['/calls', 'Calls'],
    ['/transmitters', 'Transmitters'],
  ] as const) {
    test(`a first visit to ${path} fetches its code in few files`, async ({ page }) => {
      const files: string[] = [];
      page.on('request', (request) => {
        const type = request.resourceType();
        if (type === 'script' || type === 'stylesheet') files.push(new URL(request.url()).pathname);
      });
      await refuseLiveStream(page);
      await signIn(page, ADMIN, path);
      // The header row, then the first record's.
      await expect(table(page, caption).getByRole('row').nth(1)).toBeVisible();
      await page.waitForLoadState('networkidle');

      expect(files.length, files.join('\n')).toBeLessThanOrEqual(24);
    });
  }
});
