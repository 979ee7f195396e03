import type { Locator } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';

/**
 * Layout that a user notices in the first week (issue 28, point 11), measured from bounding
 * boxes: a laptop's 1366 px and a phone's 390 px, in German (the longer words).
 */

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
};

/** Distinct line tops of the elements (rounded), i.e. how many lines they take. */
async function lineCount(elements: Locator): Promise<number> {
  const tops = await elements.evaluateAll((all) =>
    all.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  return new Set(tops).size;
}

test.describe('on a laptop (1366 px)', () => {
  test.use({ language: 'de', viewport: { width: 1366, height: 900 } });

  test("a transmitter's row: actions on at most two lines, IP:port on one; the footer lines up", async ({
    page,
  }) => {
    await signIn(page, ADMIN, '/transmitters?q=db0abc');
    const row = page.getByRole('row', { name: /db0abc/ });
    const actions = row.getByRole('cell').last();
    await expect(actions.getByRole('button').first()).toBeVisible();
    expect(await lineCount(actions.locator('a, button'))).toBeLessThanOrEqual(2);
    const address = row.getByRole('cell').nth(2);
    expect(await lineCount(address.locator('span span'))).toBe(1);

    const heading = await box(page.getByRole('heading', { level: 1 }));
    const footerHeading = await box(page.getByRole('contentinfo').getByRole('heading').first());
    expect(Math.abs(footerHeading.x - heading.x)).toBeLessThan(1);
  });

  test('the N/S and E/W selects line up', async ({ page }) => {
    await signIn(page, ADMIN, '/transmitters/edit/db0abc');
    const northSouth = await box(page.getByRole('combobox', { name: 'Nord/Süd' }));
    const eastWest = await box(page.getByRole('combobox', { name: 'Ost/West' }));
    expect(Math.abs(northSouth.x - eastWest.x)).toBeLessThan(1);
    expect(Math.abs(northSouth.width - eastWest.width)).toBeLessThan(1);
  });

  test("the map's counts stay on one line", async ({ page }) => {
    await signIn(page, ADMIN, '/transmitters/map');
    const value = page.getByRole('definition').filter({ hasText: / von \d/ });
    await expect(value).toBeVisible();
    // The lines its text takes (the box itself may be as tall as its wrapped label).
    const textLines = await value.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(textLines).toBe(1);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ language: 'de', viewport: { width: 390, height: 844 } });

  test('the offline-map notice leaves the attribution readable', async ({ page }) => {
    await signIn(page, ADMIN, '/transmitters/map');
    // The tests have no internet: the tiles fail and the notice appears.
    const notice = page.getByRole('status').filter({ hasText: 'Kartenkacheln' });
    await expect(notice).toBeVisible();
    const attribution = await box(page.locator('.leaflet-control-attribution'));
    const shown = await box(notice);
    const overlaps =
      shown.x < attribution.x + attribution.width &&
      attribution.x < shown.x + shown.width &&
      shown.y < attribution.y + attribution.height &&
      attribution.y < shown.y + shown.height;
    expect(overlaps).toBe(false);
  });

  test("a transmitter's monitoring tables fit the screen", async ({ page }) => {
    await signIn(page, ADMIN, '/transmitters/monitor/db0abc');
    const tables = page.getByRole('table');
    await expect(tables.first()).toBeVisible();
    for (const table of await tables.all()) {
      const { x, width } = await box(table);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(390);
    }
  });

  test("the timeslot planner's slots fit the screen", async ({ page }) => {
    await signIn(page, ADMIN, '/transmitters/timeslots?group=dl-all');
    const matrix = page.getByRole('table', { name: 'Zeitschlitze der Sender' });
    await expect(matrix.getByRole('row').nth(1)).toBeVisible();
    const lastSlots = matrix.locator('tbody td:last-child');
    for (const cell of await lastSlots.all()) {
      const { x, width } = await box(cell);
      expect(x + width).toBeLessThanOrEqual(390);
    }
  });
});
