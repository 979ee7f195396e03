import { ADMIN, expect, signIn, test } from './fixtures';

/**
 * Every picker is a Mantine Select or MultiSelect behind SelectField or MultiSelectField: typing
 * highlights the first match, Enter picks it, and Enter never submits the form, so a half-typed
 * callsign cannot send a call without it.
 */
test('Enter in a picker picks the highlighted match and never submits', async ({ page }) => {
  const posts: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.postDataJSON());
  });
  await signIn(page, ADMIN, '/rubrics/content/new');

  // A single choice, in a form that is otherwise ready to post.
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Enter test');
  const rubric = page.getByRole('combobox', { name: 'Rubric', exact: true });
  // As a person does: open the list and see the rubrics there before typing into it.
  await rubric.click();
  await expect(page.getByRole('option', { name: /^solar \(/ })).toBeVisible();
  await rubric.pressSequentially('sola');
  await rubric.press('Enter');
  await expect(rubric).toHaveValue(/^solar \(/);
  await rubric.press('Enter');

  await page.goto('/calls/new');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Enter test');
  const subscribers = page.getByRole('combobox', { name: /^Subscribers/ });
  await subscribers.pressSequentially('dl1ab');
  await subscribers.press('Enter');
  // Nothing found, then the list closed: Enter still does not submit.
  await subscribers.pressSequentially('nobody');
  await expect(page.getByText('Nothing found')).toBeVisible();
  await subscribers.press('Enter');
  await subscribers.press('Escape');
  await subscribers.press('Enter');
  const groups = page.getByRole('combobox', { name: /^Transmitter groups/ });
  await groups.pressSequentially('dl-al');
  await groups.press('Enter');
  // A second Enter after the pick adds nothing: the search is empty, nothing is highlighted.
  await groups.press('Enter');
  await groups.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(posts).toEqual([]);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/calls');
  expect(posts).toEqual([
    {
      text: 'ADMIN: Enter test',
      callSignNames: ['dl1abc'],
      transmitterGroupNames: ['dl-all'],
      emergency: false,
    },
  ]);
});
