import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { refuseLiveStream } from './live-stream';

/**
 * Nothing moves while a page loads (issue 9, point 4): what arrives later (the route's code, the
 * UI kit, the list, the map, the versions line, the footer's links) takes space reserved for
 * it. Every layout shift the browser reports without recent input is added up (stricter than
 * the CLS metric, which takes only the worst window) and must stay below 0.02, Lighthouse's
 * target. The shifted elements are named in the failure message, to find the source.
 */

const LIMIT = 0.02;
// The screens of Lighthouse's mobile and desktop presets.
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };

/** The pages Lighthouse measures (bench/lighthouse.ts), each with what shows it is complete. */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    ready: (page) => expect(page.getByRole('term').first()).toBeVisible(),
  },
  {
    path: '/version',
    ready: (page) => expect(page.getByRole('contentinfo').getByText(/\d+\.\d+/)).toBeVisible(),
  },
  { path: '/calls', ready: (page) => expect(page.getByRole('row').nth(3)).toBeVisible() },
  { path: '/transmitters', ready: (page) => expect(page.getByRole('row').nth(3)).toBeVisible() },
  {
    path: '/transmitters/map',
    ready: (page) => expect(page.getByRole('region', { name: /map/i }).first()).toBeVisible(),
  },
];

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the document from its start (registered before any script). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const label = node.getAttribute('aria-label') ?? node.id;
      return `${node.tagName.toLowerCase()}${label ? ` "${label}"` : ''}.${node.className}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: entry.sources.map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Loads a page as a first visit would, waits until it is complete and has settled. */
async function shiftsOf(page: Page, { path, ready }: (typeof PAGES)[number]) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready(page);
  // Two frames, so a shift caused by the last change is reported.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { total, shifts };
}

/** A phone shows every page; a desktop the ones whose layout differs most from a phone's. */
const DEVICES = [
  { device: 'a phone', viewport: PHONE, paths: PAGES.map((entry) => entry.path) },
  { device: 'a desktop', viewport: DESKTOP, paths: ['/', '/calls', '/transmitters'] },
];

for (const { device, viewport, paths } of DEVICES) {
  test(`no page moves while it loads on ${device}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordShifts(page);
    await refuseLiveStream(page);
    await signIn(page, ADMIN);
    const found: string[] = [];
    for (const entry of PAGES.filter(({ path }) => paths.includes(path))) {
      const { total, shifts } = await shiftsOf(page, entry);
      if (total >= LIMIT)
        found.push(`${entry.path}: ${total.toFixed(3)} ${JSON.stringify(shifts)}`);
    }
    expect(found, 'pages that shift').toEqual([]);
  });
}

test.describe('a first visit', () => {
  test.use({ returningVisitor: false });

  // The home page, /login and /version come prerendered in the HTML (web/scripts/prerender.ts):
  // taking them over must not move them either, on either screen (/version's versions arrive
  // after the takeover).
  const PRERENDERED = [
    PAGES[0]!,
    {
      path: '/login',
      ready: (page: Page) => expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible(),
    },
    PAGES[1]!,
  ];
  for (const entry of PRERENDERED) {
    test(`the prerendered ${entry.path} does not move when the app takes it over`, async ({
      page,
    }) => {
      await recordShifts(page);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.context().clearCookies();
        await page.evaluate(() => localStorage.clear()).catch(() => {});
        const { total, shifts } = await shiftsOf(page, entry);
        expect(total, JSON.stringify(shifts)).toBeLessThan(LIMIT);
        await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
      }
    });
  }
});

test.describe('a list whose rows come after its code', () => {
  /** Whether the page ever showed a table still loading its rows. */
  async function recordLoadingTables(page: Page): Promise<() => Promise<boolean>> {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('table[aria-busy="true"]'))
          (window as unknown as { __sawLoading: boolean }).__sawLoading = true;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    return () =>
      page.evaluate(() => Boolean((window as unknown as { __sawLoading?: boolean }).__sawLoading));
  }

  /** Holds back the transmitters list's answers by `ms`. */
  async function slowTransmitters(page: Page, ms: number) {
    await page.route('**/api/transmitters', async (route) => {
      await new Promise((done) => setTimeout(done, ms));
      await route.continue();
    });
  }

  // Shown loading and then complete, the rows would move everything below them on a desktop,
  // where ten rows are taller than the room a loading table keeps.
  test('is shown with them when they come soon after', async ({ page }) => {
    const sawLoading = await recordLoadingTables(page);
    await slowTransmitters(page, 150);
    await signIn(page, ADMIN, '/transmitters');
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    expect(await sawLoading()).toBe(false);
  });

  test('is shown loading when they are slow, without waiting for them', async ({ page }) => {
    const sawLoading = await recordLoadingTables(page);
    await slowTransmitters(page, 2500);
    await signIn(page, ADMIN, '/transmitters');
    await expect(page.getByRole('table', { name: 'Transmitters' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page.getByRole('row').nth(3)).toBeVisible();
    expect(await sawLoading()).toBe(true);
  });
});
