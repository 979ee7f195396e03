import type { Page } from '@playwright/test';
import { ADMIN, ADMIN_AUTH, test, uniqueName, expect, signIn } from './fixtures';
import { answerJson, chooseOption, constraintViolation, dialog, rowOf, table } from './pages';

const PAGER73 = 'pager73';

const groups = (page: Page) => table(page, 'Transmitter groups');
const row = (page: Page, name: string) => rowOf(groups(page), name);

/** Fills the open new-group form (with db0abc, owned by dl1abc) and submits it. */
async function submitGroup(page: Page, name: string, description: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill(description);
  await chooseOption(page, 'Transmitters', 'db0abc');
  await chooseOption(page, 'Owners', 'dl1abc');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/transmitters/groups');
}

async function createGroup(page: Page, name: string, description: string) {
  await page.goto('/transmitters/groups/new');
  await submitGroup(page, name, description);
}

test.describe('transmitter groups', () => {
  test('an admin creates, finds, sorts, pages, edits and deletes a group', async ({ page }) => {
    // A long walk through the whole flow; the shared test machine can be slow.
    test.slow();
    await signIn(page, ADMIN, '/transmitters/groups');
    await expect(page).toHaveTitle('Transmitter groups - DAPNET');
    await expect(row(page, 'all')).toBeVisible();
    const total = page.getByRole('complementary', { name: 'Actions and statistics' });
    await expect(total.getByText('Groups', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'New transmitter group' }).click();
    await expect(page).toHaveURL('/transmitters/groups/new');
    const first = uniqueName('aaa');
    await submitGroup(page, first, 'First e2e group');
    await expect(page.getByText('Operation successfully executed.')).toBeVisible();
    const second = uniqueName('zzz');
    await createGroup(page, second, 'Second e2e group');

    // Search matches the description shown in the cell.
    await page.getByRole('searchbox', { name: 'Search' }).fill('first e2e');
    await expect(groups(page).getByRole('row')).toHaveCount(2);
    await expect(row(page, first)).toContainText('db0abc');
    await expect(row(page, first)).toContainText('dl1abc');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');

    // Sorted by name first: 'aaa…' leads; sorting descending brings 'zzz…' to the top.
    const firstCell = groups(page).getByRole('row').nth(1).getByRole('cell').first();
    await expect(firstCell).toHaveText(first);
    await groups(page).getByRole('button', { name: 'Name' }).click();
    await expect(groups(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(firstCell).toHaveText(second);

    // Ten rows a page: the demo groups plus ours fill a second page.
    await expect(page.getByText(/^of [2-9]$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Page' })).toHaveValue('2');
    await expect(row(page, first)).toBeVisible();

    // Edit: the name is locked, with the duplication note.
    await row(page, first)
      .getByRole('link', { name: `Edit ${first}` })
      .click();
    await expect(page).toHaveURL(`/transmitters/groups/edit/${first}`);
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(nameField).toHaveValue(first);
    await expect(nameField).toBeDisabled();
    await expect(page.getByText(/would create a duplicate/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Edited e2e group');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/transmitters/groups');
    await page.getByRole('searchbox', { name: 'Search' }).fill(first);
    await expect(row(page, first)).toContainText('Edited e2e group');

    // Delete asks first; cancelling keeps the group.
    await row(page, first)
      .getByRole('button', { name: `Delete ${first}` })
      .click();
    await expect(dialog(page)).toContainText('Are you sure?');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(row(page, first)).toBeVisible();
    await row(page, first)
      .getByRole('button', { name: `Delete ${first}` })
      .click();
    await dialog(page).getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(row(page, first)).toHaveCount(0);
    await expect(page.getByText('No matching entries.')).toBeVisible();

    // Tidy up the second group too.
    await page.getByRole('searchbox', { name: 'Search' }).fill(second);
    await row(page, second)
      .getByRole('button', { name: `Delete ${second}` })
      .click();
    await dialog(page).getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(row(page, second)).toHaveCount(0);
  });

  test('an owner gets actions on their own groups only, and no new-group link', async ({
    page,
  }) => {
    await signIn(page, { name: 'db9xyz', password: PAGER73 }, '/transmitters/groups');
    await expect(row(page, 'dl-nw').getByRole('link', { name: 'Edit dl-nw' })).toBeVisible();
    await expect(row(page, 'dl-nw').getByRole('button', { name: 'Delete dl-nw' })).toBeVisible();
    await expect(row(page, 'all').getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(row(page, 'all').getByLabel('No actions available')).toHaveText('---');
    await expect(page.getByRole('link', { name: 'New transmitter group' })).toHaveCount(0);

    // The owner can open their group's form; the description stays as it was.
    await row(page, 'dl-nw').getByRole('link', { name: 'Edit dl-nw' }).click();
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(
      /North Rhine-Westphalia/,
    );
  });

  test('an empty field shows Missing input and a taken name Prevented Overwriting', async ({
    page,
  }) => {
    await signIn(page, ADMIN, '/transmitters/groups/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('miss'));
    await chooseOption(page, 'Transmitters', 'db0abc');
    await chooseOption(page, 'Owners', 'admin');
    // The Core would take an empty description; the form asks for it, as for every field.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Missing input');
    await expect(dialog(page)).toContainText('Please fill in every field to continue.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/transmitters/groups/new');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('all');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Overwrite it');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Prevented Overwriting');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await page.goto('/transmitters/groups');
    await expect(row(page, 'all')).toContainText('Every transmitter of the network');
  });

  test('a group that fails to load sends the editor back to the list', async ({ page }) => {
    await signIn(page, ADMIN, '/transmitters/groups/edit/nosuchgroup');
    await expect(dialog(page)).toContainText('Unable to find the requested resource.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/transmitters/groups');
  });
});

test.describe('transmitter groups in German', () => {
  test.use({ language: 'de' });

  test('the delete question names the group; every violation of a refused save is listed', async ({
    page,
  }) => {
    const name = uniqueName('grp');
    const created = await page.request.put(`/api/transmitterGroups/${name}`, {
      headers: { Authorization: ADMIN_AUTH },
      data: { description: 'Löschtest', transmitterNames: ['db0abc'], ownerNames: ['admin'] },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    await signIn(page, ADMIN, '/transmitters/groups');
    await page.getByRole('searchbox', { name: 'Suche' }).fill(name);
    await page.getByRole('button', { name: `${name} löschen` }).click();
    const question = page.getByRole('dialog', { name: 'Sind Sie sicher?' });
    await expect(question).toContainText(`„${name}“ wird gelöscht.`);
    await question.getByRole('button', { name: 'Abbrechen' }).click();

    // A server that answers with codes that are not numbers: its rules are still shown.
    await page.route(`**/api/transmitterGroups/${name}`, (route) =>
      route.request().method() === 'PUT'
        ? answerJson(
            route,
            400,
            constraintViolation([
              { code: 'E17', field: 'description', message: 'zu kurz' },
              { field: 'ownerNames', message: 'unbekannt' },
            ]),
          )
        : route.continue(),
    );
    await page.goto(`/transmitters/groups/edit/${name}`);
    await page.getByRole('button', { name: 'Absenden' }).click();
    const violations = dialog(page).getByRole('list', { name: 'Ungültige Werte' });
    await expect(violations.getByRole('listitem')).toHaveText([
      'description: zu kurz (E17 - -)',
      'ownerNames: unbekannt (- - -)',
    ]);
    await page.request.delete(`/api/transmitterGroups/${name}`, {
      headers: { Authorization: ADMIN_AUTH },
    });
  });
});
