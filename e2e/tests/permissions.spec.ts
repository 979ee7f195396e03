import { expect, signIn, test } from './fixtures';

// f4abc is a plain user of the demo data who owns f4abc (subscriber), f5dap (transmitter) and
// fr-all (group), and no rubric.
const PLAIN_USER = { name: 'f4abc', password: 'pager73' };

test.use({ language: 'de' });

test('a plain user gets the permission message instead of a form they may not use', async ({
  page,
}) => {
  await signIn(page, PLAIN_USER);
  const refused = [
    ['/subscribers/new', '/subscribers'],
    ['/subscribers/edit/dl1abc', '/subscribers'],
    ['/rubrics/new', '/rubrics'],
    ['/rubrics/edit/dx-kw', '/rubrics'],
    ['/rubrics/content/new', '/rubrics/content'],
    ['/transmitters/new', '/transmitters'],
    ['/transmitters/edit/db0abc', '/transmitters'],
    ['/transmitters/groups/new', '/transmitters/groups'],
    ['/transmitters/groups/edit/dl-all', '/transmitters/groups'],
    ['/nodes/new', '/nodes'],
    ['/nodes/edit/db0dbn', '/nodes'],
    ['/users/new', '/users'],
    ['/users/edit/db9xyz', '/users'],
  ] as const;
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
  await page.getByRole('link', { name: 'Zurück zur Liste' }).click();
  await expect(page).toHaveURL('/users');

  // What the user owns, and what every user may do, still opens as a form.
  for (const path of ['/transmitters/edit/f5dap', '/users/edit/f4abc', '/rubrics/activate']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Absenden' }), path).toBeVisible();
    await expect(page.getByText('Keine Berechtigung für diese Anfrage.'), path).toHaveCount(0);
  }
});
