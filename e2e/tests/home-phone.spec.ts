import { expect, test } from './fixtures';

/**
 * On a phone the home page's first screen ends below the map's heading: the map (Leaflet, the
 * largest part of a first visit) loads once it is scrolled into view, not with the page.
 */
test.use({ viewport: { width: 412, height: 823 } });

test('on a phone the small map loads once it is scrolled into view', async ({ page }) => {
  const mapCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/map-[\w-]{8}\.js$/.test(request.url())) mapCode.push(request.url());
  });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Online transmitters', exact: true });
  const map = section.getByRole('region', { name: 'Map of the online transmitters' });
  // The page has settled (its statistics are in) and still neither shows nor fetched the map.
  await expect(page.getByRole('term').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(map).toHaveCount(0);
  expect(mapCode).toEqual([]);

  await section.getByRole('heading').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect(map).toBeVisible();
  expect(mapCode).toHaveLength(1);
});
