import type { Page } from '@playwright/test';
import { ADMIN, test, uniqueName, expect, signIn, ADMIN_AUTH } from './fixtures';
import { chooseOption, dialog, rowOf, sidePanel, table } from './pages';

const nodes = (page: Page, caption = 'Nodes') => table(page, caption);
const row = (page: Page, name: string, caption = 'Nodes') => rowOf(nodes(page, caption), name);

test.describe('nodes', () => {
  test('an admin sees every status, the chart and the mail link', async ({ page }) => {
    await signIn(page, ADMIN, '/nodes');
    await expect(page).toHaveTitle('Nodes - DAPNET');
    await expect(row(page, 'db0dbn')).toContainText('44.149.166.26:7800');
    await expect(row(page, 'db0dbn')).toContainText('Online');
    await expect(row(page, 'oe1xds')).toContainText('---');
    await expect(row(page, 'oe1xds')).toContainText('Suspended');
    // UNKNOWN is not one of the two statuses an editor chooses: it is shown as a warning.
    const unknown = row(page, 'hb9dn').getByTitle(/^Unexpected status/);
    await expect(unknown).toHaveText(/UNKNOWN/);

    const chart = sidePanel(page).getByRole('figure', { name: 'Nodes online and offline' });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('listitem').filter({ hasText: 'Online' })).toContainText('2');
    await expect(chart.getByRole('listitem').filter({ hasText: 'Offline' })).toContainText('3');
    await expect(sidePanel(page)).toContainText('2 of 5');

    const mailAll = sidePanel(page).getByRole('link', { name: 'Send a mail to all owners' });
    // Several owners: in BCC, so that none sees the others' addresses.
    await expect(mailAll).toHaveAttribute(
      'href',
      /^mailto:\?bcc=[^&]*%40[^&]*&subject=%5BDAPNET%5D/,
    );
    await expect(row(page, 'db0sda').getByRole('link', { name: /Send an email/ })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('an admin creates, edits and deletes a node with a German decimal comma', async ({
    page,
  }) => {
    // A long walk through the whole flow; the shared test machine can be slow.
    test.slow();
    await signIn(page, ADMIN, '/');
    // German: the decimal separator is a comma.
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    // The choice is kept once the German texts have loaded: leaving before would lose it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/nodes');
    await page.getByRole('link', { name: 'Neuer Knoten' }).click();
    await expect(page).toHaveURL('/nodes/new');
    const name = uniqueName('nd');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Breitengrad' }).fill('50,7753');
    await page.getByRole('textbox', { name: 'Längengrad' }).fill('6,0839');
    await page.getByRole('combobox', { name: 'Ost/West' }).selectOption({ label: 'West' });
    await chooseOption(page, 'Besitzer', 'dl1abc');
    // A new node starts ONLINE.
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Online');
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page).toHaveURL('/nodes');

    const response = await page.request.get(`/api/nodes/${name}`, {
      headers: { Authorization: ADMIN_AUTH },
    });
    const saved = await response.json();
    expect(saved.latitude).toBe('50.7753');
    expect(saved.longitude).toBe('-6.0839');

    await page.getByRole('searchbox').fill(name);
    await row(page, name, 'Knoten')
      .getByRole('link', { name: `${name} bearbeiten` })
      .click();
    await expect(page).toHaveURL(`/nodes/edit/${name}`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Breitengrad' })).toHaveValue('50,7753');
    await expect(page.getByRole('combobox', { name: 'Ost/West' })).toHaveValue('-1');
    await page.getByRole('textbox', { name: 'Breitengrad' }).fill('51,5');
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page).toHaveURL('/nodes');
    const edited = await (
      await page.request.get(`/api/nodes/${name}`, {
        headers: { Authorization: ADMIN_AUTH },
      })
    ).json();
    expect(edited.latitude).toBe('51.5');

    await page.getByRole('searchbox').fill(name);
    await row(page, name, 'Knoten')
      .getByRole('button', { name: `${name} löschen` })
      .click();
    await dialog(page).getByRole('button', { name: 'Ja, löschen' }).click();
    await expect(row(page, name, 'Knoten')).toHaveCount(0);
  });

  test('an empty or unreadable location shows Invalid location', async ({ page }) => {
    await signIn(page, ADMIN, '/nodes/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(uniqueName('loc'));
    await chooseOption(page, 'Owners', 'admin');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Invalid location');
    await dialog(page).getByRole('button', { name: 'OK' }).click();

    // In English a comma is not a decimal separator.
    await page.getByRole('textbox', { name: 'Latitude' }).fill('50,7');
    await page.getByRole('textbox', { name: 'Longitude' }).fill('6.1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Invalid location');
    await dialog(page).getByRole('button', { name: 'OK' }).click();

    // A value beyond 90 degrees is named at the field.
    await page.getByRole('textbox', { name: 'Latitude' }).fill('95');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Must be at most 90.')).toBeVisible();
    await expect(page).toHaveURL('/nodes/new');
  });

  test('an empty owner list shows Missing input, a taken name Prevented Overwriting', async ({
    page,
  }) => {
    await signIn(page, ADMIN, '/nodes/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('db0dbn');
    await page.getByRole('textbox', { name: 'Latitude' }).fill('50.1');
    await page.getByRole('textbox', { name: 'Longitude' }).fill('6.1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Missing input');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await chooseOption(page, 'Owners', 'admin');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Prevented Overwriting');
  });

  test('editing an UNKNOWN node warns and lets the editor choose', async ({ page }) => {
    await signIn(page, ADMIN, '/nodes/edit/hb9dn');
    await expect(page.getByText('The node currently reports the status UNKNOWN.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('');
    await expect(page.getByText(/ignores the one chosen here/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Latitude' })).toHaveValue('47.389914');
  });

  test('a plain user changes no node; the owner of one may monitor it', async ({ page }) => {
    // hb9abc owns hb9dn, but only admins write nodes.
    await signIn(page, { name: 'hb9abc', password: 'pager73' }, '/nodes');
    await expect(row(page, 'hb9dn')).toBeVisible();
    await expect(nodes(page).getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(nodes(page).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(row(page, 'hb9dn').getByRole('link', { name: 'Monitor hb9dn' })).toBeVisible();
    await expect(row(page, 'db0dbn').getByLabel('No actions available')).toHaveText('---');
    await expect(page.getByRole('link', { name: 'New node' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Send a mail to all owners' })).toHaveCount(0);
    await expect(
      sidePanel(page).getByRole('figure', { name: 'Nodes online and offline' }),
    ).toBeVisible();
  });

  test('a failed delete shows the 403 dialog; an unreachable API the no-connection one', async ({
    page,
  }) => {
    await signIn(page, ADMIN, '/nodes');
    await page.route('**/api/nodes/pi1ndn', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ code: 4030, name: 'Forbidden', message: 'Forbidden' }),
          })
        : route.continue(),
    );
    await row(page, 'pi1ndn').getByRole('button', { name: 'Delete pi1ndn' }).click();
    await dialog(page).getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(dialog(page)).toContainText('No permission for this request.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(row(page, 'pi1ndn')).toBeVisible();

    await page.route('**/api/nodes', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Unable to reach API server. Please try again later.',
    );
  });
});
