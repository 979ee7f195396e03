import type { Page } from '@playwright/test';
import { ADMIN, expect, login, test, userMenu, signIn } from './fixtures';

const calls = (page: Page) => page.getByRole('table', { name: 'Calls' });
const users = (page: Page) => page.getByRole('table', { name: 'Users' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const pageInput = (page: Page) => page.getByRole('spinbutton', { name: 'Page' });
const bodyRows = (table: ReturnType<Page['getByRole']>) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell') });

async function pageCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('form', { name: 'Pages' })
    .getByText(/^of \d+$/)
    .textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

test.describe('the shared overview table', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('search matches what the cells show, ignoring case', async ({ page }) => {
    await page.goto('/users');
    await expect(bodyRows(users(page)).first()).toContainText('admin');
    // The admin column shows Yes/No: the underlying true/false is not searchable.
    await search(page).fill('true');
    await expect(page.getByText('No entries found.')).toBeVisible();
    await search(page).fill('YES');
    await expect(bodyRows(users(page))).not.toHaveCount(0);
    for (const text of await bodyRows(users(page)).allTextContents()) expect(text).toContain('Yes');
    await search(page).fill('DL1ABC@EXAMPLE');
    await expect(bodyRows(users(page))).toHaveCount(1);
    await expect(bodyRows(users(page))).toContainText('dl1abc@example.org');
    await expect(page).toHaveURL(/[?&]q=DL1ABC%40EXAMPLE/);
  });

  test('sorts with aria-sort, the first column initially', async ({ page }) => {
    await page.goto('/calls');
    const time = calls(page).getByRole('columnheader', { name: 'Time' });
    const sender = calls(page).getByRole('columnheader', { name: 'Sender' });
    await expect(time).toHaveAttribute('aria-sort', 'descending');
    await expect(sender).toHaveAttribute('aria-sort', 'none');

    await sender.getByRole('button').click();
    await expect(sender).toHaveAttribute('aria-sort', 'ascending');
    await expect(time).toHaveAttribute('aria-sort', 'none');
    await expect(page).toHaveURL(/sort=owner/);
    const ascending = await bodyRows(calls(page)).locator('td:nth-child(6)').allTextContents();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await sender.getByRole('button').click();
    await expect(sender).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(calls(page)).first().locator('td:nth-child(6)')).not.toHaveText(
      ascending[0] ?? '',
    );
    const descending = await bodyRows(calls(page)).locator('td:nth-child(6)').allTextContents();
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a)));
  });

  test('pages of ten: next, previous and a typed page number', async ({ page }) => {
    await page.goto('/calls');
    await expect(bodyRows(calls(page))).toHaveCount(10);
    const pages = await pageCount(page);
    expect(pages).toBeGreaterThanOrEqual(3);
    await expect(pageInput(page)).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const firstPage = await bodyRows(calls(page)).first().textContent();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(pageInput(page)).toHaveValue('2');
    await expect(page).toHaveURL(/page=2/);
    await expect(bodyRows(calls(page)).first()).not.toHaveText(firstPage ?? '');
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(pageInput(page)).toHaveValue('1');
    await expect(bodyRows(calls(page)).first()).toHaveText(firstPage ?? '');

    await pageInput(page).fill(String(pages));
    await expect(page).toHaveURL(new RegExp(`page=${pages}`));
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(bodyRows(calls(page)).first()).toBeVisible();
  });

  test('the table state lives in the URL: reload and a shared link', async ({ page, context }) => {
    await page.goto('/calls');
    await search(page).fill('dl');
    await calls(page).getByRole('columnheader', { name: 'Message' }).getByRole('button').click();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(pageInput(page)).toHaveValue('2');
    const url = page.url();
    expect(url).toMatch(/q=dl/);
    expect(url).toMatch(/sort=message/);
    expect(url).toMatch(/page=2/);
    const shown = await bodyRows(calls(page)).allTextContents();

    const check = async (target: Page) => {
      await expect(target.getByRole('searchbox', { name: 'Search' })).toHaveValue('dl');
      await expect(calls(target).getByRole('columnheader', { name: 'Message' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(pageInput(target)).toHaveValue('2');
      await expect(bodyRows(calls(target))).toHaveText(shown);
    };
    await page.reload();
    await check(page);

    // Someone else (signed in in their own tab) opens the link.
    const shared = await context.newPage();
    await login(shared, ADMIN);
    await expect(userMenu(shared)).toHaveText(ADMIN.name);
    await shared.goto(url);
    await check(shared);
    await shared.close();
  });

  test('the refresh button loads the list again', async ({ page }) => {
    await page.goto('/calls');
    await expect(bodyRows(calls(page))).toHaveCount(10);
    const reload = page.waitForRequest(
      (request) => request.method() === 'GET' && request.url().endsWith('/api/calls'),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await reload;
    await expect(bodyRows(calls(page))).toHaveCount(10);
  });

  test('on a phone the rows become cards with a sort select', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/calls');
    await expect(bodyRows(calls(page))).toHaveCount(10);
    // The header row is kept for screen readers but takes no room; each row is a card of lines.
    const header = await calls(page).getByRole('rowgroup').first().boundingBox();
    expect(header?.width ?? 0).toBeLessThanOrEqual(1);
    const cells = bodyRows(calls(page)).first().getByRole('cell');
    const [time, subscribers] = [
      await cells.nth(0).boundingBox(),
      await cells.nth(1).boundingBox(),
    ];
    expect(subscribers!.y).toBeGreaterThan(time!.y);
    const sortBy = page.getByLabel('Sort by');
    await expect(sortBy).toBeVisible();
    await sortBy.selectOption({ label: 'Sender (ascending)' });
    await expect(page).toHaveURL(/sort=owner/);
    const width = await bodyRows(calls(page))
      .first()
      .evaluate((row) => row.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(360);
  });
});
