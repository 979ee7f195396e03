import { ADMIN, expect, login, PUBLIC_PATHS, signIn, test, userMenu } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

const SHELL_PAGES = [...PUBLIC_PATHS, '/no/such/page'];

/**
 * Waits until a page is drawn, so axe checks it whole: its heading, then its table (a list), its
 * Submit button (a form) or, with `orSection`, a section's heading (the version page).
 */
async function expectDrawn(page: Page, { orSection = false } = {}) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let content = page.getByRole('table').or(page.getByRole('button', { name: 'Submit' }));
  if (orSection) content = content.or(page.getByRole('heading', { level: 2 }));
  await expect(content.first()).toBeVisible();
}

test.describe('accessibility', () => {
  test('shell pages have no serious or critical axe violation (guest)', async ({ page }) => {
    for (const path of SHELL_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
  });

  test('menus, pages and errors have none either (signed in, German)', async ({ page }) => {
    // Five full pages (the map among them) each get a complete axe run.
    test.slow();
    // Signed in and on the home page before the menu opens: a late post-login redirect would
    // close it again.
    await signIn(page, ADMIN, '/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    for (const path of ['/', '/calls', '/transmitters/map', '/users/edit/admin', '/version']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, path);
    }
    await page.getByRole('button', { name: 'Rubriken' }).click();
    await expectNoSeriousViolations(page, 'open rubrics menu');
  });

  test('every overview and form screen has none (signed in as admin)', async ({ page }) => {
    // A complete axe run on each of nine screens.
    test.slow();
    await signIn(page, ADMIN);
    for (const path of [
      '/subscribers',
      '/subscribers/new',
      '/rubrics',
      '/rubrics/activate',
      '/rubrics/content/new',
      '/transmitters',
      '/transmitters/new',
      '/transmitters/groups/new',
      '/nodes',
      '/users',
    ]) {
      await page.goto(path);
      // Lists are checked with their rows, forms with their fields.
      await expectDrawn(page);
      await expectNoSeriousViolations(page, path);
    }
  });

  test('the login error, cookie notice and award pop-up have none', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expectNoSeriousViolations(page, 'first visit');
    // The award pop-up follows once the notice is acknowledged.
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, 'award pop-up');
    await page.keyboard.press('Escape');
    await page.goto('/login');
    await login(page, { name: 'admin', password: 'nope' }, { goTo: false });
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, 'login error');
    await context.close();
  });

  test('the shell works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    const userToggle = page.getByRole('button', { name: 'Guest' });
    await userToggle.focus();
    await page.keyboard.press('Enter');
    await expect(userToggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const loginLink = page.getByRole('link', { name: 'Log in' });
    await expect(loginLink).toBeFocused();
    // Focus is visible: the browser draws an outline around the focused link.
    const outline = await loginLink.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(userToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(userToggle).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
  });
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation folds behind a menu button and stays usable', async ({ page }) => {
    await login(page, ADMIN);
    await expect(page).toHaveURL('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Transmitters' }).click();
    await nav.getByRole('link', { name: 'Transmitter groups' }).click();
    await expect(page).toHaveURL('/transmitters/groups');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Transmitter groups' })).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoSeriousViolations(page, 'phone menu');
  });
});

test.describe('in dark mode (the system setting)', () => {
  test.use({ colorScheme: 'dark' });

  test('the main screens have no serious or critical axe violation, guest and signed in', async ({
    page,
  }) => {
    // A complete axe run on each of eight screens.
    test.slow();
    for (const path of ['/', '/login', '/transmitters/map']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page, `${path} (dark, guest)`);
    }
    await signIn(page, ADMIN);
    for (const path of ['/calls', '/calls/new', '/transmitters', '/subscribers/new', '/version']) {
      await page.goto(path);
      await expectDrawn(page, { orSection: true });
      await expectNoSeriousViolations(page, `${path} (dark)`);
    }
    await userMenu(page).click();
    await expectNoSeriousViolations(page, 'open user menu (dark)');
  });
});
