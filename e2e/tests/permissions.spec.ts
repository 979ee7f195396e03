import {
  DEMO_RECORDS,
  ENTITY_PAGES,
  expect,
  listPathOf,
  pathOf,
  type Records,
  signIn,
  test,
} from './fixtures';

// f4abc is a plain user of the demo data who owns f4abc (subscriber), f5dap (transmitter) and
// fr-all (group), and no rubric.
const PLAIN_USER = { name: 'f4abc', password: 'pager73' };
/** Records of the demo data that f4abc does not own: the demo records, and two others. */
const NOT_OWNED: Records = { ...DEMO_RECORDS, transmitterGroups: 'dl-all', users: 'db9xyz' };

test.use({ language: 'de' });

test('a plain user gets the permission message instead of a form they may not use', async ({
  page,
}) => {
  await signIn(page, PLAIN_USER);
  // Every page for admins, or for admins and owners, of a record f4abc does not own.
  const refused = ENTITY_PAGES.filter(({ page }) => ['admin', 'owner'].includes(page.access)).map(
    (entityPage) => [pathOf(entityPage, NOT_OWNED), listPathOf(entityPage.entity)] as const,
  );
  for (const [path, list] of refused) {
    await page.goto(path);
    await expect(page.getByRole('alert'), path).toContainText(
      'Keine Berechtigung für diese Anfrage.',
    );
    await expect(page.getByRole('button', { name: 'Absenden' }), path).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Zurück zur Liste' }), path).toHaveAttribute(
      'href',
      list,
    );
  }
  // The last page refused above was of the last declared entity: its list is where this leads.
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(page).toHaveURL(refused.at(-1)![1]);

  // What the user owns, and what every user may do, still opens as a form.
  for (const path of ['/transmitters/edit/f5dap', '/users/edit/f4abc', '/rubrics/activate']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Absenden' }), path).toBeVisible();
    await expect(page.getByText('Keine Berechtigung für diese Anfrage.'), path).toHaveCount(0);
  }
});
