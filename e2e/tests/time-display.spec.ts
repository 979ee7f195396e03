import { ADMIN, expect, signIn, test, userMenu } from './fixtures';

/**
 * Issue 28, point 14: every time shown names its zone, and the user menu chooses local time or
 * UTC and a 24- or 12-hour clock, remembered across a reload. The browser runs in Europe/Berlin
 * (playwright.config.ts), so local time and UTC differ.
 */
test('times name their zone and follow the choice of UTC and a 12-hour clock', async ({ page }) => {
  await signIn(page, ADMIN, '/calls');
  const table = page.getByRole('table', { name: 'Calls' });
  // The newest call's time: the first cell of the first body row.
  const firstTime = table.getByRole('row').nth(1).getByRole('cell').first();
  await expect(firstTime).toHaveText(/\d{1,2}:\d{2} (CET|CEST|GMT\+[12])$/);

  await userMenu(page).click();
  await page.getByRole('button', { name: 'UTC' }).click();
  await expect(page.getByRole('button', { name: 'UTC' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '12-hour clock' }).click();
  await expect(firstTime).toHaveText(/\d{1,2}:\d{2}\s[ap]m UTC$/i);

  await page.reload();
  await expect(firstTime).toHaveText(/\d{1,2}:\d{2}\s[ap]m UTC$/i);
});
