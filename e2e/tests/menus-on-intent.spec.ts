import { ADMIN, expect, signIn, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { refuseLiveStream } from './live-stream';
import { table } from './pages';

/**
 * A list's menus (export, mail parts) load the UI kit's menu at the first sign of use of their
 * button, not with the page and not when the browser is idle (issue 27, point 4): a first visit
 * nobody touches fetches neither the kit nor the feedback chunk.
 */
test.describe('menus load on intent', () => {
  test('nothing of the kit until the export button has the focus; then keys work as ever, early Enter too', async ({
    page,
  }) => {
    const kitFiles: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/assets\/(kit|feedback)-/.test(path)) kitFiles.push(path);
    });
    await refuseLiveStream(page);
    // The menu's code comes slowly, as on a phone: Enter is pressed before it is there.
    await page.route(/\/assets\/feedback-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await signIn(page, ADMIN, '/calls');
    await expect(table(page, 'Calls').getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Well past the moment an idle callback (2 s at most) would have fetched it.
    await page.waitForTimeout(2500);
    expect(kitFiles).toEqual([]);

    const button = page.getByRole('button', { name: 'Export' });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await expect.poll(() => kitFiles.length).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    // The menu opens once its code has arrived, with the focus in it.
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'CSV (spreadsheet)' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousViolations(page, 'open export menu');
    // Escape gives the focus back to the button, drawn anew by the kit's menu.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click at once opens the menu once its code is there, and only one', async ({ page }) => {
    await refuseLiveStream(page);
    // The menu's code comes slowly, as on a phone: the click comes well before it.
    await page.route(/\/assets\/feedback-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await signIn(page, ADMIN, '/transmitters');
    await expect(table(page, 'Transmitters').getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByRole('menu')).toHaveCount(1);
    await expect(page.getByRole('menuitem', { name: 'KML (Google Earth)' })).toBeVisible();
  });
});
