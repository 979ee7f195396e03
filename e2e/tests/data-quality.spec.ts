import type { Locator, Page } from '@playwright/test';
import { ADMIN, ADMIN_AUTH, expect, signIn, test } from './fixtures';

// Data-quality help in the forms, in German: the warnings are texts people read.
test.use({ language: 'de' });

const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
/** The polite region that holds the form's data-quality warnings. */
const warnings = (page: Page) => page.getByRole('status').filter({ has: page.getByRole('note') });

/** Presses Tab until `target` has the focus, as a keyboard user would (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let pressed = 0; pressed < limit; pressed += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached with Tab`);
}

test.describe('data-quality help', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('the transmitter form warns about 0 W and a directional antenna without direction', async ({
    page,
  }) => {
    await page.goto('/transmitters/new');
    const power = textbox(page, /^Leistung/);
    await expect(power).toHaveAccessibleDescription(/Watt, einschließlich Kabelverlust/);
    // A new transmitter starts at 0 W: nothing to compute a coverage from.
    const noPower = /Mit 0 W kann für diesen Sender keine Abdeckung berechnet werden/;
    await expect(warnings(page)).toContainText(noPower);
    await power.fill('10');
    await expect(page.getByText(noPower)).toBeHidden();

    await page.getByRole('combobox', { name: 'Antennentyp' }).click();
    await page.getByRole('option', { name: 'Richtantenne', exact: true }).click();
    const direction = textbox(page, /^Antennenrichtung/);
    await expect(direction).toHaveValue('');
    const noDirection = /Eine Richtantenne braucht ihre Richtung/;
    await expect(warnings(page)).toContainText(noDirection);
    await direction.fill('90');
    await expect(page.getByText(noDirection)).toBeHidden();
  });

  test('a locator and "use my location" fill the coordinates, by keyboard only', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 48.2082, longitude: 16.3738 });
    await page.goto('/nodes/new');
    const latitude = textbox(page, /^Breitengrad/);
    const longitude = textbox(page, /^Längengrad/);
    const locator = textbox(page, /^Maidenhead-Locator/);

    await tabTo(page, locator);
    await page.keyboard.type('JO31le');
    await expect(latitude).toHaveValue('51,187500');
    await expect(longitude).toHaveValue('6,958333');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Meinen Standort verwenden' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(latitude).toHaveValue('48,208200');
    await expect(longitude).toHaveValue('16,373800');
    // Away from the field, the locator is the one of the coordinates.
    await expect(locator).toHaveValue('JN88ee');
  });

  test('a location far from the first owner names the owner and the distance', async ({ page }) => {
    // db0muc (Munich) belongs to dl1abc, whom the directory places in Cologne.
    await page.goto('/transmitters/edit/db0muc');
    const far = /\d+ km von der Position von DL1ABC im Rufzeichenverzeichnis/;
    await expect(warnings(page)).toContainText(far);
    await textbox(page, /^Breitengrad/).fill('50,93');
    await textbox(page, /^Längengrad/).fill('6,95');
    await expect(page.getByText(far)).toBeHidden();
  });

  test('a RIC another subscriber has names that subscriber as it is typed', async ({ page }) => {
    const response = await page.request.get('/api/callsigns/db9xyz', {
      headers: { Authorization: ADMIN_AUTH },
    });
    const taken: number = (await response.json()).pagers[0].number;
    await page.goto('/subscribers/new');
    await page.getByRole('textbox', { name: /^Pager-RICs/ }).fill(String(taken));
    const ric = String(taken).padStart(7, '0');
    await expect(warnings(page)).toHaveText(`Die RIC ${ric} gehört bereits zu db9xyz.`);
  });
});
