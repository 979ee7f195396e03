import type { Page } from '@playwright/test';
import { WEB_CONFIG_ELEMENT_ID } from '@dapnet/model';
import { ADMIN, expect, signIn, test } from './fixtures';
import { holdScripts } from './held-scripts';
import { refuseLiveStream } from './live-stream';

/**
 * The map page's static frame paints the tiles of the map's first view from the HTML, before any
 * of the app's scripts has run (web/README.md, "The static frame"), where the app's map then puts
 * the same tiles. The scripts are held back here to see what the HTML alone shows.
 */

const SCREENS = [
  // The configured view (the spec's [51, 10], zoom 5).
  { screen: 'desktop', viewport: { width: 1350, height: 940 }, path: '/transmitters/map' },
  // A view in the address, as the map page keeps it there.
  {
    screen: 'phone',
    viewport: { width: 412, height: 823 },
    path: '/transmitters/map?lat=50.77&lng=6.08&zoom=9',
  },
];

/**
 * The tests have no internet: the configured tile server's tiles are answered here, each a
 * plain tile. Returns the addresses asked for there.
 */
async function serveTiles(page: Page): Promise<string[]> {
  const config = (await (await page.request.get('/config.json')).json()) as { tileUrl: string };
  const tileOrigin = new URL(config.tileUrl.replaceAll(/\{[^}]*\}/g, '0')).origin;
  const asked: string[] = [];
  await page.route(`${tileOrigin}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'image/svg+xml',
      headers: { 'cache-control': 'max-age=3600' },
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8eee6"/></svg>',
    });
  });
  return asked;
}

interface PlacedTile {
  src: string;
  x: number;
  y: number;
  width: number;
}

/** The tile images in the page matching `selector`, with where they are on the screen. */
function placedTiles(page: Page, selector: string): Promise<PlacedTile[]> {
  return page.locator(selector).evaluateAll((images) =>
    images.map((image) => {
      const box = image.getBoundingClientRect();
      return { src: (image as HTMLImageElement).src, x: box.x, y: box.y, width: box.width };
    }),
  );
}

const FRAME_TILES = '[data-map-frame-tiles] img';
const APP_TILES = '.leaflet-tile-container img.leaflet-tile-loaded';

for (const { screen, viewport, path } of SCREENS) {
  test(`a signed-in visit to the map shows its first tiles before the scripts, and the app's map puts the same ones in their places (${screen})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await refuseLiveStream(page);
    const asked = await serveTiles(page);
    await signIn(page, ADMIN);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });

    const map = page.getByRole('region', { name: 'Map of the transmitters' });
    await expect(map).toBeVisible();
    await expect(page.locator(FRAME_TILES).first()).toBeVisible();
    // Every tile the box shows is there and drawn, with the tile server's attribution.
    await expect
      .poll(() =>
        page
          .locator(FRAME_TILES)
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    await expect(map.getByText('© OpenStreetMap contributors')).toBeVisible();
    const framed = await placedTiles(page, FRAME_TILES);
    expect(framed.length).toBeGreaterThan(1);
    expect(asked.length).toBe(framed.length);
    // Only the frame: the app's map is not there yet.
    await expect(page.locator('.leaflet-container')).toHaveCount(0);

    await release();
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    // The app's map shows every tile the frame showed, at the same place (within a pixel).
    await expect
      .poll(async () => {
        const shown = new Map((await placedTiles(page, APP_TILES)).map((tile) => [tile.src, tile]));
        return framed.filter((tile) => {
          const app = shown.get(tile.src);
          return !app || Math.abs(app.x - tile.x) > 1 || Math.abs(app.y - tile.y) > 1;
        });
      })
      .toEqual([]);
    // Then the frame's tiles go, and the attribution is the map's own.
    await expect(page.locator('[data-map-frame-tiles]')).toHaveCount(0);
    await expect(map.getByText('© OpenStreetMap contributors')).toHaveCount(1);
  });
}

test('a signed-out visit to the map asks for no tiles before the app sends it to the login', async ({
  page,
}) => {
  const asked = await serveTiles(page);
  const release = await holdScripts(page);
  await page.goto('/transmitters/map', { waitUntil: 'domcontentloaded' });
  // The frame is in the HTML, but not shown, and its layer stays empty.
  await expect(page.locator('main h1')).toHaveText('Transmitter map');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.locator('[data-map-frame-tiles]')).toBeHidden();
  await expect(page.locator(FRAME_TILES)).toHaveCount(0);
  expect(asked).toEqual([]);
  await release();
  await expect(page).not.toHaveURL(/\/transmitters\/map$/);
  expect(asked).toEqual([]);
});

/** The map page as a server sends it that writes no configuration into it, or no tile address. */
const WITHOUT_TILES = [
  {
    page: 'no configuration',
    // The configuration's element only: the page's first requests are JSON in the head too.
    change: (html: string) => {
      const config = new RegExp(
        `<script type="application/json" id="${WEB_CONFIG_ELEMENT_ID}">[^<]*</script>`,
      );
      if (!config.test(html)) throw new Error('the map page has no configuration to take out');
      return html.replace(config, '');
    },
  },
  {
    page: 'no tile address',
    change: (html: string) => html.replace(/"tileUrl":"[^"]*"/, '"tileUrl":""'),
  },
];

for (const { page: served, change } of WITHOUT_TILES) {
  test(`a map page with ${served} in it asks for no tiles before the app's scripts`, async ({
    page,
  }) => {
    await refuseLiveStream(page);
    const asked = await serveTiles(page);
    await signIn(page, ADMIN);
    await page.route('**/transmitters/map', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text()) });
    });
    const release = await holdScripts(page);
    await page.goto('/transmitters/map', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Transmitter map' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of the transmitters' })).toBeVisible();
    await expect(page.locator('[data-map-frame-tiles]')).toBeHidden();
    await expect(page.locator(FRAME_TILES)).toHaveCount(0);
    expect(asked).toEqual([]);
    // The app's map then draws the tiles of the configuration it reads.
    await release();
    await expect(page.locator(APP_TILES).first()).toBeVisible();
  });
}
