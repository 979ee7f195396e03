import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';

test.use({ language: 'de' });

/** The history's line of online transmitters, inside `container`. */
const onlineLine = (container: Locator) => container.getByRole('figure', { name: 'Sender online' });

/** The newest point of the line names the online count GET stats gives at the same moment. */
async function expectNowMatchesStats(request: APIRequestContext, line: Locator) {
  await expect(async () => {
    const stats = (await (await request.get('/api/stats')).json()) as {
      transmittersOnline: number;
    };
    await expect(line).toContainText(`Jetzt ${stats.transmittersOnline} ·`, { timeout: 2_000 });
  }).toPass();
}

const homeHistory = (page: Page) => page.getByRole('region', { name: 'Zustand des Netzes' });

test.describe('network health', () => {
  test('the home and nodes pages show the recorded history with the online count now', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const history = homeHistory(page);
    await history.scrollIntoViewIfNeeded();
    await expectNowMatchesStats(request, onlineLine(history));
    await expect(
      history.getByRole('figure', { name: 'Rufe zwischen den Messungen' }),
    ).toBeVisible();
    await expect(history).toContainText(
      'Die letzten 24 Stunden, vom Server alle 5 Minuten erfasst.',
    );

    await signIn(page, ADMIN, '/nodes');
    const panel = page.getByRole('region', { name: 'Zustand des Netzes' });
    await expectNowMatchesStats(request, onlineLine(panel));
  });

  test('without the server history (a real Core), the page keeps its own readings', async ({
    page,
    request,
  }) => {
    await page.route('**/monitor/health*', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":4040}' }),
    );
    await page.goto('/');
    const history = homeHistory(page);
    await history.scrollIntoViewIfNeeded();
    await expect(history).toContainText('Dieser Server speichert keinen Verlauf');
    await expectNowMatchesStats(request, onlineLine(history));
  });
});
