import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { createUser, deleteUser, expect, signIn, test } from './fixtures';
import { holdScripts } from './held-scripts';
import { refuseLiveStream } from './live-stream';

/**
 * The new-call page's static frame is its whole first screen (web/README.md, "The static
 * frame"): the empty form and the help beside it, from the HTML, before any of the app's scripts
 * has run; the app's form then puts each of its parts in the same place. The scripts are held
 * back here to see what the HTML alone shows. The test-page section, which a user who owns a
 * pager gets below the buttons, is not in the frame (it needs their data): it moves nothing.
 */

const SCREENS = [
  { screen: 'desktop', viewport: { width: 1366, height: 900 } },
  // Lighthouse's phone, and a smaller one.
  { screen: 'phone', viewport: { width: 412, height: 823 } },
  { screen: 'small phone', viewport: { width: 390, height: 844 } },
];

/** The page's parts that the frame draws, found as a user finds them. */
function parts(page: Page) {
  const form = page.getByRole('group', { name: 'New call' });
  return {
    title: page.getByRole('heading', { level: 1, name: 'New call' }),
    message: page.getByRole('textbox', { name: /^Message/ }),
    subscribers: form.getByRole('combobox', { name: /^Subscribers/ }),
    groups: form.getByRole('combobox', { name: /^Transmitter groups/ }),
    emergency: page.getByRole('checkbox', { name: 'High priority (emergency)' }),
    submit: page.getByRole('button', { name: 'Submit' }),
    abort: page.getByRole('link', { name: 'Abort' }),
    help: page.getByRole('complementary', { name: 'Information' }).getByText(/^A call pages/),
  };
}

async function boxesOf(locators: Record<string, Locator>) {
  const boxes: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
  for (const [name, locator] of Object.entries(locators)) boxes[name] = await locator.boundingBox();
  return boxes;
}

for (const { screen, viewport } of SCREENS) {
  test(`a signed-in visit to the new-call page shows its form before the scripts, and the app's form stays in its place (${screen})`, async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'frame');
    await page.setViewportSize(viewport);
    await refuseLiveStream(page);
    await signIn(page, user);
    const release = await holdScripts(page);
    await page.goto('/calls/new', { waitUntil: 'domcontentloaded' });

    const framed = parts(page);
    for (const part of Object.values(framed)) await expect(part).toBeVisible();
    // Only the frame: the app's shell (its skip link) is not there yet, and the frame takes no
    // typing the app would lose.
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toHaveCount(0);
    await expect(page.locator('[data-page-frame]')).toHaveAttribute('inert', '');
    await expect(framed.message).toHaveValue('');
    const before = await boxesOf(framed);

    await release();
    await expect(skipLink).toHaveCount(1);
    await expect(page.locator('[data-page-frame]')).toHaveCount(0);
    // The app's form, with the user's name in front of the message and the count it leaves.
    const prefix = `${user.name.toUpperCase()}: `;
    await expect(page.getByText(prefix, { exact: true })).toBeVisible();
    await expect(page.getByText(`Characters left: ${80 - prefix.length}`)).toBeVisible();
    const after = await boxesOf(parts(page));
    for (const [name, box] of Object.entries(before)) {
      const moved = after[name]!;
      expect(box, name).not.toBeNull();
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(moved[side] - box![side]), `${name}: ${side}`).toBeLessThanOrEqual(1);
      }
    }
    await deleteUser(request, user.name);
  });
}

test("a pager owner's test page comes below the buttons: nothing of the frame moves (phone)", async ({
  page,
}) => {
  // f4abc owns the subscribers f1xyz and f4abc (the demo data).
  await page.setViewportSize({ width: 412, height: 823 });
  await refuseLiveStream(page);
  await signIn(page, { name: 'f4abc', password: 'pager73' });
  const release = await holdScripts(page);
  await page.goto('/calls/new', { waitUntil: 'domcontentloaded' });
  const { help, ...framed } = parts(page);
  await expect(framed.submit).toBeVisible();
  const before = await boxesOf(framed);

  await release();
  const testPage = page.getByRole('region', { name: 'Test page' });
  await expect(
    testPage.getByRole('button', { name: /^Send a test page to my pager/ }),
  ).toBeVisible();
  const after = await boxesOf(parts(page));
  for (const [name, box] of Object.entries(before)) {
    expect(Math.abs(after[name]!.y - box!.y), name).toBeLessThanOrEqual(1);
  }
  // The test page sits between the buttons and the help.
  const submitBottom = after.submit!.y + after.submit!.height;
  expect((await testPage.boundingBox())!.y).toBeGreaterThan(submitBottom);
  expect(after.help!.y).toBeGreaterThan((await testPage.boundingBox())!.y);
  void help;
});

test('a signed-out visit shows nothing of the form: the app sends them to the login', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/calls/new', { waitUntil: 'domcontentloaded' });
  // In the HTML, but not shown.
  await expect(page.locator('main h1')).toHaveText('New call');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.locator('main textarea')).toBeHidden();
  await release();
  await expect(page).not.toHaveURL(/\/calls\/new$/);
});

/** The calls catalogue of the web app, for the texts of every language. */
const catalogue = JSON.parse(
  readFileSync(new URL('../../web/src/locales/sections/calls.json', import.meta.url), 'utf8'),
) as Record<string, { new: string; info: string; fields: Record<string, string> }>;

/** Text as it is in the HTML: the few characters markup escapes, unescaped. */
const unescaped = (html: string) =>
  html
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

test("the new-call page's HTML holds the form in the language the visitor picked, in every language", async ({
  request,
}) => {
  for (const [language, texts] of Object.entries(catalogue)) {
    const response = await request.get('/calls/new', {
      headers: { cookie: `dapnet-language=${language}`, accept: 'text/html' },
    });
    const html = unescaped(await response.text());
    expect(html, language).toContain(`data-frame-language="${language}"`);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main, language).toContain(`<h1`);
    for (const text of [
      texts.new,
      texts.fields.message,
      texts.fields.subscribers,
      texts.fields.transmitterGroups,
      texts.fields.highPriority,
      texts.info,
    ]) {
      expect(main, `${language}: ${text}`).toContain(`>${text}<`);
    }
  }
});
