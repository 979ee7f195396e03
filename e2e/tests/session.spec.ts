import type { Page } from '@playwright/test';
import { ADMIN, createUser, deleteUser, expect, login, test, userMenu } from './fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('session', () => {
  test('an admin logs in, sees the entity menus and logs out', async ({ page }) => {
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: 'Calls' })).toHaveCount(0);
    await expect(userMenu(page)).toHaveText('Guest');

    await userMenu(page).click();
    await nav(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
    await login(page, ADMIN, { goTo: false });

    await expect(page).toHaveURL('/');
    for (const name of ['Calls', 'Subscribers', 'Nodes', 'Users']) {
      await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav(page).getByRole('button', { name: 'Rubrics' }).click();
    for (const name of ['All rubrics', 'Activate rubrics', 'Rubric content']) {
      await expect(nav(page).getByRole('link', { name })).toBeVisible();
    }
    await nav(page).getByRole('button', { name: 'Transmitters' }).click();
    await expect(nav(page).getByRole('link', { name: 'All rubrics' })).toBeHidden();
    for (const name of ['All transmitters', 'Map', 'Transmitter groups']) {
      await expect(nav(page).getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await userMenu(page).click();
    await expect(nav(page).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/users/edit/admin',
    );
    await nav(page).getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(userMenu(page)).toHaveText('Guest');
    await expect(nav(page).getByRole('link', { name: 'Calls' })).toHaveCount(0);
    await page.goto('/calls');
    await expect(page).toHaveURL('/');
  });

  test('a plain user logs in and gets their own settings link', async ({ page, request }) => {
    const user = await createUser(request);
    await login(page, user);
    await expect(page).toHaveURL('/');
    await expect(userMenu(page)).toHaveText(user.name);
    await expect(nav(page).getByRole('link', { name: 'Calls' })).toBeVisible();
    await userMenu(page).click();
    await nav(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(`/users/edit/${user.name}`);
    await expect(page).toHaveTitle('Edit user - DAPNET');
  });

  test('a wrong password shows the error banner and keeps the visitor a guest', async ({
    page,
  }) => {
    await login(page, { name: 'admin', password: 'wrong' });
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('Error');
    await expect(banner).toContainText(
      'Invalid login credentials or no permission for this request. Please check username and password.',
    );
    await expect(page).toHaveURL('/login');
    await expect(userMenu(page)).toHaveText('Guest');
    await expect(page.getByText(/25 May 2018/)).toBeVisible();
  });

  test('after logging in the user lands where they were going', async ({ page }) => {
    await page.goto('/nodes/edit/db0dbn');
    await expect(page).toHaveURL('/');
    await userMenu(page).click();
    await nav(page).getByRole('link', { name: 'Log in' }).click();
    await login(page, ADMIN, { goTo: false });
    await expect(page).toHaveURL('/nodes/edit/db0dbn');
  });

  test('the login page sends a signed-in user home', async ({ page }) => {
    await login(page, ADMIN);
    await expect(page).toHaveURL('/');
    await page.goto('/login');
    await expect(page).toHaveURL('/');
  });

  test('without "keep me signed in" a new browser session starts logged out', async ({
    page,
    context,
  }) => {
    await login(page, ADMIN);
    await expect(userMenu(page)).toHaveText('admin');
    await page.reload();
    await expect(userMenu(page)).toHaveText('admin');
    const state = await context.storageState();
    expect(JSON.stringify(state)).not.toContain(Buffer.from('admin:admin').toString('base64'));

    const other = await context.newPage();
    await other.goto('/calls');
    await expect(other).toHaveURL('/');
    await expect(userMenu(other)).toHaveText('Guest');
  });

  test('with "keep me signed in" the login survives into a new browser session', async ({
    page,
    context,
    browser,
  }) => {
    await login(page, ADMIN, { remember: true });
    await expect(userMenu(page)).toHaveText('admin');
    const other = await context.newPage();
    await other.goto('/calls');
    await expect(other).toHaveURL('/calls');

    // A new browser session with the same stored state (localStorage) is still signed in.
    const restarted = await browser.newContext({ storageState: await context.storageState() });
    const again = await restarted.newPage();
    await again.goto('/users');
    await expect(again).toHaveURL('/users');
    await expect(userMenu(again)).toHaveText('admin');
    await restarted.close();
  });

  test('a 401 from the API ends the session', async ({ page, request }) => {
    const user = await createUser(request, 'gone');
    await login(page, user, { remember: true });
    await expect(userMenu(page)).toHaveText(user.name);
    await deleteUser(request, user.name);
    await page.goto('/calls');
    await expect(page).toHaveURL('/');
    await expect(userMenu(page)).toHaveText('Guest');
  });
});
