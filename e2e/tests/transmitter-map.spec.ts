import type { APIRequestContext, Page } from '@playwright/test';
import type { Transmitter } from '@dapnet/model';
import { ADMIN, expect, test, signIn, ADMIN_AUTH } from './fixtures';

/** The transmitter map (issue 5): filters, popups, permalink, coverage and URL state. */

// Two logins and a map per test on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 60_000 });

const USER = { name: 'db9xyz', password: 'pager73' };

async function allTransmitters(request: APIRequestContext): Promise<Transmitter[]> {
  const response = await request.get('/api/transmitters', {
    headers: { Authorization: ADMIN_AUTH },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Transmitter[];
}

const onlineWiderange = (list: Transmitter[]) =>
  list.filter((item) => item.status === 'ONLINE' && item.usage === 'WIDERANGE');

/** "Transmitters on the map: X of Y" in the statistics. */
function shownStatistic(page: Page) {
  return page
    .getByRole('complementary', { name: /Map actions/ })
    .locator('div', { has: page.getByText('Transmitters on the map', { exact: true }) })
    .locator('dd');
}

/** Shows every coverage in view, answering the one question, and waits for the layer. */
async function showAllCoverageOfDb0abc(page: Page) {
  await page.getByRole('button', { name: 'Show all coverage' }).click();
  await page
    .getByRole('dialog', { name: 'Load coverage overlays?' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(coverageLayer(page)).toBeVisible();
}

const mapFrame = (page: Page) => page.locator('[data-shown-transmitters]');
const coverageImages = (page: Page) => page.locator('img.leaflet-image-layer');
/** All coverage is one canvas (coverage.spec.ts tests it further). */
const coverageLayer = (page: Page) =>
  page.getByRole('img', { name: /^Predicted coverage of the transmitters in view/ });

/** Where a position is drawn, from the view in the address bar (Web Mercator, 256 px tiles). */
async function pointOf(page: Page, latitude: number, longitude: number) {
  const url = new URL(page.url());
  const zoom = Number(url.searchParams.get('zoom'));
  const centre = [Number(url.searchParams.get('lat')), Number(url.searchParams.get('lng'))];
  const scale = 256 * 2 ** zoom;
  const x = (lon: number) => ((lon + 180) / 360) * scale;
  const y = (lat: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  };
  const box = (await page.getByRole('region', { name: 'Map of the transmitters' }).boundingBox())!;
  return {
    x: box.x + box.width / 2 + x(longitude) - x(centre[1]!),
    y: box.y + box.height / 2 + y(latitude) - y(centre[0]!),
  };
}

async function openMap(page: Page, path = '/transmitters/map', user = ADMIN) {
  await signIn(page, user, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the filters narrow the markers, each checkbox as the spec says', async ({
  page,
  request,
}) => {
  const list = await allTransmitters(request);
  await openMap(page);
  const online = page.getByLabel('Online only');
  const widerange = page.getByLabel('Widerange only');
  await expect(online).toBeChecked();
  await expect(widerange).toBeChecked();
  await expect(shownStatistic(page)).toHaveText(
    `${onlineWiderange(list).length} of ${list.length}`,
  );

  await online.uncheck();
  const widerangeCount = list.filter((item) => item.usage === 'WIDERANGE').length;
  await expect(shownStatistic(page)).toHaveText(`${widerangeCount} of ${list.length}`);
  await widerange.uncheck();
  await expect(shownStatistic(page)).toHaveText(`${list.length} of ${list.length}`);

  const slots = page.getByLabel('Timeslots', { exact: true });
  await expect(slots).toBeDisabled();
  await page.getByLabel('Filter by timeslot').check();
  await expect(slots).toBeEnabled();
  await slots.fill('13');
  // Per slot, not as a substring: "13" finds "0123" although "13" is not in it.
  const both = list.filter((item) => item.timeSlot.includes('1') && item.timeSlot.includes('3'));
  expect(both.some((item) => !item.timeSlot.includes('13'))).toBeTruthy();
  await expect(shownStatistic(page)).toHaveText(`${both.length} of ${list.length}`);
  await page.getByLabel('Filter by timeslot').uncheck();
  await expect(slots).toBeDisabled();
  await expect(shownStatistic(page)).toHaveText(`${list.length} of ${list.length}`);
});

test('the search matches names and owners', async ({ page, request }) => {
  const list = await allTransmitters(request);
  await openMap(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('db0abc');
  await expect(shownStatistic(page)).toHaveText(`1 of ${list.length}`);
  await page.getByRole('searchbox', { name: 'Search' }).fill('ON4ABC');
  await expect(mapFrame(page)).not.toHaveAttribute('data-shown-transmitters', '0');
  await expect(mapFrame(page)).not.toHaveAttribute('data-shown-transmitters', '1');
});

test('a search that leaves a few lists them, so the keyboard can open one', async ({ page }) => {
  await openMap(page);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('a');
  await expect(page.getByText(/^\d+ transmitters match; narrow the search/)).toBeVisible();

  await search.fill('db0abc');
  const button = page
    .getByRole('list', { name: 'Matching transmitters' })
    .getByRole('button', { name: 'db0abc' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await search.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.leaflet-popup')).toContainText('db0abc');
  const overlay = page.getByRole('img', { name: 'Predicted coverage of db0abc' });
  await expect(overlay).toHaveAttribute('src', /\/assets\/coverage\/db0abc\.png$/);
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Space');
  await expect(overlay).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});

test('nodes and their lines: lines only with nodes, and off with them', async ({ page }) => {
  await openMap(page);
  const nodes = page.getByLabel('Show nodes');
  const lines = page.getByLabel('Show lines from node to transmitter');
  await expect(nodes).not.toBeChecked();
  await expect(lines).toBeDisabled();
  await expect(mapFrame(page)).toHaveAttribute('data-shown-nodes', '0');
  await nodes.check();
  await expect(mapFrame(page)).not.toHaveAttribute('data-shown-nodes', '0');
  await expect(page.getByText('Nodes on the map')).toBeVisible();
  await expect(lines).toBeEnabled();
  await lines.check();
  await expect(mapFrame(page)).toHaveAttribute('data-shown-lines', 'on');
  await nodes.uncheck();
  await expect(lines).not.toBeChecked();
  await expect(lines).toBeDisabled();
  await expect(mapFrame(page)).toHaveAttribute('data-shown-lines', 'off');
  await expect(mapFrame(page)).toHaveAttribute('data-shown-nodes', '0');
});

test('a permalink centres on its transmitter at zoom 10 and opens it, even when filtered out', async ({
  page,
  request,
}) => {
  const list = await allTransmitters(request);
  // db0kie is offline: the default filters would hide it.
  const kiel = list.find((item) => item.name === 'db0kie')!;
  expect(kiel.status).not.toBe('ONLINE');
  await openMap(page, '/transmitters/map/db0kie');
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByText('db0kie', { exact: true })).toBeVisible();
  await expect(mapFrame(page)).toHaveAttribute(
    'data-shown-transmitters',
    String(onlineWiderange(list).length + 1),
  );
  await expect(page).toHaveURL(/zoom=10/);
  const url = new URL(page.url());
  expect(Number(url.searchParams.get('lat'))).toBeCloseTo(Number(kiel.latitude), 1);
  expect(Number(url.searchParams.get('lng'))).toBeCloseTo(Number(kiel.longitude), 1);
});

test('popups show the facts; the name links to the form for admins only', async ({ page }) => {
  await openMap(page, '/transmitters/map/db0abc');
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('link', { name: 'db0abc' })).toHaveAttribute(
    'href',
    '/transmitters/edit/db0abc',
  );
  await expect(popup).toContainText('Usage');
  await expect(popup).toContainText('Widerange');
  await expect(popup).toContainText('25 W');
  await expect(popup).toContainText('Height');
  await expect(popup).toContainText('Timeslots');
  await expect(popup).toContainText('dl1abc, db9xyz');
  await expect(popup.getByRole('link', { name: 'Permalink' })).toHaveAttribute(
    'href',
    '/transmitters/map/db0abc',
  );
});

test('for a plain user the popup name is text, not a link', async ({ page }) => {
  await openMap(page, '/transmitters/map/db0abc', USER);
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByText('db0abc', { exact: true })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'db0abc' })).toHaveCount(0);
  await expect(popup.getByRole('link', { name: 'Permalink' })).toBeVisible();
});

test('clicking a transmitter toggles its coverage overlay', async ({ page, request }) => {
  const abc = (await allTransmitters(request)).find((item) => item.name === 'db0abc')!;
  await openMap(page, '/transmitters/map/db0abc');
  await expect(page).toHaveURL(/zoom=10/);
  await page.locator('.leaflet-popup-close-button').click();
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);

  const marker = () => pointOf(page, Number(abc.latitude), Number(abc.longitude));
  let point = await marker();
  await page.mouse.click(point.x, point.y);
  const overlay = page.getByRole('img', { name: 'Predicted coverage of db0abc' });
  await expect(overlay).toHaveAttribute('src', /\/assets\/coverage\/db0abc\.png$/);
  await expect(overlay).toHaveCSS('opacity', '0.8');
  await expect(page.locator('.leaflet-popup')).toContainText('db0abc');

  await page.locator('.leaflet-popup-close-button').click();
  point = await marker();
  await page.mouse.click(point.x, point.y);
  await expect(overlay).toHaveCount(0);
});

test('show all coverage asks twice from 20 transmitters, once below; remove all clears', async ({
  page,
  request,
}) => {
  const inView = onlineWiderange(await allTransmitters(request)).length;
  expect(inView).toBeGreaterThanOrEqual(20);
  await openMap(page);
  await page.getByRole('button', { name: 'Show all coverage' }).click();
  let dialog = page.getByRole('dialog', { name: 'Load coverage overlays?' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  dialog = page.getByRole('dialog', { name: 'Are you really sure?' });
  await expect(dialog).toContainText(/coverage of \d+ transmitters/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(coverageLayer(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Show all coverage' }).click();
  await page
    .getByRole('dialog', { name: 'Load coverage overlays?' })
    .getByRole('button', { name: 'Continue' })
    .click();
  dialog = page.getByRole('dialog', { name: 'Are you really sure?' });
  const count = Number(/coverage of (\d+) transmitters/.exec((await dialog.textContent())!)![1]);
  expect(count).toBeGreaterThanOrEqual(20);
  await dialog.getByRole('button', { name: 'Yes, load them all' }).click();
  await expect(coverageLayer(page)).toBeVisible();
  await expect(coverageImages(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove all coverage' }).click();
  await expect(coverageLayer(page)).toHaveCount(0);

  // Below 20 in view there is one question only.
  await page.getByRole('searchbox', { name: 'Search' }).fill('db0abc');
  await expect(mapFrame(page)).toHaveAttribute('data-shown-transmitters', '1');
  await showAllCoverageOfDb0abc(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(coverageLayer(page)).toHaveAccessibleName(/\(1\)$/);
});

test('filters, centre and zoom live in the URL and survive a reload', async ({ page }) => {
  await openMap(page, '/transmitters/map?lat=50.77535&lng=6.08389&zoom=12');
  await page.getByRole('searchbox', { name: 'Search' }).fill('db0');
  await page.getByLabel('Online only').uncheck();
  await page.getByLabel('Filter by timeslot').check();
  await page.getByLabel('Timeslots', { exact: true }).fill('0');
  await page.getByLabel('Show nodes').check();
  await page.getByLabel('Show lines from node to transmitter').check();
  await expect(page).toHaveURL(/lines=1/);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('db0');
  await expect(page.getByLabel('Online only')).not.toBeChecked();
  await expect(page.getByLabel('Widerange only')).toBeChecked();
  await expect(page.getByLabel('Timeslots', { exact: true })).toHaveValue('0');
  await expect(page.getByLabel('Show lines from node to transmitter')).toBeChecked();
  const url = new URL(page.url());
  expect(url.searchParams.get('zoom')).toBe('12');

  // The view came back too: at zoom 12 over Aachen only db0abc is in view, so one question.
  await page.getByLabel('Show nodes').uncheck();
  await page.getByLabel('Filter by timeslot').uncheck();
  await showAllCoverageOfDb0abc(page);
  await expect(coverageImages(page)).toHaveCount(0);
});

// The map's tiles come from another server: a first visit connects to it as soon as the
// configuration names it, not after the page's first render (issue 9). A list has no map.
test('a first visit to the map connects to the tile server early; a list does not', async ({
  page,
}) => {
  const tileHints = page.locator('head link[rel="preconnect"]');
  const config = (await (await page.request.get('/config.json')).json()) as { tileUrl: string };
  const tileOrigin = new URL(config.tileUrl.replaceAll(/\{[^}]*\}/g, '0')).origin;

  await signIn(page, ADMIN, '/transmitters/map');
  await expect(page.getByRole('region', { name: /map/i }).first()).toBeVisible();
  await expect(tileHints).toHaveCount(1);
  await expect(tileHints).toHaveAttribute('href', tileOrigin);

  await page.goto('/calls');
  await expect(page.getByRole('table', { name: 'Calls' })).toBeVisible();
  await expect(tileHints).toHaveCount(0);
});

// The map page's first screen is plain HTML: the UI kit, which only its side panel is made of,
// is asked for once the tiles are, so that on a phone it does not hold them up (issue 9).
test("a first visit to the map asks for its tiles before the side panel's UI kit", async ({
  page,
}) => {
  const config = (await (await page.request.get('/config.json')).json()) as { tileUrl: string };
  const tileOrigin = new URL(config.tileUrl.replaceAll(/\{[^}]*\}/g, '0')).origin;
  await page.route(`${tileOrigin}/**`, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"/>',
    }),
  );
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(tileOrigin)) asked.push('tile');
    else if (/\/assets\/kit-[\w-]+\.js$/.test(url)) asked.push('kit');
  });

  await signIn(page, ADMIN, '/transmitters/map');
  await expect(page.getByRole('button', { name: 'Show all coverage' })).toBeVisible();
  expect(asked).toContain('kit');
  expect(asked.indexOf('tile')).toBeGreaterThanOrEqual(0);
  expect(asked.indexOf('tile')).toBeLessThan(asked.indexOf('kit'));
});

test.describe('the map in German', () => {
  test.use({ language: 'de' });

  test('names its zoom buttons in the interface language', async ({ page }) => {
    await signIn(page, ADMIN, '/transmitters/map');
    await expect(page.getByRole('button', { name: 'Vergrößern' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verkleinern' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
  });
});
