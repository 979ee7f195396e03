import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { rowOf, searchBox, table } from './pages';

/** Issue 12, point 4: a view of a table or of the map is an address to share and step back to. */

test.describe.configure({ timeout: 60_000 });

const calls = (page: Page) => table(page, 'Calls');
const pageInput = (page: Page) => page.getByRole('spinbutton', { name: 'Page' });
const bodyRows = (page: Page) =>
  calls(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const messageHeader = (page: Page) => calls(page).getByRole('columnheader', { name: 'Message' });

/** The map's view from the address bar. */
function viewOf(page: Page) {
  const params = new URL(page.url()).searchParams;
  return {
    latitude: Number(params.get('lat')),
    longitude: Number(params.get('lng')),
    zoom: Number(params.get('zoom')),
  };
}

async function expectCentredOn(page: Page, latitude: number, longitude: number) {
  // The permalink centres first and zooms to 10 a moment later.
  await expect(page).toHaveURL(/[?&]zoom=10(&|$)/);
  const view = viewOf(page);
  expect(Math.abs(view.latitude - latitude)).toBeLessThan(0.001);
  expect(Math.abs(view.longitude - longitude)).toBeLessThan(0.001);
}

test('a table view opens the same from a pasted link, and back/forward step through it', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN, '/calls');
  await expect(bodyRows(page)).toHaveCount(10);
  await searchBox(page).fill('d');
  await messageHeader(page).getByRole('button').click();
  await expect(messageHeader(page)).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(pageInput(page)).toHaveValue('2');
  const shown = await bodyRows(page).allTextContents();
  const link = page.url();

  // Pasted into a new tab (signed in there too): the same rows in the same order.
  const other = await context.newPage();
  await signIn(other, ADMIN, link);
  await expect(searchBox(other)).toHaveValue('d');
  await expect(messageHeader(other)).toHaveAttribute('aria-sort', 'ascending');
  await expect(pageInput(other)).toHaveValue('2');
  await expect(bodyRows(other)).toHaveText(shown);
  await other.close();

  // Back: the first page, then the unsorted list; the search typed before stays (typing
  // replaces the entry, it adds none). Forward returns to page 2.
  await page.goBack();
  await expect(pageInput(page)).toHaveValue('1');
  await expect(messageHeader(page)).toHaveAttribute('aria-sort', 'ascending');
  await page.goBack();
  await expect(messageHeader(page)).toHaveAttribute('aria-sort', 'none');
  await expect(searchBox(page)).toHaveValue('d');
  await page.goForward();
  await page.goForward();
  await expect(pageInput(page)).toHaveValue('2');
  await expect(bodyRows(page)).toHaveText(shown);
});

test("the map's filters, centre and zoom open the same from a pasted link", async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN, '/transmitters/map?lat=50.77535&lng=6.08389&zoom=9');
  await page.getByLabel('Online only').uncheck();
  await page.getByLabel('Show nodes').check();
  await page.getByRole('searchbox', { name: 'Search' }).fill('db0');
  await expect(page).toHaveURL(/nodes=1/);
  await expect(page).toHaveURL(/q=db0/);
  const frame = page.locator('[data-shown-transmitters]');
  const shown = await frame.getAttribute('data-shown-transmitters');
  const link = page.url();

  const other = await context.newPage();
  await signIn(other, ADMIN, link);
  await expect(other.getByRole('searchbox', { name: 'Search' })).toHaveValue('db0');
  await expect(other.getByLabel('Online only')).not.toBeChecked();
  await expect(other.getByLabel('Show nodes')).toBeChecked();
  await expect(other.locator('[data-shown-transmitters]')).toHaveAttribute(
    'data-shown-transmitters',
    shown ?? '',
  );
  expect(viewOf(other)).toEqual({ latitude: 50.77535, longitude: 6.08389, zoom: 9 });
  await other.close();

  // A transmitter's permalink from its popup, then back: the earlier view and filters return,
  // and stay when the map next writes its address (on the next keystroke).
  await page.getByRole('searchbox', { name: 'Search' }).fill('db0abc');
  await page.getByRole('button', { name: 'db0abc' }).click();
  await page.locator('.leaflet-popup').getByRole('link', { name: 'Permalink' }).click();
  await expectCentredOn(page, 50.775346, 6.083887);
  await page.goBack();
  await expect(page).toHaveURL(/q=db0abc/);
  await page.getByRole('searchbox', { name: 'Search' }).fill('db0ab');
  await expect(page).toHaveURL(/q=db0ab(&|$)/);
  expect(viewOf(page)).toEqual({ latitude: 50.77535, longitude: 6.08389, zoom: 9 });
  await expect(page.getByLabel('Online only')).not.toBeChecked();
});

test('"show on the map" from a transmitter row and a node row lands centred on it', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/transmitters?q=db0abc');
  await rowOf(table(page, 'Transmitters'), 'db0abc')
    .getByRole('link', { name: 'db0abc', exact: true })
    .click();
  await expect(page).toHaveURL(/\/transmitters\/map\/db0abc/);
  await expect(page.locator('.leaflet-popup')).toContainText('db0abc');
  await expectCentredOn(page, 50.775346, 6.083887);

  await page.goto('/nodes');
  await rowOf(table(page, 'Nodes'), 'db0dbn')
    .getByRole('link', { name: 'db0dbn', exact: true })
    .click();
  await expect(page).toHaveURL(/\/transmitters\/map\?.*node=db0dbn/);
  await expect(page.locator('.leaflet-popup [data-node="db0dbn"]')).toBeVisible();
  await expect(page.getByLabel('Show nodes')).toBeChecked();
  await expectCentredOn(page, 50.73743, 7.098207);

  // Back to the list, forward to the node again.
  await page.goBack();
  await expect(table(page, 'Nodes')).toBeVisible();
  await page.goForward();
  await expect(page.locator('.leaflet-popup [data-node="db0dbn"]')).toBeVisible();
});
