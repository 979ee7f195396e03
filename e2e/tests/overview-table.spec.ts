import type { Page } from '@playwright/test';
import { ADMIN, ADMIN_AUTH, expect, login, test, userMenu, signIn, uniqueName } from './fixtures';
import { searchBox, table } from './pages';

const calls = (page: Page) => table(page, 'Calls');
const users = (page: Page) => table(page, 'Users');
const pageInput = (page: Page) => page.getByRole('spinbutton', { name: 'Page' });
const bodyRows = (table: ReturnType<Page['getByRole']>) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell') });

/** The words of these cells that the browser drew over more than one line. */
function wordsOnTwoLines(cells: Element[]): string[] {
  const broken: string[] = [];
  for (const cell of cells) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}

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
    await searchBox(page).fill('true');
    await expect(page.getByText('No matching entries.')).toBeVisible();
    await searchBox(page).fill('YES');
    await expect(bodyRows(users(page))).not.toHaveCount(0);
    for (const text of await bodyRows(users(page)).allTextContents()) expect(text).toContain('Yes');
    await searchBox(page).fill('DL1ABC@EXAMPLE');
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
    // The Sender column: the fifth (the emergency flag is a badge in the message's cell).
    const ascending = await bodyRows(calls(page)).locator('td:nth-child(5)').allTextContents();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await sender.getByRole('button').click();
    await expect(sender).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(calls(page)).first().locator('td:nth-child(5)')).not.toHaveText(
      ascending[0] ?? '',
    );
    const descending = await bodyRows(calls(page)).locator('td:nth-child(5)').allTextContents();
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

  test('a page number out of range goes to the nearest page', async ({ page }) => {
    await page.goto('/calls');
    await expect(bodyRows(calls(page))).toHaveCount(10);
    const pages = await pageCount(page);
    await pageInput(page).fill('99');
    await expect(pageInput(page)).toHaveValue(String(pages));
    await expect(page).toHaveURL(new RegExp(`page=${pages}`));
    await pageInput(page).fill('0');
    await expect(pageInput(page)).toHaveValue('1');
  });

  test('a click anywhere on a sortable header sorts', async ({ page }) => {
    await page.goto('/calls');
    const message = calls(page).getByRole('columnheader', { name: 'Message' });
    await expect(message).toHaveAttribute('aria-sort', 'none');
    // Far from the header's words, in the corner of the cell.
    const box = (await message.boundingBox())!;
    await page.mouse.click(box.x + box.width - 3, box.y + box.height - 3);
    await expect(message).toHaveAttribute('aria-sort', 'ascending');
  });

  test('the table state lives in the URL: reload and a shared link', async ({ page, browser }) => {
    await page.goto('/calls');
    await searchBox(page).fill('dl');
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

    // Someone else (signed in in their own browser) opens the link.
    const shared = await browser.newPage();
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
      // The app asks for the calls newest first (?order=newest-first); the path is the list's.
      (request) =>
        request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/api/calls'),
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

test.describe('long texts and pagers in the overview table', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, ADMIN);
  });

  test('a long description leaves the row actions in view', async ({ page, request }) => {
    const name = uniqueName('long');
    const headers = { Authorization: ADMIN_AUTH };
    const created = await request.put(`/api/transmitterGroups/${name}`, {
      headers,
      data: { description: 'W'.repeat(60), transmitterNames: ['db0abc'], ownerNames: ['admin'] },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    try {
      // The widest table (transmitters) and one with a 60-character word.
      for (const [path, label] of [
        ['/transmitters', 'Transmitters'],
        [`/transmitters/groups?q=${name}`, 'Transmitter groups'],
      ] as const) {
        await page.goto(path);
        const region = page.getByRole('region', { name: label });
        const row = bodyRows(page.getByRole('table', { name: label })).first();
        const actions = row.getByRole('link', { name: /^Edit / }).or(row.getByRole('button'));
        await expect(actions.first()).toBeVisible();
        const visible = (await region.boundingBox())!;
        for (const action of await actions.all()) {
          const box = (await action.boundingBox())!;
          expect(
            box.x + box.width,
            `${label}: ${await action.getAttribute('aria-label')}`,
          ).toBeLessThanOrEqual(visible.x + visible.width);
        }
        expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
          true,
        );
      }
    } finally {
      await request.delete(`/api/transmitterGroups/${name}`, { headers });
    }
  });

  // Header words are longer in most languages than in English: at 1366 px the transmitters
  // table (the widest) must still fit beside the side panel, not scroll sideways.
  for (const [language, title] of [
    ['de', 'Sender'],
    ['fr', 'Émetteurs'],
    ['es', 'Transmisores'],
  ] as const) {
    test.describe(`in ${language}`, () => {
      test.use({ language });

      test('the transmitters table fits beside the side panel', async ({ page }) => {
        await page.goto('/transmitters');
        const list = page.getByRole('table', { name: title, exact: true });
        await expect(bodyRows(list).first()).toBeVisible();
        const region = page.getByRole('region', { name: title, exact: true });
        const overflow = await region.evaluate(
          (element) => element.scrollWidth - element.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        // It fits without breaking a device's name inside a word ("UniPage/r 1.0.3").
        const devices = list.locator('td').filter({ hasText: /^UniPager \d/ });
        await expect(devices.first()).toBeVisible();
        expect(await devices.evaluateAll(wordsOnTwoLines)).toEqual([]);
      });
    });
  }

  test('each pager RIC sits beside its own name, also when the name wraps', async ({
    page,
    request,
  }) => {
    const name = uniqueName('pg');
    const headers = { Authorization: ADMIN_AUTH };
    const created = await request.put(`/api/callsigns/${name}`, {
      headers,
      data: {
        description: 'Two pagers',
        pagers: [
          { number: 1234567, name: 'Skyper of the club' },
          { number: 7654, name: 'Quix' },
        ],
        ownerNames: ['admin'],
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    try {
      await page.setViewportSize({ width: 900, height: 800 });
      await page.goto(`/subscribers?q=${name}`);
      const cell = bodyRows(page.getByRole('table', { name: 'Subscribers' }))
        .first()
        .getByRole('cell')
        .nth(2);
      const rics = cell.getByRole('term');
      const names = cell.getByRole('definition');
      await expect(rics).toHaveText(['1234567', '0007654']);
      await expect(names).toHaveText(['Skyper of the club', 'Quix']);
      const [firstRic, secondRic, firstName, secondName] = await Promise.all(
        [rics.nth(0), rics.nth(1), names.nth(0), names.nth(1)].map(
          async (item) => (await item.boundingBox())!,
        ),
      );
      expect(Math.abs(firstRic!.y - firstName!.y)).toBeLessThan(2);
      expect(Math.abs(secondRic!.y - secondName!.y)).toBeLessThan(2);
      // The second pager starts below all of the first one's name.
      expect(secondRic!.y).toBeGreaterThanOrEqual(firstName!.y + firstName!.height - 1);
    } finally {
      await request.delete(`/api/callsigns/${name}`, { headers });
    }
  });
});

test.describe('the overview table while loading (in German)', () => {
  test.use({ language: 'de' });

  test('a list on its way shows that it is loading, not an empty first page', async ({ page }) => {
    await signIn(page, ADMIN);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/callsigns', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/subscribers');
    const table = page.getByRole('table', { name: 'Teilnehmer' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.getByRole('cell', { name: 'Wird geladen …' })).toBeVisible();
    await expect(page.getByText(/^Einträge:/)).toHaveCount(0);
    await expect(page.getByRole('spinbutton', { name: 'Seite' })).toHaveCount(0);

    release();
    await expect(bodyRows(table)).toHaveCount(10);
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByText(/^Einträge: \d+$/)).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Seite' })).toHaveValue('1');
  });
});
