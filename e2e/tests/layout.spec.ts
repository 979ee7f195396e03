import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  if (!found) throw new Error('no bounding box');
  return found;
}

/** The page's content: from the left edge of its title to the right edge of its side column. */
async function contentEdges(page: Page, side: Locator) {
  const title = await box(page.getByRole('heading', { level: 1 }));
  const aside = await box(side);
  return { left: Math.round(title.x), width: Math.round(aside.x + aside.width - title.x) };
}

test('a list and its form share one left edge and width on a desktop', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, '/subscribers');
  await expect(page.getByRole('table', { name: 'Subscribers' })).toBeVisible();
  const list = await contentEdges(
    page,
    page.getByRole('complementary', { name: 'Actions and statistics' }),
  );

  await page.goto('/subscribers/new');
  await expect(page.getByRole('group', { name: 'New subscriber' })).toBeVisible();
  const form = await contentEdges(page, page.getByRole('complementary', { name: 'Information' }));
  expect(form).toEqual(list);
});

test('on a phone the list comes before the side panel', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN, '/subscribers');
  const table = await box(page.getByRole('table', { name: 'Subscribers' }));
  const side = await box(page.getByRole('complementary', { name: 'Actions and statistics' }));
  expect(table.y).toBeLessThan(side.y);
});

test('on a phone the carousel dots stay on one row', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const dots = page
    .getByRole('region', { name: 'Highlights' })
    .getByRole('button', { name: /^Show slide \d+:/ });
  await expect(dots).toHaveCount(10);
  const rows = new Set<number>();
  for (const dot of await dots.all()) rows.add(Math.round((await box(dot)).y));
  expect([...rows]).toHaveLength(1);
});

test('a heading keeps the space its page gives it below, wherever the build puts its styles', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/login');
  const heading = await box(page.getByRole('heading', { name: 'Information' }));
  const text = await box(page.getByText(/^You need to log in/));
  // The page asks for a small gap (layout mbXs); the heading's own margin reset must not undo it.
  expect(text.y - (heading.y + heading.height)).toBeGreaterThanOrEqual(8);
});

/** The red and blue of a CSS colour value ("rgb(r, g, b)"). */
function redAndBlue(color: string): { red: number; blue: number } {
  const [red = 0, , blue = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return { red, blue };
}

test("the map panel's buttons look like every page's: a light one is tinted in the app's red", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, '/transmitters/map');
  const button = page.getByRole('button', { name: 'Show all coverage' });
  await expect(button).toBeVisible();
  const text = redAndBlue(await button.evaluate((el) => getComputedStyle(el).color));
  expect(text.red).toBeGreaterThan(text.blue);
  const tint = redAndBlue(await button.evaluate((el) => getComputedStyle(el).backgroundColor));
  expect(tint.red).toBeGreaterThan(tint.blue);
});

test("a picker's border is the text fields' border in the same form", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN, '/subscribers/edit/dl1abc');
  const description = page.getByRole('textbox', { name: /^Description/ });
  await expect(description).toBeVisible();
  // The box the eye sees: the nearest element with a border (a picker's input sits inside one).
  const borderOf = (locator: Locator) =>
    locator.evaluate((start) => {
      for (let el: Element | null = start; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (parseFloat(style.borderTopWidth) > 0) return style.borderTopColor;
      }
      return 'none';
    });
  const owners = page.getByRole('combobox', { name: 'Owners' });
  await expect(owners).toBeVisible();
  expect(await borderOf(owners)).toBe(await borderOf(description));
});
