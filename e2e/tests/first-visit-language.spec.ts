import { expect, test } from '@playwright/test';

/**
 * Issue 28, point 19: a first visit takes the browser's language when it is one of the nine,
 * English otherwise, until the user picks one. Own contexts: the suite's browser speaks en-GB.
 */
test('a first visit speaks the browser language, or English when it is not one of the nine', async ({
  browser,
  baseURL,
}) => {
  const german = await browser.newContext({ locale: 'de-DE', baseURL });
  const page = await german.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Willkommen bei DAPNET' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Picking English sticks, whatever the browser says.
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to DAPNET' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to DAPNET' })).toBeVisible();
  await german.close();

  const japanese = await browser.newContext({ locale: 'ja-JP', baseURL });
  const other = await japanese.newPage();
  await other.goto('/');
  await expect(other.getByRole('heading', { level: 1, name: 'Welcome to DAPNET' })).toBeVisible();
  await japanese.close();
});
