import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import type { Transmitter } from '@dapnet/model';
import { basic, expect, signIn, test } from './fixtures';

/**
 * Issue 12, point 5: a table exports what it shows (after search and sort, every page), and a
 * plain user's export holds nothing the user may not see: no auth key, not even of their own
 * transmitters, which the API does give them.
 */

test.use({ language: 'de' });
test.describe.configure({ timeout: 60_000 });

const OWNER = { name: 'db9xyz', password: 'pager73' };

const transmitters = (page: Page) => page.getByRole('table', { name: 'Sender' });
const bodyRows = (page: Page) =>
  transmitters(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Chooses a format in the table's export menu and reads the file the browser saves. */
async function exportAs(page: Page, format: RegExp): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const download: Download = await saved;
  const text = await readFile((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), text };
}

/** The callsigns of a CSV export, in order (the first column; no callsign needs quoting). */
const csvNames = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0]);

test('the filtered, sorted transmitters export as CSV and GeoJSON, without auth keys', async ({
  page,
}) => {
  const own = await page.request.get('/api/transmitters/db0abc', {
    headers: { Authorization: basic(OWNER.name, OWNER.password) },
  });
  const { authKey } = (await own.json()) as Transmitter;
  expect(authKey, 'the API gives an owner the key').toBeTruthy();

  // Every transmitter whose cells mention "db0" (more than a page), newest connection first.
  await signIn(page, OWNER, '/transmitters');
  await page.getByRole('searchbox', { name: 'Suche' }).fill('db0');
  await transmitters(page)
    .getByRole('columnheader', { name: 'Verbunden seit' })
    .getByRole('button')
    .click();
  await expect(bodyRows(page)).toHaveCount(10);
  const count = Number(
    /\d+/.exec((await page.getByText(/^Einträge: \d+$/).textContent()) ?? '')?.[0],
  );
  expect(count).toBeGreaterThan(10);
  const shownNames = await Promise.all(
    (await bodyRows(page).all()).map(async (row) =>
      (await row.getByRole('cell').first().textContent())?.trim(),
    ),
  );

  const csv = await exportAs(page, /^CSV/);
  expect(csv.name).toMatch(/^dapnet-transmitters-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.startsWith('\uFEFFRufzeichen,Knoten,')).toBe(true);
  const names = csvNames(csv.text.slice(1));
  expect(names).toHaveLength(count);
  expect(names.slice(0, 10)).toEqual(shownNames);
  expect(csv.text).not.toContain(authKey!);
  expect(csv.text.toLowerCase()).not.toContain('authkey');

  const geo = await exportAs(page, /^GeoJSON/);
  expect(geo.name).toMatch(/^dapnet-transmitters-\d{4}-\d{2}-\d{2}\.geojson$/);
  const collection = JSON.parse(geo.text) as {
    type: string;
    features: { geometry: { coordinates: number[] }; properties: Record<string, unknown> }[];
  };
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features.map((feature) => feature.properties.name)).toEqual(names);
  const db0abc = collection.features.find((feature) => feature.properties.name === 'db0abc')!;
  expect(db0abc.geometry.coordinates).toEqual([6.083887, 50.775346]);
  expect(db0abc.properties).not.toHaveProperty('authKey');
  expect(geo.text).not.toContain(authKey!);
});
