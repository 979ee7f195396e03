import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';

/**
 * The server goes away while a form is open (issue 28, point 1): pressing Submit or deleting
 * must show spec section 8's "No Connection" where the user is, and keep what was typed. Nothing
 * answers at all then, not even for the app's own code and styles: whatever the save or delete
 * shows (dialogs, their styles, the success toast) must already be loaded with the form.
 */

const NO_CONNECTION = 'Keine Verbindung';
const UNREACHABLE = 'API-Server nicht erreichbar. Bitte versuchen Sie es später erneut.';

/** Every edit form, with a text field whose typed text must survive. */
const EDIT_FORMS = [
  { path: '/transmitters/groups/edit/all', field: 'Beschreibung' },
  { path: '/subscribers/edit/f4abc', field: 'Beschreibung' },
  { path: '/rubrics/edit/dx-kw', field: 'Bezeichnung' },
  { path: '/transmitters/edit/db0abc', field: 'Antennenhöhe über Grund (m)' },
  { path: '/nodes/edit/db0dbn', field: 'Breitengrad' },
  { path: '/users/edit/pa3xyz', field: 'E-Mail' },
];

const serverDown = (page: Page) => page.route('**/*', (route) => route.abort('connectionrefused'));

test.describe('the server goes away with a form open (in German)', () => {
  test.use({ language: 'de' });

  test('Submit on every edit form says "No Connection" and keeps the typed text', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, ADMIN);
    for (const { path, field } of EDIT_FORMS) {
      await page.unrouteAll();
      await page.goto(path);
      const input = page.getByRole('textbox', { name: field, exact: true });
      await expect(input).not.toHaveValue('');
      const typed = `${await input.inputValue()}7`;
      await input.fill(typed);

      await serverDown(page);
      await page.getByRole('button', { name: 'Absenden' }).click();
      const unreachable = page.getByRole('dialog', { name: NO_CONNECTION });
      await expect(unreachable, path).toContainText(UNREACHABLE);
      await unreachable.getByRole('button', { name: 'OK' }).click();
      await expect(unreachable).toBeHidden();
      await expect(input, path).toHaveValue(typed);
      await expect(page).toHaveURL(path);
    }
  });

  test('deleting asks first and then says "No Connection"', async ({ page }) => {
    await signIn(page, ADMIN, '/transmitters/groups');
    const table = page.getByRole('table', { name: 'Sendergruppen' });
    const remove = table.getByRole('button', { name: 'all löschen', exact: true });
    await expect(remove).toBeVisible();

    await serverDown(page);
    await remove.click();
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText('all');
    await ask.getByRole('button', { name: 'Ja, löschen' }).click();
    const unreachable = page.getByRole('dialog', { name: NO_CONNECTION });
    await expect(unreachable).toContainText(UNREACHABLE);
    await unreachable.getByRole('button', { name: 'OK' }).click();
    await expect(table.getByRole('row', { name: /^all\b/ })).toBeVisible();
  });

  test('a dialog whose code cannot be fetched either is shown plainly, in place', async ({
    page,
  }) => {
    // The dialogs' code never arrives: the stand-in dialog asks and tells the same.
    await page.route(/\/assets\/dialog-host-/, (route) => route.abort('connectionrefused'));
    await signIn(page, ADMIN, '/transmitters/groups/edit/all');
    const description = page.getByRole('textbox', { name: 'Beschreibung', exact: true });
    await description.fill('Typed before the server went away');

    await serverDown(page);
    await page.getByRole('button', { name: 'Absenden' }).click();
    const unreachable = page.getByRole('dialog', { name: NO_CONNECTION });
    await expect(unreachable).toContainText(UNREACHABLE);
    await unreachable.getByRole('button', { name: 'OK' }).click();
    await expect(unreachable).toBeHidden();
    await expect(description).toHaveValue('Typed before the server went away');
  });
});
