import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, createUser, test, uniqueName, expect, signIn, ADMIN_AUTH } from './fixtures';
import { searchBox, submit, table } from './pages';

const adminAuth = { Authorization: ADMIN_AUTH };

/** RICs above the demo data's range (demo RICs stay below 2,000,000). */
function uniqueRic() {
  return 2_000_001 + Math.floor(Math.random() * 97_000);
}

const pad = (ric: number) => String(ric).padStart(7, '0');

async function putSubscriber(
  request: APIRequestContext,
  name: string,
  body: { description: string; pagers: { number: number; name: string }[]; ownerNames: string[] },
) {
  const response = await request.put(`/api/callsigns/${name}`, { headers: adminAuth, data: body });
  expect(response.ok(), await response.text()).toBeTruthy();
}

async function getSubscriber(request: APIRequestContext, name: string) {
  return request.get(`/api/callsigns/${name}`, { headers: adminAuth });
}

const subscribers = (page: Page) => table(page, 'Subscribers');
/** The row of a subscriber: its accessible name starts with the subscriber's name. */
const row = (page: Page, name: string) =>
  subscribers(page).getByRole('row', { name: new RegExp(`^${name} `) });

/** Fills the subscriber form; owners are picked in the searchable multiselect. */
async function fillForm(
  page: Page,
  values: { name?: string; description?: string; rics?: string; names?: string; owners?: string[] },
) {
  if (values.name !== undefined) {
    await page.getByRole('textbox', { name: /^Subscriber/ }).fill(values.name);
  }
  if (values.description !== undefined) {
    await page.getByRole('textbox', { name: /^Description/ }).fill(values.description);
  }
  if (values.rics !== undefined) {
    await page.getByRole('textbox', { name: /^Pager RICs/ }).fill(values.rics);
  }
  if (values.names !== undefined) {
    await page.getByRole('textbox', { name: /^Pager names/ }).fill(values.names);
  }
  for (const owner of values.owners ?? []) {
    await page.getByRole('combobox', { name: 'Owners' }).fill(owner);
    await page.getByRole('option', { name: owner, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

test.describe('subscriber form in German', () => {
  test.use({ language: 'de' });

  test('names, marks and focuses empty fields; shows the saved name; refuses a colon', async ({
    page,
    request,
  }) => {
    await signIn(page, ADMIN, '/subscribers/new');
    const name = page.getByRole('textbox', { name: /^Teilnehmer/ });
    const description = page.getByRole('textbox', { name: /^Beschreibung/ });
    await description.fill('Testgerät');
    await page.getByRole('button', { name: 'Absenden' }).click();

    const missing = page.getByRole('dialog', { name: 'Fehlende Eingabe' });
    await expect(missing).toContainText('Bitte füllen Sie alle Felder aus, um fortzufahren.');
    await expect(
      missing.getByRole('list', { name: 'Leere Felder' }).getByRole('listitem'),
    ).toHaveText(['Teilnehmer', 'Pager-RICs', 'Pager-Namen', 'Besitzer']);
    await missing.getByRole('button', { name: 'OK' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('combobox', { name: 'Besitzer' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(description).not.toHaveAttribute('aria-invalid', 'true');

    // The rules lower-case the name and drop its spaces: the field says so before saving.
    await name.fill(' DL9 ZZ:X');
    await expect(name).toHaveAccessibleDescription(/Wird als „dl9zz:x“ gespeichert\./);
    await page.getByRole('textbox', { name: /^Pager-RICs/ }).fill(String(uniqueRic()));
    await page.getByRole('textbox', { name: /^Pager-Namen/ }).fill('Skyper');
    await page.getByRole('combobox', { name: 'Besitzer' }).fill('admin');
    await page.getByRole('option', { name: 'admin', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Absenden' }).click();
    const colon = page.getByRole('dialog', { name: 'Doppelpunkt im Namen' });
    await expect(colon).toContainText('Namen dürfen keinen Doppelpunkt (:) enthalten');
    await colon.getByRole('button', { name: 'OK' }).click();
    await expect(name).toHaveAccessibleDescription(/Ein Name darf keinen Doppelpunkt/);
    expect((await getSubscriber(request, 'dl9zz:x')).status()).toBe(404);
  });

  test('a name changed on edit saves a copy and keeps the old subscriber', async ({
    page,
    request,
  }) => {
    const [old, copy] = [uniqueName('old'), uniqueName('copy')];
    const ric = uniqueRic();
    const pagers = [{ number: ric, name: 'Skyper' }];
    await putSubscriber(request, old, { description: 'Vorher', pagers, ownerNames: ['admin'] });
    await signIn(page, ADMIN, `/subscribers/edit/${old}`);
    const name = page.getByRole('textbox', { name: /^Teilnehmer/ });
    await expect(name).toHaveValue(old);
    await expect(name).toHaveAccessibleDescription(
      'Ein geänderter Name legt ein Duplikat unter dem neuen Namen an; der bisherige Teilnehmer wird nicht umbenannt und bleibt bestehen.',
    );
    await name.fill(copy);
    await page.getByRole('button', { name: 'Absenden' }).click();
    // The copy has the same pager, which the duplicate check names.
    const duplicate = page.getByRole('dialog', { name: 'Doppelte Pager-RIC' });
    await expect(duplicate).toContainText(old);
    await duplicate.getByRole('button', { name: 'Ich weiß, was ich tue' }).click();
    await expect(page).toHaveURL('/subscribers');

    for (const stored of [old, copy]) {
      const response = await getSubscriber(request, stored);
      expect(response.ok(), stored).toBeTruthy();
      expect(await response.json()).toMatchObject({ description: 'Vorher', pagers });
    }
    for (const stored of [old, copy]) {
      await request.delete(`/api/callsigns/${stored}`, { headers: adminAuth });
    }
  });

  test('counts the RIC and name lines in words that fit any number', async ({ page }) => {
    await signIn(page, ADMIN, '/subscribers/new');
    await page.getByRole('textbox', { name: /^Pager-RICs/ }).fill('1234\n5678');
    await page.getByRole('textbox', { name: /^Pager-Namen/ }).fill('Skyper');
    await page.getByRole('button', { name: 'Absenden' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('textbox', { name: /^Teilnehmer/ }).fill(uniqueName('lines'));
    await page.getByRole('textbox', { name: /^Beschreibung/ }).fill('Zeilen');
    await page.getByRole('combobox', { name: 'Besitzer' }).fill('admin');
    await page.getByRole('option', { name: 'admin', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'RIC-Zeilen' })).toContainText(
      'RIC-Zeilen: 2, Namenszeilen: 1. Jede RIC braucht einen Namen in derselben Zeile.',
    );
  });

  test('the RIC and pager-name boxes line up row for row', async ({ page }) => {
    await signIn(page, ADMIN, '/subscribers/new');
    const rics = page.getByRole('textbox', { name: /^Pager-RICs/ });
    const names = page.getByRole('textbox', { name: /^Pager-Namen/ });
    await rics.fill('0012345\n0023456');
    // The German help of the names box is the longer one, and this name is longer than the box.
    await names.fill('Ein Pager mit einem Namen, der nicht in eine Zeile des Feldes passt\nSkyper');
    const ricBox = (await rics.boundingBox())!;
    const nameBox = (await names.boundingBox())!;
    expect(Math.abs(nameBox.y - ricBox.y)).toBeLessThan(1);
    expect(Math.abs(nameBox.height - ricBox.height)).toBeLessThan(1);
  });
});

test.describe('subscribers as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('create with two pagers, find, edit and delete', async ({ page, request }) => {
    // Many steps on a machine shared with other test runs.
    test.slow();
    const name = uniqueName('e2e');
    const [ric1, ric2] = [uniqueRic(), uniqueRic() + 1];
    await page.goto('/subscribers');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    await page.getByRole('link', { name: 'New subscriber' }).click();
    await expect(page).toHaveURL('/subscribers/new');

    await fillForm(page, {
      name,
      description: 'Browser test',
      rics: `${ric1}\n${ric2}\n`,
      names: 'Skyper\nQuix Ultra',
      owners: ['admin', 'dl1abc'],
    });
    await submit(page);
    await expect(page).toHaveURL('/subscribers');
    await expect(page.getByText('Operation successfully executed.')).toBeVisible();
    const stored = await (await getSubscriber(request, name)).json();
    expect(stored.pagers).toEqual([
      { number: ric1, name: 'Skyper' },
      { number: ric2, name: 'Quix Ultra' },
    ]);

    // Find it by what the pager cell shows.
    await searchBox(page).fill(pad(ric1));
    await expect(subscribers(page).getByRole('row')).toHaveCount(2);
    const found = row(page, name);
    // Each pager on a line of its own: its RIC beside its name.
    await expect(found.getByRole('term')).toHaveText([pad(ric1), pad(ric2)]);
    await expect(found.getByRole('definition')).toHaveText(['Skyper', 'Quix Ultra']);
    await expect(found).toContainText('admin, dl1abc');

    // Edit: the name may change (making a copy, see the German test); its own RICs do not count
    // as duplicates.
    await searchBox(page).fill(name);
    await row(page, name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(page).toHaveURL(`/subscribers/edit/${name}`);
    const nameField = page.getByRole('textbox', { name: /^Subscriber/ });
    await expect(nameField).toBeEnabled();
    await expect(nameField).toHaveValue(name);
    await expect(nameField).toHaveAccessibleDescription(
      /A changed name creates a duplicate under the new name/,
    );
    await expect(page.getByRole('textbox', { name: /^Pager RICs/ })).toHaveValue(
      `${pad(ric1)}\n${pad(ric2)}`,
    );
    await fillForm(page, { description: 'Edited in the browser' });
    await submit(page);
    await expect(page).toHaveURL('/subscribers');
    await searchBox(page).fill(name);
    await expect(row(page, name)).toContainText('Edited in the browser');

    // Delete asks first.
    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText('You will not be able to recover this data');
    await expect(confirm).toContainText(`“${name}” will be deleted.`);
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(subscribers(page)).toContainText('No matching entries.');
    expect((await getSubscriber(request, name)).status()).toBe(404);
  });

  test('sorts by a column and pages through the list', async ({ page }) => {
    await page.goto('/subscribers');
    // Sort by subscriber: ascending at first, descending after a click.
    const header = subscribers(page).getByRole('columnheader', { name: 'Subscriber' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstCell = subscribers(page).getByRole('row').nth(1).getByRole('cell').first();
    await expect(firstCell).toHaveText('ct1abc');
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCell).toHaveText('sq5xyz');
    await expect(page).toHaveURL(/sort=name&dir=desc/);

    // Page through: the demo data alone fills three pages.
    const pages = page.getByRole('form', { name: 'Pages' });
    await expect(pages.getByRole('spinbutton')).toHaveValue('1');
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(pages.getByRole('spinbutton')).toHaveValue('2');
    await expect(page).toHaveURL(/page=2/);
  });

  test('shows the total count and the admin action', async ({ page }) => {
    await page.goto('/subscribers');
    const side = page.getByRole('complementary', { name: 'Actions and statistics' });
    await expect(side.getByRole('link', { name: 'New subscriber' })).toBeVisible();
    await expect(side).toContainText(/Total subscribers\s*\d+/);
  });

  test('every field must be filled in', async ({ page }) => {
    await page.goto('/subscribers/new');
    await fillForm(page, { name: uniqueName('miss'), rics: '1234', names: 'Skyper' });
    await submit(page);
    const alert = page.getByRole('dialog', { name: 'Missing input' });
    await expect(alert).toContainText('Please fill in every field to continue.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/subscribers/new');
  });

  test('explains RIC and name lines that do not match', async ({ page, request }) => {
    const name = uniqueName('lines');
    await page.goto('/subscribers/new');
    await fillForm(page, {
      name,
      description: 'Line test',
      rics: '1234\n5678',
      names: 'Skyper',
      owners: ['admin'],
    });
    await submit(page);
    const problems = page.getByRole('alert').filter({ hasText: 'The pager lines' });
    await expect(problems).toContainText('RIC lines: 2, name lines: 1.');

    await fillForm(page, { rics: '12a\n\n5', names: 'Skyper\nQuix\nRIC-Box' });
    await submit(page);
    await expect(problems).toContainText('RIC line 1 ("12a") is not a number.');
    await expect(problems).toContainText('RIC line 2 is empty.');

    await fillForm(page, { rics: '2097152', names: 'ab' });
    await submit(page);
    await expect(problems).toContainText(
      'RIC line 1: The pager RIC must be between 0 and 2097151.',
    );
    await expect(problems).toContainText('Name line 1: Must be between 3 and 20 characters long.');
    await expect(page).toHaveURL('/subscribers/new');
    expect((await getSubscriber(request, name)).status()).toBe(404);
  });

  test('warns about a RIC another subscriber has; only confirming saves', async ({
    page,
    request,
  }) => {
    const taken = (await (await getSubscriber(request, 'db9xyz')).json()).pagers[0].number;
    const name = uniqueName('dup');
    await page.goto('/subscribers/new');
    await fillForm(page, {
      name,
      description: 'Duplicate test',
      rics: `${uniqueRic()}\n${taken}`,
      names: 'Skyper\nSkyper',
      owners: ['admin'],
    });

    const warning = page.getByRole('dialog', { name: 'Duplicate pager RIC' });
    await submit(page);
    await expect(warning).toContainText(`The given pager RIC (${pad(taken)}) is already known.`);
    await expect(
      warning.getByRole('list', { name: 'Subscribers that already have it' }),
    ).toHaveText(`${pad(taken)} belongs to db9xyz`);
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toBeHidden();

    await submit(page);
    await expect(warning).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL('/subscribers/new');
    expect((await getSubscriber(request, name)).status()).toBe(404);

    await submit(page);
    await warning.getByRole('button', { name: "I know what I'm doing" }).click();
    await expect(page).toHaveURL('/subscribers');
    expect((await getSubscriber(request, name)).status()).toBe(200);
  });

  test('creating an existing name is prevented', async ({ page, request }) => {
    await page.goto('/subscribers/new');
    await fillForm(page, {
      name: 'dl1abc',
      description: 'Should not overwrite',
      rics: String(uniqueRic()),
      names: 'Skyper',
      owners: ['admin'],
    });
    await submit(page);
    await expect(page.getByRole('dialog', { name: 'Prevented Overwriting' })).toContainText(
      'A possible case of overwriting existing data has been prevented.',
    );
    const stored = await (await getSubscriber(request, 'dl1abc')).json();
    expect(stored.description).toBe('Peter, Aachen');
  });

  test('a subscriber that fails to load sends the user back to the list', async ({ page }) => {
    await page.goto('/subscribers/edit/nosuchsub');
    await expect(page.getByRole('dialog', { name: 'Not Found' })).toContainText(
      'Unable to find the requested resource.',
    );
    await expect(page).toHaveURL('/subscribers');
  });
});

test.describe('subscribers as a plain user', () => {
  test('owners act on their own rows only and never see pagers', async ({ page, request }) => {
    const user = await createUser(request, 'owner');
    const own = uniqueName('own');
    const ric = uniqueRic();
    await putSubscriber(request, own, {
      description: 'Owned by a plain user',
      pagers: [{ number: ric, name: 'Skyper' }],
      ownerNames: [user.name],
    });

    await signIn(page, user);
    await page.goto('/subscribers');
    await expect(page.getByRole('link', { name: 'New subscriber' })).toHaveCount(0);

    await searchBox(page).fill(own);
    const mine = row(page, own);
    await expect(mine.getByRole('cell', { name: '---', exact: true }).first()).toBeVisible();
    await expect(mine).not.toContainText(pad(ric));
    await expect(mine.getByRole('link', { name: `Edit ${own}` })).toBeVisible();
    await expect(mine.getByRole('button', { name: `Delete ${own}` })).toBeVisible();

    // Someone else's subscriber: a dash instead of actions.
    await searchBox(page).fill('dl1abc');
    const theirs = row(page, 'dl1abc');
    await expect(theirs.getByLabel('No actions available')).toBeVisible();
    await expect(theirs.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(theirs.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

    // Their own record opens with its pagers (owners get the full view of one record).
    await searchBox(page).fill(own);
    await mine.getByRole('link', { name: `Edit ${own}` }).click();
    await expect(page.getByRole('textbox', { name: /^Pager RICs/ })).toHaveValue(pad(ric));
    await fillForm(page, { description: 'Changed by the owner' });
    await submit(page);
    await expect(page).toHaveURL('/subscribers');
    const stored = await (await getSubscriber(request, own)).json();
    expect(stored.description).toBe('Changed by the owner');
  });

  test('a user without subscribers sees dashes everywhere; creating is forbidden', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'plain');
    await signIn(page, user);
    await page.goto('/subscribers');
    await expect(subscribers(page).getByRole('row')).toHaveCount(11);
    await expect(subscribers(page).getByLabel('No actions available')).toHaveCount(10);
    await expect(subscribers(page).getByRole('link', { name: /^Edit/ })).toHaveCount(0);

    // Creating is for admins: typing the address shows the permission message, not the form.
    await page.goto('/subscribers/new');
    await expect(page.getByRole('alert')).toContainText('No permission for this request.');
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  });
});
