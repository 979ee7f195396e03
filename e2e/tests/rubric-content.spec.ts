import type { Page } from '@playwright/test';
import { ADMIN, createUser, deleteUser, expect, test, signIn } from './fixtures';
import { table } from './pages';

// db9xyz owns the demo rubrics wx-de and dl-news, and no others.
const OWNER = { name: 'db9xyz', password: 'pager73' };

let counter = 0;
/** A message no other test posts, so a search finds exactly this one. */
function uniqueText(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

async function chooseRubric(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Rubric', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${name} \\(`) }).click();
}

const contentTable = (page: Page) => table(page, 'Rubric content');

test.describe('rubric content', () => {
  test('an admin posts with an automatic slot and finds it first in the list', async ({ page }) => {
    await signIn(page, ADMIN, '/rubrics/content');
    await page.getByRole('link', { name: 'New rubric content' }).click();
    await expect(page).toHaveURL('/rubrics/content/new');

    const text = uniqueText('AUTO');
    let body: unknown;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/news')) {
        body = request.postDataJSON();
      }
    });
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await message.fill(text);
    await expect(page.getByText(`Characters left: ${80 - text.length}`)).toBeVisible();
    await chooseRubric(page, 'solar');
    await expect(
      page.getByRole('checkbox', { name: 'Choose the slot automatically' }),
    ).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Slot', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Operation successfully executed.')).toBeVisible();
    await expect(page).toHaveURL('/rubrics/content');
    expect(body).toEqual({ text, rubricName: 'solar', number: 0 });
    // Newest first: the new content leads the list, and the Core put it into slot 1.
    const firstRow = contentTable(page).locator('tbody tr').first();
    await expect(firstRow).toContainText(text);
    await page.getByRole('searchbox', { name: 'Search' }).fill(text);
    const rows = contentTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.locator('td').nth(1)).toHaveText('solar');
    await expect(rows.locator('td').nth(2)).toHaveText('1');
    await expect(rows.locator('td').nth(4)).toHaveText('admin');
  });

  test('an owner posts into a chosen slot', async ({ page }) => {
    await signIn(page, OWNER, '/rubrics/content/new');
    const text = uniqueText('SLOT');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await chooseRubric(page, 'dl-news');
    await page.getByRole('checkbox', { name: 'Choose the slot automatically' }).uncheck();
    const slot = page.getByRole('textbox', { name: 'Slot', exact: true });
    await expect(slot).toBeEnabled();
    await slot.fill('7');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/rubrics/content');
    await page.getByRole('searchbox', { name: 'Search' }).fill(text);
    const rows = contentTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.locator('td').nth(1)).toHaveText('dl-news');
    await expect(rows.locator('td').nth(2)).toHaveText('7');
    await expect(rows.locator('td').nth(4)).toHaveText(OWNER.name);
  });

  test('a plain user is offered only the rubrics they own', async ({ page }) => {
    await signIn(page, OWNER, '/rubrics/content/new');
    await page.getByRole('combobox', { name: 'Rubric', exact: true }).click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toHaveText(/^(wx-de|dl-news) \(/);
    await expect(options.nth(1)).toHaveText(/^(wx-de|dl-news) \(/);
    await expect(page.getByText('Only the rubrics you own are offered.')).toBeVisible();
  });

  test('checks the message, the rubric and the slot before sending', async ({ page }) => {
    await signIn(page, ADMIN, '/rubrics/content/new');
    const message = page.getByRole('textbox', { name: 'Message', exact: true });
    await message.fill('x'.repeat(90));
    // The field stops at 80 characters.
    await expect(message).toHaveValue('x'.repeat(80));
    await expect(page.getByText('Characters left: 0')).toBeVisible();

    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Missing input' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();

    await chooseRubric(page, 'solar');
    await page.getByRole('checkbox', { name: 'Choose the slot automatically' }).uncheck();
    await page.getByRole('textbox', { name: 'Slot', exact: true }).fill('11');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Must be at most 10.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Slot', exact: true }).fill('0');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Must be at least 1.')).toBeVisible();
    await expect(page).toHaveURL('/rubrics/content/new');
  });

  test('shows the total and reports an unreachable API', async ({ page }) => {
    await signIn(page, ADMIN, '/rubrics/content');
    const panel = page.getByRole('complementary', { name: 'Actions and statistics' });
    await expect(panel.getByText('Rubric content', { exact: true })).toBeVisible();
    await expect(panel.locator('dd')).toHaveText(/^\d+$/);

    await page.route('**/api/news', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Unable to reach API server. Please try again later.',
    );
  });
});

test.describe('rubric content in German', () => {
  test.use({ language: 'de' });

  test('a user who owns no rubric is told why there is no new content', async ({
    page,
    request,
  }) => {
    const nobody = await createUser(request, 'noowner');
    const actions = page.getByRole('region', { name: 'Aktionen' });
    await signIn(page, nobody, '/rubrics/content');
    await expect(actions).toContainText(
      'Sie besitzen keine Rubrik und können daher keine Inhalte einstellen.',
    );
    await expect(page.getByRole('link', { name: 'Neuer Rubrikinhalt' })).toHaveCount(0);
    await deleteUser(request, nobody.name);
  });

  test('a rubric owner is offered new content', async ({ page }) => {
    await signIn(page, OWNER, '/rubrics/content');
    const actions = page.getByRole('region', { name: 'Aktionen' });
    await expect(actions.getByRole('link', { name: 'Neuer Rubrikinhalt' })).toBeVisible();
    await expect(actions).not.toContainText('Sie besitzen keine Rubrik');
  });
});
