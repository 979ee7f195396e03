import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  bandOf,
  coverageInput,
  levelAt,
  locatorToLatLon,
  type LatLon,
  type Transmitter,
} from '@dapnet/model';
import { ADMIN, ADMIN_AUTH, expect, signIn, test } from './fixtures';

/**
 * Coverage that scales (issue 13, point 3): all coverage on one canvas layer with its opacity
 * and legend, and "who covers this point".
 */

// A login and a map per test on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 60_000 });

async function mapTransmitters(request: APIRequestContext): Promise<Transmitter[]> {
  const response = await request.get('/api/transmitters', {
    headers: { Authorization: ADMIN_AUTH },
  });
  expect(response.ok()).toBeTruthy();
  // The map's default filters: online and widerange only.
  return ((await response.json()) as Transmitter[]).filter(
    (item) => item.status === 'ONLINE' && item.usage === 'WIDERANGE',
  );
}

/** The names reaching a point by the shared model, strongest first, as the page must list them. */
function expectedCoverers(transmitters: readonly Transmitter[], point: LatLon): string[] {
  return transmitters
    .map((item) => {
      const input = coverageInput(item as unknown as Record<string, unknown>);
      return { name: item.name, level: input ? levelAt(input, point) : -Infinity };
    })
    .filter((entry) => bandOf(entry.level) !== undefined)
    .sort((a, b) => b.level - a.level)
    .map((entry) => entry.name);
}

async function openMap(page: Page) {
  await signIn(page, ADMIN, '/transmitters/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('all coverage is one canvas layer; its opacity and legend work by keyboard', async ({
  page,
}) => {
  await openMap(page);
  const show = page.getByRole('button', { name: 'Show all coverage' });
  await expect(show).toBeEnabled();
  await show.focus();
  await page.keyboard.press('Enter');
  // The spec's two questions stay; their confirming buttons take the focus.
  await expect(page.getByRole('dialog', { name: 'Load coverage overlays?' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Are you really sure?' })).toBeVisible();
  await page.keyboard.press('Enter');

  const layer = page.getByRole('img', { name: /^Predicted coverage of the transmitters in view/ });
  await expect(layer).toHaveAccessibleName(/\((\d{2,})\)$/);
  await expect(page.locator('canvas[role="img"]')).toHaveCount(1);
  // No image element per transmitter.
  await expect(page.locator('img.leaflet-image-layer')).toHaveCount(0);

  const legend = page.getByRole('region', { name: 'Coverage levels' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'Strong: -75 dBm or more',
    'Medium: -85 to -75 dBm',
    'Weak: -92 to -85 dBm',
  ]);
  await expect(legend).toContainText('without terrain');

  const slider = legend.getByRole('slider', { name: 'Coverage opacity' });
  await expect(slider).toHaveAttribute('aria-valuetext', '80%');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', '70%');
  await expect(layer).toHaveCSS('opacity', '0.7');

  const remove = page.getByRole('button', { name: 'Remove all coverage' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(layer).toHaveCount(0);
  await expect(legend).toHaveCount(0);
  await expect(show).toBeEnabled();
});

/** Answers the spec's two questions of "Show all coverage". */
async function showAllCoverage(page: Page) {
  await page.getByRole('button', { name: 'Show all coverage' }).click();
  await page
    .getByRole('dialog', { name: 'Load coverage overlays?' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page
    .getByRole('dialog', { name: 'Are you really sure?' })
    .getByRole('button', { name: 'Yes, load them all' })
    .click();
}

test('show all coverage draws real coverage files where they exist, the model elsewhere (issue 28, point 7)', async ({
  page,
  request,
}) => {
  // One transmitter of the demo network gets real files, as a network's terrain simulator makes
  // them: an image (here the server's own drawing of it) and the bounds it lies in.
  const transmitters = await mapTransmitters(request);
  const withFile = transmitters.find((item) => item.name !== 'db0abc')!;
  const generated = await request.get(`/assets/coverage/${withFile.name}.png`);
  expect(generated.headers()['x-coverage-source']).toBe('model');
  const folder = process.env.DAPNET_E2E_COVERAGE!;
  const files = ['txt', 'png'].map((extension) => join(folder, `${withFile.name}.${extension}`));
  mkdirSync(folder, { recursive: true });
  const [latitude, longitude] = [Number(withFile.latitude), Number(withFile.longitude)];
  writeFileSync(
    files[0]!,
    `221126_10:00\n${latitude + 0.4}\n${latitude - 0.4}\n${longitude + 0.6}\n${longitude - 0.6}\n`,
  );
  writeFileSync(files[1]!, await generated.body());
  try {
    await openMap(page);
    await showAllCoverage(page);

    // That transmitter is drawn from its file, as its marker's own overlay would be ...
    const image = page.getByRole('img', { name: `Coverage file of ${withFile.name}` });
    await expect(image).toHaveAttribute(
      'src',
      new RegExp(`/assets/coverage/${withFile.name}\\.png$`),
    );
    await expect(page.locator('img.leaflet-image-layer')).toHaveCount(1);
    // ... every other one from the model, on the canvas; the legend says which is which.
    await expect(
      page.getByRole('img', { name: /^Predicted coverage of the transmitters in view/ }),
    ).toBeVisible();
    const legend = page.getByRole('region', { name: 'Coverage levels' });
    await expect(legend.getByText('From coverage files: 1', { exact: true })).toBeVisible();
    await expect(
      legend.getByText(`From the propagation model: ${transmitters.length - 1}`, { exact: true }),
    ).toBeVisible();
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
});

test.describe('in German', () => {
  test.use({ language: 'de' });

  test('who covers a typed locator, a clicked point and a point in the Atlantic', async ({
    page,
    request,
  }) => {
    const transmitters = await mapTransmitters(request);
    // Aachen's subsquare: db0abc stands in it.
    const expected = expectedCoverers(transmitters, locatorToLatLon('JO30CS')!);
    expect(expected).toContain('db0abc');
    await openMap(page);

    const panel = page.getByRole('region', { name: 'Wer versorgt diesen Punkt?' });
    const place = panel.getByRole('textbox', { name: 'Ort' });
    await place.fill('JO30CS');
    await place.press('Enter');
    const result = panel.getByRole('region', { name: 'Sender, die den Punkt erreichen' });
    await expect(result).toContainText(`Sender, die ihn erreichen: ${expected.length}`);
    const rows = result.getByRole('listitem');
    await expect(rows).toHaveCount(Math.min(expected.length, 10));
    await expect(rows.first()).toContainText(
      new RegExp(`^${expected[0]} -\\d+ dBm, (stark|mittel|schwach), [\\d,]+ km$`),
    );
    await expect(rows.locator('strong')).toHaveText(expected.slice(0, 10));
    await expect(page.getByText('Gewählter Punkt')).toBeVisible();

    // A click on the map chooses the point only while picking is on.
    const pick = panel.getByRole('button', { name: 'Punkt auf der Karte wählen' });
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    const map = page.getByRole('region', { name: 'Karte der Sender' });
    const box = (await map.boundingBox())!;
    // "Suchen" zoomed in to the subsquare: a click well off its centre leaves it.
    await page.mouse.click(box.x + box.width / 2 + 200, box.y + box.height / 2 + 150);
    await expect(result).not.toContainText('(JO30cs)');

    await place.fill('45, -30');
    await panel.getByRole('button', { name: 'Suchen' }).click();
    await expect(result).toContainText('Kein Sender auf der Karte erreicht diesen Punkt.');
    await expect(result.getByRole('listitem')).toHaveCount(0);

    await place.fill('Atlantik');
    await place.press('Enter');
    await expect(place).toHaveAccessibleDescription(/Weder Locator noch Koordinaten/);
  });
});
