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
