import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';

const carousel = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const currentSlide = (page: Page) => carousel(page).getByRole('group');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const marker = (page: Page, name: string) =>
  page.getByRole('button', { name: `${name}: show or hide its coverage` });

test.describe('home page, logged out', () => {
  test('the carousel moves on every five seconds and holds under the pointer', async ({ page }) => {
    // The page's clock is ours: five seconds pass when the test says so, not in real time.
    await page.clock.install();
    await page.goto('/');
    await expect(carousel(page)).toBeVisible();
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 10');
    await expect(currentSlide(page).getByRole('heading')).toHaveText('Welcome to DAPNET Web!');
    // A slide without a link shows no link, only its text and image.
    await expect(currentSlide(page).getByRole('link')).toHaveCount(0);

    await page.clock.runFor(4_000);
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 10');
    await page.clock.runFor(1_100);
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 10');
    await expect(
      currentSlide(page).getByRole('link', { name: /Read more in the wiki/ }),
    ).toHaveAttribute('target', '_blank');

    await carousel(page).hover();
    await page.clock.runFor(12_000);
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 10');

    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(currentSlide(page)).toHaveAccessibleName('3 of 10');
  });

  test('the carousel works with the keyboard and can be paused for good', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 10');
    await page.keyboard.press('Shift+Tab');
    await expect(carousel(page).getByRole('button', { name: /^Show slide 10:/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(currentSlide(page)).toHaveAccessibleName('10 of 10');
    await expect(currentSlide(page).getByRole('heading')).toHaveText(
      'Everything documented in the wiki',
    );
    await next.focus();
    await page.keyboard.press('Space');
    // It loops.
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 10');
    await carousel(page).getByRole('button', { name: 'Previous slide' }).press('Enter');
    await expect(currentSlide(page)).toHaveAccessibleName('10 of 10');

    // Focus inside holds the slide show.
    await page.clock.runFor(12_000);
    await expect(currentSlide(page)).toHaveAccessibleName('10 of 10');

    await carousel(page)
      .getByRole('button', { name: 'Stop the automatic slide show' })
      .press('Enter');
    await expect(
      carousel(page).getByRole('button', { name: 'Start the automatic slide show' }),
    ).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await page.clock.runFor(12_000);
    await expect(currentSlide(page)).toHaveAccessibleName('10 of 10');
  });

  test('with reduced motion the carousel does not start on its own', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(
      carousel(page).getByRole('button', { name: 'Start the automatic slide show' }),
    ).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 10');
  });

  test('news shows at most five stories, titled by their first line, without images', async ({
    page,
  }) => {
    await page.goto('/');
    const news = section(page, 'News');
    const items = news.getByRole('listitem');
    await expect(items).toHaveCount(5);
    await expect(items.first()).toHaveText(
      /^Core maintenance on 21 November, 20:00-22:00 UTC \(opens in a new tab\)$/,
    );
    await expect(news).not.toContainText('The core nodes are updated');
    // The embedded feed's image items (a photo and a coverage image) are left out.
    await expect(news).not.toContainText('Photo: the new antenna');
    await expect(news).not.toContainText('Coverage map of the Benelux');
    const link = news.getByRole('link').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the statistics show the numbers of GET stats', async ({ page, request }) => {
    const stats = await (await request.get('/api/stats')).json();
    await page.goto('/');
    const box = section(page, 'Network statistics');
    const value = (label: string) =>
      box.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Calls')).toHaveText(String(stats.calls));
    await expect(value('Rubric content')).toHaveText(String(stats.news));
    await expect(value('Rubrics')).toHaveText(String(stats.rubrics));
    await expect(value('Users')).toHaveText(String(stats.users));
    await expect(value('Transmitters (online / total)')).toHaveText(
      `${stats.transmittersOnline} / ${stats.transmittersTotal}`,
    );
    await expect(value('Nodes (online / total)')).toHaveText(
      `${stats.nodesOnline} / ${stats.nodesTotal}`,
    );
  });

  test('the small map shows the online transmitters, without a link to the full map', async ({
    page,
    request,
  }) => {
    const transmitters: { name: string; status: string }[] = await (
      await request.get('/api/transmitters')
    ).json();
    const online = transmitters.filter((transmitter) => transmitter.status === 'ONLINE');
    const offline = transmitters.find((transmitter) => transmitter.status !== 'ONLINE');
    await page.goto('/');
    const map = section(page, 'Online transmitters');
    await expect(map.getByRole('region', { name: 'Map of the online transmitters' })).toBeVisible();
    await expect(map.getByRole('button', { name: /: show or hide its coverage$/ })).toHaveCount(
      online.length,
    );
    await expect(map).toContainText(`Online transmitters: ${online.length}.`);
    if (offline) await expect(marker(page, offline.name)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the full map view' })).toHaveCount(0);
  });

  test('a marker toggles its coverage overlay, by click and by keyboard', async ({ page }) => {
    await page.goto('/');
    const overlay = page.getByRole('img', { name: 'Predicted coverage of db0ber' });
    await expect(marker(page, 'db0ber')).toHaveAttribute('aria-pressed', 'false');
    await marker(page, 'db0ber').click();
    await expect(overlay).toBeAttached();
    await expect(overlay).toHaveAttribute('src', /\/assets\/coverage\/db0ber\.png$/);
    await expect(overlay).toHaveCSS('opacity', '0.8');
    await expect(marker(page, 'db0ber')).toHaveAttribute('aria-pressed', 'true');

    await marker(page, 'db0ber').click();
    await expect(overlay).toHaveCount(0);

    await marker(page, 'db0ber').focus();
    await page.keyboard.press('Enter');
    await expect(overlay).toBeAttached();
  });

  test('a failing feed and failing statistics show the home error texts', async ({ page }) => {
    await page.route('**/services/feed.xml', (route) => route.abort());
    await page.route('**/api/stats', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/');
    await expect(section(page, 'News').getByRole('alert')).toHaveText(
      'Unable to reach API server. Please try again later.',
    );
    await expect(section(page, 'Network statistics').getByRole('alert')).toHaveText(
      'Unhandled HTTP error 500. Please try again later.',
    );
    // The rest of the page still works.
    await expect(carousel(page)).toBeVisible();

    await page.unroute('**/api/stats');
    await section(page, 'Network statistics')
      .getByRole('button', { name: /^Refresh/ })
      .click();
    await expect(section(page, 'Network statistics').getByRole('alert')).toHaveCount(0);
    await expect(section(page, 'Network statistics')).toContainText('Calls');
  });

  test('the project list links to the DAPNET projects in new tabs', async ({ page }) => {
    await page.goto('/');
    const projects = section(page, 'Projects');
    await expect(projects.getByRole('link', { name: /^DAPNET Core/ })).toHaveAttribute(
      'href',
      'https://github.com/DecentralizedAmateurPagingNetwork/Core',
    );
    await expect(projects.getByRole('link', { name: /^UniPager/ })).toHaveAttribute(
      'href',
      'https://github.com/rwth-afu/UniPager',
    );
    await expect(projects.getByRole('link')).toHaveCount(6);
  });

  test('axe finds no serious or critical violation', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await expect(marker(page, 'db0ber')).toBeVisible();
    await expect(section(page, 'News').getByRole('listitem')).toHaveCount(5);
    await marker(page, 'db0ber').click();
    await expectNoSeriousViolations(page, 'home with an open popup');
  });
});

test.describe('home page, logged in', () => {
  test('links to the full map', async ({ page }) => {
    await login(page, { name: 'db9xyz', password: 'pager73' });
    // Logging in leads home.
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to DAPNET' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Go to the full map view' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/transmitters\/map$/);
  });
});

test.describe('home page, first visit', () => {
  test.use({ returningVisitor: false });

  test('the award pop-up shows once, over the full home page', async ({ page }) => {
    await page.goto('/');
    // It waits for the cookie notice to be acknowledged, so the two never stack.
    await page
      .getByRole('region', { name: 'Cookie notice' })
      .getByRole('button', { name: 'OK' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(carousel(page)).toBeVisible();
    await page.reload();
    await expect(section(page, 'Network statistics')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
