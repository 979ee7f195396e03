import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The page's background colour as the browser paints it. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const WHITE = 'rgb(255, 255, 255)';

test.describe('dark mode', () => {
  test.use({ language: 'de', colorScheme: 'light' });

  test('the choice in the user menu overrides the system setting and survives a reload', async ({
    page,
  }) => {
    await page.goto('/version');
    const html = page.locator('html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await background(page)).toBe(WHITE);

    await page.getByRole('button', { name: 'Gast' }).click();
    const appearance = page.getByRole('list', { name: 'Darstellung' });
    await expect(appearance.getByRole('button', { name: 'Wie das System' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await appearance.getByRole('button', { name: 'Dunkel' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect.poll(() => background(page)).not.toBe(WHITE);

    // Remembered, and stronger than the system's light setting: index.html applies it before
    // any of the app's code runs (here none may run at all), so no light page flashes first.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await background(page)).not.toBe(WHITE);
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await background(page)).not.toBe(WHITE);

    // Back to the system setting: the system turning dark or light is followed at once.
    await page.getByRole('button', { name: 'Gast' }).click();
    await appearance.getByRole('button', { name: 'Wie das System' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    // Light wins over a dark system, also after a reload.
    await appearance.getByRole('button', { name: 'Hell' }).click();
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await background(page)).toBe(WHITE);
  });
});
