import { ADMIN, expect, test, signIn } from './fixtures';

const LANGUAGE_NAMES = [
  'English',
  'Deutsch',
  'Español',
  'Nederlands',
  'Français',
  'Polski',
  'Italiano',
  'Português',
  'Svenska',
];

test.describe('languages', () => {
  test('the language menu offers the nine languages by their own names', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    const items = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', {
      name: new RegExp(`^(${LANGUAGE_NAMES.join('|')})$`),
    });
    await expect(items).toHaveText(LANGUAGE_NAMES.map((name) => new RegExp(`^${name}`)));
    await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('switching to German translates the page and survives a reload', async ({ page }) => {
    // Signed in and on the home page before the menu opens: a late post-login redirect would
    // close it again.
    await signIn(page, ADMIN, '/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen bei DAPNET' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Startseite - DAPNET');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Teilnehmer' })).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen bei DAPNET' }),
    ).toBeVisible();
    await page.goto('/calls');
    await expect(page).toHaveTitle('Rufe - DAPNET');
  });

  test('dates follow the chosen language', async ({ page }) => {
    await page.goto('/version');
    const checked = page.getByText(/^Checked on /);
    await expect(checked).toBeVisible();
    // English (en-GB style months as words) versus German (dd.mm.yyyy).
    await expect(checked).toHaveText(/[A-Z][a-z]{2} \d{1,2}, \d{4}|\d{1,2} [A-Z][a-z]{2} \d{4}/);

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Erneut prüfen' }).click();
    await expect(page.getByText(/^Geprüft am /)).toHaveText(
      // German day and month, then the time with its zone (Europe/Berlin: MEZ or MESZ).
      /^Geprüft am \d{1,2}\. [A-Z][a-zä]+\.? \d{4}, \d{2}:\d{2} MES?Z$/,
    );
  });

  test('Swedish is marked as sv on the page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Svenska' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Välkommen till DAPNET' }),
    ).toBeVisible();
  });

  for (const [name, heading] of [
    ['Español', 'Bienvenido a DAPNET'],
    ['Nederlands', 'Welkom bij DAPNET'],
    ['Français', 'Bienvenue sur DAPNET'],
    ['Polski', 'Witamy w DAPNET'],
    ['Italiano', 'Benvenuto in DAPNET'],
    ['Português', 'Bem-vindo à DAPNET'],
  ]) {
    test(`${name} can be chosen`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: /^Language: / }).click();
      await page.getByRole('button', { name: name! }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading! })).toBeVisible();
    });
  }
});
