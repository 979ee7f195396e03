import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  ADMIN_AUTH,
  createUser,
  deleteUser,
  expect,
  login,
  signIn,
  test,
  uniqueName,
  userMenu,
} from './fixtures';

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

  test('without "keep me signed in" the tabs share the session and sign out together', async ({
    page,
    context,
    browser,
  }) => {
    const auth = Buffer.from('admin:admin').toString('base64');
    await login(page, ADMIN);
    await expect(userMenu(page)).toHaveText('admin');
    await page.reload();
    await expect(userMenu(page)).toHaveText('admin');
    await page.goto('/subscribers');

    // A link opened in a new tab of the same browser is signed in, with nothing stored for good.
    const other = await context.newPage();
    await other.goto('/calls');
    await expect(other.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
    await expect(userMenu(other)).toHaveText('admin');
    expect(JSON.stringify(await context.storageState())).not.toContain(auth);

    // A new browser session with what is stored starts logged out.
    const restarted = await browser.newContext({ storageState: await context.storageState() });
    const again = await restarted.newPage();
    await again.goto('/calls');
    await expect(again).toHaveURL('/');
    await expect(userMenu(again)).toHaveText('Guest');
    await restarted.close();

    // Logging out in one tab logs out the other, which leaves its protected page.
    await userMenu(other).click();
    await nav(other).getByRole('link', { name: 'Log out' }).click();
    await expect(userMenu(other)).toHaveText('Guest');
    await expect(userMenu(page)).toHaveText('Guest');
    await expect(page).toHaveURL('/');
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

    // Logging out in one tab logs out the other as well.
    await userMenu(other).click();
    await nav(other).getByRole('link', { name: 'Log out' }).click();
    await expect(userMenu(page)).toHaveText('Guest');
  });
});

const headers = { Authorization: ADMIN_AUTH };

/** A new user who owns a new group, signed in on its edit form with its description typed. */
async function editingOwnGroup(page: Page, request: APIRequestContext) {
  const user = await createUser(request, 'pw');
  const group = uniqueName('pw');
  const data = { description: 'before', transmitterNames: ['db0abc'], ownerNames: [user.name] };
  expect((await request.put(`/api/transmitterGroups/${group}`, { headers, data })).ok()).toBe(true);
  await signIn(page, user, `/transmitters/groups/edit/${group}`);
  const description = page.getByLabel(/^Beschreibung/);
  await description.fill('typed before the password changed');
  return { user, group, description };
}

/** An admin gives the user the password `changed42`. */
async function changePasswordElsewhere(request: APIRequestContext, name: string) {
  const changed = await request.put(`/api/users/${name}`, {
    headers,
    data: { hash: 'changed42', mail: `${name}@example.org`, admin: false },
  });
  expect(changed.ok()).toBe(true);
}

test.describe('a password changed elsewhere', () => {
  test.use({ language: 'de' });

  test('asks to log in again over the page and keeps what was typed', async ({ page, request }) => {
    const { user, group, description } = await editingOwnGroup(page, request);
    // The save reaches the server after an admin gave the user a new password. Changed before
    // the click, the page may learn of it first (a live event, a request of the bar's) and ask
    // over the page before the click lands: the dialog's overlay then takes the click.
    let sendSave = () => {};
    const passwordChanged = new Promise<void>((resolve) => (sendSave = resolve));
    await page.route(`**/api/transmitterGroups/${group}`, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await passwordChanged;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Absenden' }).click();
    await changePasswordElsewhere(request, user.name);
    sendSave();

    const relogin = page.getByRole('dialog', { name: 'Erneut anmelden' });
    await expect(relogin).toContainText('Der Server akzeptiert Ihre Anmeldedaten nicht mehr');
    await expect(relogin.getByLabel('Benutzername')).toHaveValue(user.name);

    // Cancelling leaves the page and the input as they were; the save did not happen.
    await relogin.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('dialog', { name: 'Fehler' }).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(`/transmitters/groups/edit/${group}`);
    await expect(description).toHaveValue('typed before the password changed');

    // A wrong password is the dialog's own error; the right one sends the refused save again.
    await page.getByRole('button', { name: 'Absenden' }).click();
    const password = relogin.getByLabel(/^Passwort \*?$/);
    await password.fill('wrong');
    await relogin.getByRole('button', { name: 'Anmelden' }).click();
    await expect(relogin.getByRole('alert')).toContainText('Ungültige Anmeldedaten');
    await password.fill('changed42');
    await relogin.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL('/transmitters/groups');
    await expect(page.getByText('Vorgang erfolgreich ausgeführt.')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', {
        name: user.name,
      }),
    ).toBeVisible();
    const saved = await request.get(`/api/transmitterGroups/${group}`, { headers });
    expect(((await saved.json()) as { description: string }).description).toBe(
      'typed before the password changed',
    );
    await request.delete(`/api/transmitterGroups/${group}`, { headers });
    await deleteUser(request, user.name);
  });

  test('cancelling lets a save still on its way fail with its error, without asking again', async ({
    page,
    request,
  }) => {
    const { user, group, description } = await editingOwnGroup(page, request);
    // The save reaches the server after the password changed, and its refusal comes late (a
    // busy server): it is held until the dialog was answered. Clicked before the change, as in
    // the test above: changed first, the dialog's overlay may take the click.
    let sendSave = () => {};
    const passwordChanged = new Promise<void>((resolve) => (sendSave = resolve));
    let answerSave = () => {};
    const dialogAnswered = new Promise<void>((resolve) => (answerSave = resolve));
    await page.route(`**/api/transmitterGroups/${group}`, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await passwordChanged;
      const response = await route.fetch();
      await dialogAnswered;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Absenden' }).click();
    // The admin's change reaches the page as a live event: the owners' list (the users) is
    // fetched again with the old password, and its refusal opens the dialog first.
    await changePasswordElsewhere(request, user.name);
    sendSave();

    const relogin = page.getByRole('dialog', { name: 'Erneut anmelden' });
    await relogin.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(relogin).toBeHidden();
    answerSave();
    // The save was sent before the user said no: its error shows, the dialog does not return.
    await page.getByRole('dialog', { name: 'Fehler' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(`/transmitters/groups/edit/${group}`);
    await expect(description).toHaveValue('typed before the password changed');
    await request.delete(`/api/transmitterGroups/${group}`, { headers });
    await deleteUser(request, user.name);
  });

  test('a list refused with 401 says why in the log-in-again dialog', async ({ page, request }) => {
    const user = await createUser(request, 'pw');
    await signIn(page, user);
    // Meanwhile an admin gives the user a new password.
    await changePasswordElsewhere(request, user.name);

    await page.goto('/subscribers');
    const relogin = page.getByRole('dialog', { name: 'Erneut anmelden' });
    await expect(relogin).toContainText(
      'Ungültige Anmeldedaten oder keine Berechtigung für diese Anfrage. Bitte prüfen Sie Benutzername und Passwort.',
    );
    await deleteUser(request, user.name);
  });
});
