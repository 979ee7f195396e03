import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, test, uniqueName, expect, signIn, ADMIN_AUTH } from './fixtures';
import { pickOption, rowOf, table } from './pages';

const DEMO_OWNER = { name: 'db9xyz', password: 'pager73' };

async function createRubric(request: APIRequestContext, name: string, number = 50) {
  const response = await request.put(`/api/rubrics/${name}`, {
    headers: { Authorization: ADMIN_AUTH },
    data: { label: 'Test', number, transmitterGroupNames: ['all'], ownerNames: ['admin'] },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

const rubricsTable = (page: Page) => table(page, 'Rubrics');
const rubricRow = (page: Page, name: string) => rowOf(rubricsTable(page), name);

async function columnNumbers(page: Page): Promise<number[]> {
  const rows = rubricsTable(page).locator('tbody tr');
  const texts = await rows.locator('td:first-child').allInnerTexts();
  return texts.map(Number);
}

test.describe('rubrics as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('create, find by search, edit and delete a rubric', async ({ page }) => {
    const name = uniqueName('rub');
    await page.goto('/rubrics');
    await page.getByRole('link', { name: 'New rubric' }).click();
    await expect(page).toHaveURL('/rubrics/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill('My label');
    await page.getByRole('textbox', { name: 'Number', exact: true }).fill('42');
    await pickOption(page, 'Transmitter groups', 'all');
    await pickOption(page, 'Owners', 'dl1abc');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Operation successfully executed.')).toBeVisible();
    await expect(page).toHaveURL('/rubrics');

    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    const row = rubricRow(page, name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('42');
    await expect(row).toContainText('My label');
    await expect(row).toContainText('dl1abc');
    await expect(rubricsTable(page).locator('tbody tr')).toHaveCount(1);

    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(`/rubrics/edit/${name}`);
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameField).toHaveValue(name);
    await expect(nameField).toBeDisabled();
    await expect(page.getByText(/would create a duplicate/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Renamed');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/rubrics');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect(rubricRow(page, name)).toContainText('Renamed');

    await rubricRow(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(rubricRow(page, name)).toHaveCount(0);
    await expect(page.getByText('No matching entries.')).toBeVisible();
  });

  test('sorts by number, first ascending, and pages through ten rows at a time', async ({
    page,
    request,
  }) => {
    // The demo has nine rubrics; two more make a second page.
    await createRubric(request, uniqueName('page'), 90);
    await createRubric(request, uniqueName('page'), 91);
    await page.goto('/rubrics');
    await expect(rubricsTable(page).locator('tbody tr')).toHaveCount(10);
    const ascending = await columnNumbers(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBe(1);

    await rubricsTable(page).getByRole('button', { name: 'Number', exact: true }).click();
    await expect(rubricsTable(page).locator('tbody tr td').first()).not.toHaveText('1');
    const descending = await columnNumbers(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThanOrEqual(91);

    const pagination = page.getByRole('form', { name: 'Pages' });
    await expect(pagination).toContainText('of 2');
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(pagination.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2');
    const secondPage = await columnNumbers(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(10);
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...descending));
    // The table state lives in the URL and survives a reload.
    await page.reload();
    await expect(pagination.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2');
  });

  test('shows the number of rubrics', async ({ page, request }) => {
    const response = await request.get('/api/rubrics', { headers: { Authorization: ADMIN_AUTH } });
    const count = ((await response.json()) as unknown[]).length;
    await page.goto('/rubrics');
    const panel = page.getByRole('complementary', { name: 'Actions and statistics' });
    await expect(panel.getByText('Rubrics', { exact: true })).toBeVisible();
    await expect(panel.locator('dd')).toHaveText(String(count));
  });

  test('an empty field stops the save with Missing input', async ({ page }) => {
    await page.goto('/rubrics/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('miss'));
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Label');
    await pickOption(page, 'Transmitter groups', 'all');
    // No owner chosen.
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Missing input' });
    await expect(dialog).toContainText('Please fill in every field to continue.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/rubrics/new');
  });

  test('creating an existing name is Prevented Overwriting', async ({ page }) => {
    await page.goto('/rubrics/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('dx-kw');
    await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Overwrite');
    await pickOption(page, 'Transmitter groups', 'all');
    await pickOption(page, 'Owners', 'admin');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Prevented Overwriting' })).toContainText(
      'A possible case of overwriting existing data has been prevented.',
    );
    const response = await page.request.get('/api/rubrics/dx-kw', {
      headers: { Authorization: ADMIN_AUTH },
    });
    expect(((await response.json()) as { label: string }).label).toBe('DX KW');
  });

  test('a rubric that cannot be loaded sends the editor back to the list', async ({ page }) => {
    await page.goto('/rubrics/edit/no-such-rubric');
    await expect(page.getByRole('dialog', { name: 'Not Found' })).toBeVisible();
    await expect(page).toHaveURL('/rubrics');
  });
});

test.describe('rubrics as a plain user', () => {
  test('row actions only on own rubrics, no new-rubric link', async ({ page }) => {
    await signIn(page, DEMO_OWNER, '/rubrics');
    await expect(rubricRow(page, 'wx-de').getByRole('link', { name: 'Edit wx-de' })).toBeVisible();
    await expect(
      rubricRow(page, 'wx-de').getByRole('button', { name: 'Delete wx-de' }),
    ).toBeVisible();
    await expect(rubricRow(page, 'dx-kw').getByRole('link')).toHaveCount(0);
    await expect(rubricRow(page, 'dx-kw').getByLabel('No actions available')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New rubric' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Activate rubrics' }).first()).toBeVisible();
  });
});

test.describe('activating rubrics', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_OWNER);
  });

  test('sends the activation, shows success and goes to the rubrics', async ({ page }) => {
    let body: unknown;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/activation')) {
        body = request.postDataJSON();
      }
    });
    await page.goto('/rubrics/activate');
    await page.getByRole('textbox', { name: 'Pager number (your RIC)' }).fill('2097151');
    await pickOption(page, 'Transmitter groups', 'all');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Operation successfully executed.')).toBeVisible();
    await expect(page).toHaveURL('/rubrics');
    expect(body).toEqual({ number: 2097151, transmitterGroupNames: ['all'] });
  });

  test('keeps the number within 0-2097151 and asks for every field', async ({ page }) => {
    await page.goto('/rubrics/activate');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Missing input' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('textbox', { name: 'Pager number (your RIC)' }).fill('2097152');
    await pickOption(page, 'Transmitter groups', 'all');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The address must be between 0 and 2097151.')).toBeVisible();
    await expect(page).toHaveURL('/rubrics/activate');
  });
});

test.describe('rubric limit in German', () => {
  test.use({ language: 'de' });

  test('the 100th rubric is refused before it is sent', async ({ page, request }) => {
    const headers = { Authorization: ADMIN_AUTH };
    const existing = (await (await request.get('/api/rubrics', { headers })).json()) as unknown[];
    const fillers = Array.from({ length: 99 - existing.length }, (_, index) =>
      uniqueName(`full${index}x`),
    );
    try {
      for (const name of fillers) await createRubric(request, name);
      await signIn(page, ADMIN, '/rubrics/new');
      // Said at once, while the form is opened, and again on submit.
      await expect(page.getByRole('alert').filter({ hasText: 'Zu viele Rubriken' })).toContainText(
        'Das Netz hat bereits 99 Rubriken',
      );
      await page.getByRole('button', { name: 'Absenden' }).click();
      const refused = page.getByRole('dialog', { name: 'Zu viele Rubriken' });
      await expect(refused).toContainText('Das Netz hat bereits 99 Rubriken, die Höchstzahl.');
    } finally {
      for (const name of fillers) await request.delete(`/api/rubrics/${name}`, { headers });
    }
  });
});

test.describe('rubric numbers in German', () => {
  test.use({ language: 'de' });

  test('96 to 99 are saved, with a warning that they break Skyper pagers', async ({
    page,
    request,
  }) => {
    const name = uniqueName('n99');
    await signIn(page, ADMIN, '/rubrics/new');
    await expect(page.getByText('Von 1 bis 99.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Bezeichnung', exact: true }).fill('Skyper');
    const number = page.getByRole('textbox', { name: 'Nummer', exact: true });
    const warning = page.getByRole('note').filter({ hasText: 'Skyper-Pager' });
    await number.fill('95');
    await expect(warning).toHaveCount(0);
    await number.fill('99');
    await expect(warning).toHaveText(
      'Rubrik 99 wird gespeichert, aber Nummern über 95 stören Skyper-Pager: Wählen Sie 95 oder weniger, wenn Skyper-Pager diese Rubrik empfangen.',
    );
    await pickOption(page, 'Sendergruppen', 'all');
    await pickOption(page, 'Besitzer', 'admin');
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page).toHaveURL('/rubrics');
    const saved = await request.get(`/api/rubrics/${name}`, {
      headers: { Authorization: ADMIN_AUTH },
    });
    expect(((await saved.json()) as { number: number }).number).toBe(99);
    await request.delete(`/api/rubrics/${name}`, { headers: { Authorization: ADMIN_AUTH } });
  });
});
