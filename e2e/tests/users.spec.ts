import type { Page } from '@playwright/test';
import {
  ADMIN,
  createUser,
  deleteUser,
  expect,
  login,
  test,
  userMenu,
  signIn,
  basic,
  uniqueName,
} from './fixtures';
import { dialog, rowOf, searchBox, table } from './pages';

const users = (page: Page) => table(page, 'Users');
const row = (page: Page, name: string) => rowOf(users(page), name);

test.describe('users as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('creates, finds, sorts, edits and deletes a user', async ({ page, browser }) => {
    const name = uniqueName('usr');
    await page.goto('/users');
    await page.getByRole('link', { name: 'New user' }).click();
    await expect(page).toHaveURL('/users/new');
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Email/).fill(`${name}@example.org`);
    await page.getByLabel(/^Password/).fill('first123');
    await expect(page.getByLabel('Administrator')).not.toBeChecked();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Operation successfully executed.')).toBeVisible();
    await expect(page).toHaveURL('/users');

    await searchBox(page).fill(name.toUpperCase());
    await expect(row(page, name)).toHaveCount(1);
    await expect(row(page, name)).toContainText(`${name}@example.org`);
    await expect(row(page, name)).toContainText('No');
    await expect(page.getByText('Entries: 1')).toBeVisible();

    await searchBox(page).fill('');
    const nameHeader = users(page).getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(users(page).getByRole('row').nth(1)).toContainText('admin');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(users(page).getByRole('row').nth(1)).not.toContainText('admin');

    await searchBox(page).fill(name);
    await row(page, name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(page).toHaveURL(`/users/edit/${name}`);
    await expect(page.getByLabel(/^Name/)).toBeDisabled();
    await expect(page.getByLabel(/^Name/)).toHaveValue(name);
    await expect(page.getByText(/Leave blank to keep the current password/)).toBeVisible();
    await page.getByLabel(/^Email/).fill(`${name}@example.net`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL('/users');
    await searchBox(page).fill(name);
    await expect(row(page, name)).toContainText(`${name}@example.net`);

    // The blank password kept the old one: the user still logs in with it.
    const other = await browser.newPage();
    await login(other, { name, password: 'first123' });
    await expect(other).toHaveURL('/');
    await expect(userMenu(other)).toHaveText(name);
    await other.close();

    await row(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await expect(dialog(page)).toContainText('Are you sure?');
    await dialog(page).getByRole('button', { name: 'Yes, delete it' }).click();
    // The save's toast may still be showing: the newest one is the delete's.
    await expect(page.getByText('Operation successfully executed.').last()).toBeVisible();
    await expect(page.getByText('No matching entries.')).toBeVisible();
  });

  test('shows owned subscribers, statistics and the mail links', async ({ page, request }) => {
    const headers = { Authorization: basic(ADMIN.name, ADMIN.password) };
    const users = (await (await request.get('/api/users', { headers })).json()) as {
      name: string;
      mail?: string;
      admin: boolean;
    }[];
    const callsigns = (await (await request.get('/api/callsigns', { headers })).json()) as {
      name: string;
      ownerNames: string[];
    }[];
    const owned = callsigns
      .filter((callsign) => callsign.ownerNames.some((owner) => owner.toLowerCase() === 'dl1abc'))
      .map((callsign) => callsign.name);
    expect(owned.length).toBeGreaterThan(0);

    await page.goto('/users?q=dl1abc');
    const dl1abc = row(page, 'dl1abc');
    for (const callsign of owned) await expect(dl1abc).toContainText(callsign);
    await expect(dl1abc).toContainText('Yes');
    await expect(dl1abc.getByRole('link', { name: 'Send an email to dl1abc' })).toHaveAttribute(
      'href',
      'mailto:dl1abc%40example.org?subject=%5BDAPNET%5D%20User%20dl1abc',
    );

    const side = page.getByRole('complementary', { name: 'Actions and statistics' });
    await expect(side.getByText('Administrators')).toBeVisible();
    await expect(side).toContainText(String(users.filter((user) => user.admin).length));
    await expect(side).toContainText(String(users.length));
    const mailAll = side.getByRole('link', { name: 'Send an email to all users' });
    const href = (await mailAll.getAttribute('href')) ?? '';
    expect(href).toMatch(/^mailto:/);
    expect(href).toContain('db9xyz%40example.org');
    expect(href).not.toContain('---');
    expect(href).toContain('subject=%5BDAPNET%5D%20Users');
  });

  test('Missing input, Forbidden character and Prevented Overwriting', async ({ page }) => {
    await page.goto('/users/new');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Missing input');
    await expect(dialog(page)).toContainText('Please fill in every field to continue.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();

    await page.getByLabel(/^Name/).fill(uniqueName('usr'));
    await page.getByLabel(/^Email/).fill('someone@example.org');
    await page.getByLabel(/^Password/).fill('pass word!');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Forbidden character');
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/users/new');

    await page.getByLabel(/^Name/).fill('db9xyz');
    await page.getByLabel(/^Password/).fill('secret1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page)).toContainText('Prevented Overwriting');
    await expect(dialog(page)).toContainText(
      'A possible case of overwriting existing data has been prevented.',
    );
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/users/new');
  });
});

test.describe('users as a plain user', () => {
  test('sees actions only on their own row and no admin actions', async ({ page, request }) => {
    const user = await createUser(request, 'usrplain');
    await signIn(page, user);
    await page.goto('/users');
    await expect(page.getByRole('link', { name: 'New user' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Send an email to all users' })).toHaveCount(0);
    await expect(row(page, 'admin')).toContainText('---');
    await expect(row(page, 'admin').getByLabel('No actions available')).toBeVisible();
    await expect(row(page, 'admin').getByRole('link', { name: 'Edit admin' })).toHaveCount(0);

    await searchBox(page).fill(user.name);
    await expect(
      row(page, user.name).getByRole('link', { name: `Edit ${user.name}` }),
    ).toBeVisible();
    await expect(
      row(page, user.name).getByRole('button', { name: `Delete ${user.name}` }),
    ).toBeVisible();
    await deleteUser(request, user.name);
  });

  test('changes their own password and stays signed in', async ({ page, request }) => {
    const user = await createUser(request, 'usrpass');
    await signIn(page, user, '/');
    await userMenu(page).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(`/users/edit/${user.name}`);
    await expect(page.getByLabel(/^Email/)).toHaveValue(`${user.name}@example.org`);
    await expect(page.getByLabel('Administrator')).toHaveCount(0);

    const put = page.waitForRequest(
      (candidate) => candidate.method() === 'PUT' && candidate.url().includes('/api/users/'),
    );
    await page.getByLabel(/^Password/).fill('changed456');
    await page.getByRole('button', { name: 'Submit' }).click();
    // A non-admin never sends admin:true (the Core would refuse it).
    expect((await put).postDataJSON()).toMatchObject({ hash: 'changed456', admin: false });
    // Generous: the shared test machine can be slow to hash passwords.
    await expect(page).toHaveURL('/users', { timeout: 20_000 });
    await expect(page.getByText('Operation successfully executed.')).toBeVisible();
    // The following requests use the new credentials: the list loads and the session stays.
    await searchBox(page).fill(user.name);
    await expect(row(page, user.name)).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(row(page, user.name)).toHaveCount(1);
    await expect(userMenu(page)).toHaveText(user.name);

    await userMenu(page).click();
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(userMenu(page)).toHaveText('Guest');
    await login(page, user);
    await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
    await login(page, { name: user.name, password: 'changed456' });
    await expect(page).toHaveURL('/');
    await expect(userMenu(page)).toHaveText(user.name);
    await deleteUser(request, user.name);
  });

  test("another user's form is not offered", async ({ page, request }) => {
    const user = await createUser(request, 'usrforbid');
    await signIn(page, user, '/users/edit/pa3xyz');
    await expect(page.getByRole('alert')).toContainText('No permission for this request.');
    await expect(page.getByLabel(/^Email/)).toHaveCount(0);
    await deleteUser(request, user.name);
  });
});
