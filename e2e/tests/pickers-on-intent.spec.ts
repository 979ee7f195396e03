import { ADMIN, expect, signIn, test } from './fixtures';
import { refuseLiveStream } from './live-stream';

/**
 * A form's pickers are drawn closed and plain, and the UI kit's picker is fetched and takes the
 * closed one's place only when the user reaches for one (web/README.md, "First visit"): a
 * first visit to the new-call page that nobody touches fetches none of the kit, and what a quick
 * typist does before the kit's code is there counts.
 */
test('the new-call page fetches no kit until a picker is reached; early typing and Enter count', async ({
  page,
}) => {
  const posts: unknown[] = [];
  const kitFiles: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/assets\/(kit|pickers|feedback)-/.test(path)) kitFiles.push(path);
    if (request.method() === 'POST') posts.push(request.postDataJSON());
  });
  await refuseLiveStream(page);
  // The pickers' code comes slowly, as on a phone: the typing and Enter come before it.
  await page.route(/\/assets\/pickers-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signIn(page, ADMIN, '/calls/new');
  const subscribers = page.getByRole('combobox', { name: /^Subscribers/ });
  const groups = page.getByRole('combobox', { name: /^Transmitter groups/ });
  await expect(groups).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  expect(kitFiles).toEqual([]);

  // Typed and picked with Enter in the closed picker, which keeps the focus for the kit's.
  await page.getByRole('textbox', { name: /^Message/ }).fill('Early typist');
  await subscribers.focus();
  await page.keyboard.type('dl1ab');
  await page.keyboard.press('Enter');
  await expect.poll(() => kitFiles.some((path) => path.includes('/pickers-'))).toBe(true);
  // The kit's picker, once there, has the focus and the value picked before it came.
  await expect(subscribers).toHaveClass(/mantine/);
  await expect(subscribers).toBeFocused();
  await expect(subscribers).toHaveValue('');
  // With the list closed, the picked value's pill is what shows its name.
  await page.keyboard.press('Escape');
  await expect(page.getByText('dl1abc', { exact: true })).toBeVisible();

  // Pointing at a picker brings the kit's, in the very same place.
  const closedBox = await groups.boundingBox();
  await groups.hover();
  await expect(groups).toHaveClass(/mantine/);
  const openBox = await groups.boundingBox();
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(openBox![side] - closedBox![side]), side).toBeLessThanOrEqual(0.5);
  }

  await groups.click();
  await page.getByRole('option', { name: 'dl-all', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/calls');
  expect(posts).toEqual([
    {
      text: 'ADMIN: Early typist',
      callSignNames: ['dl1abc'],
      transmitterGroupNames: ['dl-all'],
      emergency: false,
    },
  ]);
});

test("typing in a single choice goes on where it was when the kit's picker takes over", async ({
  page,
}) => {
  await refuseLiveStream(page);
  // The pickers' code comes slowly, as on a phone: the kit's picker arrives mid-typing.
  await page.route(/\/assets\/pickers-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signIn(page, ADMIN, '/transmitters/sites');
  const owner = page.getByRole('combobox', { name: 'Owner' });
  await expect(owner).toHaveValue('admin');
  await owner.focus();
  // The shown owner selected and typed over, then the kit's picker comes.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('pa3');
  await expect(owner).toHaveClass(/mantine/);
  await expect(owner).toBeFocused();
  await expect(owner).toHaveValue('pa3');
  await page.keyboard.type('xyz');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]owner=pa3xyz/);
  await expect(owner).toHaveValue('pa3xyz');
});
