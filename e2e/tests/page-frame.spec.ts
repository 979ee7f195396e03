import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { holdScripts } from './held-scripts';
import { refuseLiveStream } from './live-stream';

/**
 * A page that is not prerendered comes with its title in the static frame, in the visitor's
 * language, before any of the app's scripts has run (web/README.md, "First visit"); the app's
 * first render then puts its own title in the same place. The scripts are held back here to see
 * what the HTML alone shows.
 */

/** A phone's screen (Lighthouse's mobile one) and a desktop's. */
const SCREENS = [
  { screen: 'phone', viewport: { width: 412, height: 823 } },
  { screen: 'desktop', viewport: { width: 1350, height: 940 } },
];

/**
 * Adds up every layout shift of the document from its start: all of them, and those of the page
 * area (`<main>` and what is in it), where the frame's title is.
 */
async function recordShifts(page: Page): Promise<() => Promise<{ total: number; page: string[] }>> {
  await page.addInitScript(() => {
    const record = { total: 0, page: [] as string[] };
    (window as unknown as { __shifts: typeof record }).__shifts = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
      }[]) {
        record.total += entry.value;
        for (const { node, previousRect, currentRect } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element?.closest('main')) continue;
          const rect = (box: DOMRect) => `${box.x},${box.y} ${box.width}x${box.height}`;
          record.page.push(`${element.tagName} ${rect(previousRect)} -> ${rect(currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __shifts: { total: number; page: string[] } }).__shifts,
    );
}

/** Tells the server the language picked in the app, as the app's cookie does. */
async function pickedLanguage(page: Page, baseURL: string | undefined, language: string) {
  await page
    .context()
    .addCookies([{ name: 'dapnet-language', value: language, url: baseURL ?? '' }]);
}

/** The admin, signed in, whose server is told German by the app's cookie; no live stream. */
async function adminWithGermanCookie(page: Page, baseURL: string | undefined) {
  await refuseLiveStream(page);
  await signIn(page, ADMIN);
  await pickedLanguage(page, baseURL, 'de');
}

test.describe('in German', () => {
  test.use({ language: 'de' });

  for (const { screen, viewport } of SCREENS) {
    test(`a signed-in visit shows the title before the scripts, and the app's stays in its place (${screen})`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await adminWithGermanCookie(page, baseURL);
      const shifts = await recordShifts(page);
      const release = await holdScripts(page);
      await page.goto('/transmitters', { waitUntil: 'domcontentloaded' });
      const title = page.getByRole('heading', { level: 1, name: 'Sender' });
      await expect(title).toBeVisible();
      // Only the frame: the app's shell (its skip link, its navigation) is not there yet.
      const skipLink = page.getByRole('link', { name: 'Zum Hauptinhalt springen' });
      await expect(skipLink).toHaveCount(0);
      const framed = await title.boundingBox();

      await release();
      await expect(page.getByRole('row').nth(3)).toBeVisible();
      await expect(skipLink).toHaveCount(1);
      await expect(page.locator('[data-page-frame]')).toHaveCount(0);
      // The app's own title, where the frame's was.
      expect(await title.boundingBox()).toEqual(framed);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      // Nothing in the page area moves; anything else (the navigation bar's counts arriving)
      // stays below Lighthouse's target, as layout-shift.spec.ts holds every page to.
      const { total, page: moved } = await shifts();
      expect(moved).toEqual([]);
      expect(total).toBeLessThan(0.02);
      // The app's page works: the skip link leads the keyboard to the page.
      await page.keyboard.press('Tab');
      await expect(skipLink).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    });
  }

  test("a signed-in visit asks for the German texts with the page's code, before any script runs", async ({
    page,
    baseURL,
  }) => {
    await adminWithGermanCookie(page, baseURL);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    const release = await holdScripts(page);
    await page.goto('/transmitters', { waitUntil: 'domcontentloaded' });
    // The German catalogue is asked for while the start-up script is still held back.
    await expect
      .poll(() => scripts.some((path) => /^\/assets\/de-[\w-]+\.js$/.test(path)))
      .toBe(true);
    await release();
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    expect(scripts.filter((path) => /^\/assets\/de-/.test(path))).toHaveLength(1);
  });

  test('a German visit downloads no English texts: no catalogue is part of the start-up script', async ({
    page,
    baseURL,
    request,
  }) => {
    await adminWithGermanCookie(page, baseURL);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto('/transmitters');
    await expect(page.getByRole('heading', { level: 1, name: 'Sender' })).toBeVisible();
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    // English's two parts (lib/i18n.ts): the public pages' texts and the rest.
    expect(scripts.filter((path) => /^\/assets\/(start-up|rest)-/.test(path))).toEqual([]);
    expect(scripts.filter((path) => /^\/assets\/de-/.test(path))).toHaveLength(1);
    const startUp = scripts.find((path) => /^\/assets\/index-[\w-]+\.js$/.test(path));
    expect(startUp).toBeDefined();
    const code = await (await request.get(startUp!)).text();
    expect(code).not.toContain('Skip to main content');
  });

  test('a signed-out visit shows no title from the frame: the app sends them elsewhere', async ({
    page,
    baseURL,
  }) => {
    await pickedLanguage(page, baseURL, 'de');
    const release = await holdScripts(page);
    await page.goto('/transmitters', { waitUntil: 'domcontentloaded' });
    // In the HTML, but not shown.
    await expect(page.locator('main h1')).toHaveText('Sender');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await release();
    await expect(page.getByRole('heading', { level: 1, name: 'Sender' })).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/transmitters$/);
  });
});

test('a frame in another language than the app will show is not shown', async ({
  page,
  baseURL,
}) => {
  // The cookie says German, but this visitor's app speaks English (en-GB browser, no pick).
  await adminWithGermanCookie(page, baseURL);
  const release = await holdScripts(page);
  await page.goto('/transmitters', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main h1')).toHaveText('Sender');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Transmitters' })).toBeVisible();
  // The app keeps no cookie without a pick: the server goes by the browser's language again.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'dapnet-language')).toBeUndefined();
});
