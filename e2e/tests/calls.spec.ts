import type { Page } from '@playwright/test';
import { ADMIN, expect, test, signIn, basic } from './fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Calls' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const dialog = (page: Page) => page.getByRole('dialog');
const message = (page: Page) => page.getByLabel(/^Message/);
const unique = () => `T${Date.now().toString(36)}`;

/** Picks an option of a searchable multiselect with the keyboard only. */
async function pickByKeyboard(page: Page, label: RegExp, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.focus();
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

async function fillValidCall(page: Page, text: string) {
  await message(page).fill(`ADMIN: ${text}`);
  await pickByKeyboard(page, /^Subscribers/, 'dl1abc');
  await pickByKeyboard(page, /^Transmitter groups/, 'dl-all');
}

test.describe('calls as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('the message is prefilled, counted down and stops at 80', async ({ page }) => {
    await page.goto('/calls/new');
    await expect(message(page)).toHaveValue('ADMIN: ');
    await expect(page.getByText('Characters left: 73')).toBeVisible();
    await message(page).press('End');
    await page.keyboard.type('Hello');
    await expect(page.getByText('Characters left: 68')).toBeVisible();
    await message(page).fill('');
    await page.keyboard.type('x'.repeat(90));
    await expect(message(page)).toHaveValue('x'.repeat(80));
    await expect(page.getByText('Characters left: 0')).toBeVisible();
  });

  test('Missing input without subscribers', async ({ page }) => {
    await page.goto('/calls/new');
    await message(page).fill('ADMIN: no recipients');
    await pickByKeyboard(page, /^Transmitter groups/, 'dl-all');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Missing input');
    await expect(dialog(page)).toContainText('Please fill in every field to continue.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/calls/new');
  });

  test('sends an emergency call picked by keyboard and finds it', async ({ page }) => {
    const text = unique();
    await page.goto('/calls');
    await page.getByRole('link', { name: 'New call' }).click();
    await expect(page).toHaveURL('/calls/new');
    await fillValidCall(page, text);
    await page.getByLabel('High priority (emergency)').check();
    const post = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/calls'),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await post).postDataJSON()).toEqual({
      text: `ADMIN: ${text}`,
      callSignNames: ['dl1abc'],
      transmitterGroupNames: ['dl-all'],
      emergency: true,
    });
    await expect(page.getByText('Operation successfully executed.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL('/calls');

    await search(page).fill(text.toLowerCase());
    const rows = table(page).getByRole('row');
    await expect(rows).toHaveCount(2);
    const cells = rows.nth(1).getByRole('cell');
    await expect(cells.nth(1)).toHaveText('dl1abc');
    await expect(cells.nth(2)).toHaveText('dl-all');
    await expect(cells.nth(3)).toHaveText(`ADMIN: ${text}`);
    await expect(cells.nth(4)).toHaveText('Yes');
    await expect(cells.nth(5)).toHaveText('admin');
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
    const owners = table(page).getByRole('row').locator('td:nth-child(6)');
    await expect(owners.first()).toHaveText('db9xyz');
    for (const owner of await owners.allTextContents()) expect(owner).toBe('db9xyz');
    const side = page.getByRole('complementary', { name: 'Actions and statistics' });
    await expect(side.getByRole('link', { name: 'New call' })).toBeVisible();
    await expect(side).toContainText(String(own));

    await page.getByRole('link', { name: 'New call' }).click();
    await expect(message(page)).toHaveValue('DB9XYZ: ');
  });
});
