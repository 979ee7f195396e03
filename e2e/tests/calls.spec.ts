import type { Page } from '@playwright/test';
import { ADMIN, expect, test, signIn, basic } from './fixtures';
import { dialog, pickByKeyboard, table } from './pages';

const calls = (page: Page) => table(page, 'Calls');
const message = (page: Page) => page.getByLabel(/^Message/);
const unique = () => `T${Date.now().toString(36)}`;

test.describe('calls as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('Missing input without subscribers', async ({ page }) => {
    await page.goto('/calls/new');
    await message(page).fill('no recipients');
    await pickByKeyboard(page, /^Transmitter groups/, 'dl-all');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Missing input');
    await expect(dialog(page)).toContainText('Please fill in every field to continue.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/calls/new');
  });
});

/** The call form and list in German: their point is what they say. */
test.describe('calls as an admin, in German', () => {
  test.use({ language: 'de' });
  /** The box after the fixed prefix "ADMIN: ": it holds only the text that follows. */
  const nachricht = (page: Page) => page.getByRole('textbox', { name: /^Nachricht/ });

  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('the sender prefix stays, counts and takes no line break', async ({ page, context }) => {
    await page.goto('/calls/new');
    const box = nachricht(page);
    // The prefix is a fixed part of the box; the box holds what follows it.
    await expect(page.getByText('ADMIN:', { exact: true })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toHaveAccessibleDescription(/„ADMIN:“.*Verbleibende Zeichen: 73/);

    await box.pressSequentially('Hallo');
    await expect(page.getByText('Verbleibende Zeichen: 68')).toBeVisible();
    // Selecting everything and deleting, or typing over it, leaves the prefix.
    await box.press('ControlOrMeta+a');
    await box.press('Delete');
    await expect(box).toHaveValue('');
    await expect(page.getByText('Verbleibende Zeichen: 73')).toBeVisible();
    await expect(page.getByText('ADMIN:', { exact: true })).toBeVisible();
    // The prefix alone is no message.
    await page.getByRole('button', { name: 'Absenden' }).click();
    const missing = page.getByRole('dialog', { name: 'Fehlende Eingabe' });
    await expect(missing.getByRole('listitem').first()).toHaveText('Nachricht');
    await missing.getByRole('button', { name: 'OK' }).click();
    await expect(box).toBeFocused();

    // Enter neither breaks the line nor sends; pasted line breaks become spaces.
    await box.pressSequentially('eins');
    await box.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL('/calls/new');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => navigator.clipboard.writeText(' zwei\ndrei\r\nvier'));
    await box.press('ControlOrMeta+v');
    await expect(box).toHaveValue('eins zwei drei vier');

    // The 80 characters include the prefix.
    await box.press('ControlOrMeta+a');
    await box.pressSequentially('x'.repeat(80));
    await expect(box).toHaveValue('x'.repeat(73));
    await expect(page.getByText('Verbleibende Zeichen: 0')).toBeVisible();
  });

  test('an emergency call asks first, then stands out in the list', async ({ page }) => {
    const text = unique();
    const posts: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/calls')) {
        posts.push(request.postDataJSON());
      }
    });
    await page.goto('/calls');
    await page.getByRole('link', { name: 'Neuer Ruf' }).click();
    await expect(page).toHaveURL('/calls/new');
    await nachricht(page).fill(text);
    await pickByKeyboard(page, /^Teilnehmer/, 'dl1abc');
    await pickByKeyboard(page, /^Sendergruppen/, 'dl-all');
    await page.getByLabel('Hohe Priorität (Notruf)').check();
    await page.getByRole('button', { name: 'Absenden' }).click();

    const ask = page.getByRole('dialog', { name: 'Notruf senden?' });
    await expect(ask).toContainText('mit höchster Priorität');
    await expect(ask).toContainText('Teilnehmer (1): dl1abc. Sendergruppen: dl-all.');
    // Going back sends nothing and keeps the form.
    await expect(ask.getByRole('button', { name: 'Zurück' })).toBeFocused();
    await ask.getByRole('button', { name: 'Zurück' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL('/calls/new');
    await expect(nachricht(page)).toHaveValue(text);
    expect(posts).toEqual([]);

    await page.getByRole('button', { name: 'Absenden' }).click();
    await ask.getByRole('button', { name: 'Notruf senden' }).click();
    await expect(page.getByText('Vorgang erfolgreich ausgeführt.')).toBeVisible({
      timeout: 15_000,
    });
    expect(posts).toEqual([
      {
        text: `ADMIN: ${text}`,
        callSignNames: ['dl1abc'],
        transmitterGroupNames: ['dl-all'],
        emergency: true,
      },
    ]);
    await expect(page).toHaveURL('/calls');

    await page.getByRole('searchbox', { name: 'Suche' }).fill(text.toLowerCase());
    const rows = page.getByRole('table', { name: 'Rufe' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    const cells = rows.nth(1).getByRole('cell');
    await expect(cells.nth(1)).toHaveText('dl1abc');
    await expect(cells.nth(2)).toHaveText('dl-all');
    // The emergency flag is a badge before the message (no column of its own: issue 25's
    // Delivery column needed the room at 1366 px).
    await expect(cells.nth(3)).toHaveText(`Notruf ADMIN: ${text}`);
    await expect(cells.nth(4)).toHaveText('admin');
    // It stands out by a badge with a warning sign and a tinted row, not by colour alone.
    const badge = cells.nth(3).getByText('Notruf', { exact: true });
    await expect(badge).toHaveCSS('background-color', 'rgb(201, 42, 42)');
    await expect(badge.locator('svg')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /^Notruf/ })).toHaveCount(0);
    await expect(cells.nth(0)).toHaveCSS('background-color', 'rgb(255, 245, 245)');
  });
});

test.describe('calls as a plain user', () => {
  test('sees only their own calls and no emergency count of others', async ({ page, request }) => {
    const all = (await (
      await request.get('/api/calls', {
        headers: { Authorization: basic(ADMIN.name, ADMIN.password) },
      })
    ).json()) as { ownerName: string }[];
    const own = all.filter((call) => call.ownerName.toLowerCase() === 'db9xyz').length;
    expect(own).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(own);

    await signIn(page, { name: 'db9xyz', password: 'pager73' });
    await page.goto('/calls');
    await expect(page.getByText(`Entries: ${own}`)).toBeVisible();
    const owners = calls(page).getByRole('row').locator('td:nth-child(5)');
    await expect(owners.first()).toHaveText('db9xyz');
    for (const owner of await owners.allTextContents()) expect(owner).toBe('db9xyz');
    const side = page.getByRole('complementary', { name: 'Actions and statistics' });
    await expect(side.getByRole('link', { name: 'New call' })).toBeVisible();
    await expect(side).toContainText(String(own));

    await page.getByRole('link', { name: 'New call' }).click();
    await expect(page.getByText('DB9XYZ:', { exact: true })).toBeVisible();
    await expect(message(page)).toHaveValue('');
  });
});
