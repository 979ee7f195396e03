import { expect, login, PROTECTED_PATHS, PUBLIC_PATHS, test, ADMIN, signIn } from './fixtures';

const PUBLIC_TITLES: Record<string, string> = {
  '/': 'Home - DAPNET',
  '/login': 'Login - DAPNET',
  '/version': 'Version check - DAPNET',
  '/impress': 'Impress - DAPNET',
  '/privacy': 'Privacy - DAPNET',
};

test.describe('routes', () => {
  test('every protected route sends a guest home', async ({ page }) => {
    // One page load per declared route: the time grows with the routes, not with one page.
    test.slow();
    for (const path of PROTECTED_PATHS) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to DAPNET' }),
      ).toBeVisible();
      await expect(page.getByText('Login required')).toBeVisible();
    }
  });

  test('every route resolves with its title once logged in', async ({ page }) => {
    test.slow();
    await signIn(page, ADMIN);
    for (const path of PROTECTED_PATHS) {
      await page.goto(path);
      // The map adds its view (?lat=&lng=&zoom=) to the address once it has loaded.
      await expect(page, path).toHaveURL((url) => url.pathname === path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await expect(page).toHaveTitle(`${await heading.innerText()} - DAPNET`);
      await expect(page.getByRole('heading', { name: 'Error 404 - Not Found' })).toHaveCount(0);
    }
  });

  test('public routes open without login', async ({ page }) => {
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(PUBLIC_TITLES[path] ?? `no title expected for ${path}`);
    }
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Error 404 - Not Found - DAPNET');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Error 404 - Not Found' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('old hash links lead to the real path', async ({ page }) => {
    await page.goto('/#/impress');
    await expect(page).toHaveURL('/impress');
    await expect(page.getByRole('heading', { level: 1, name: 'Impress' })).toBeVisible();
  });

  test('an old map permalink survives the login', async ({ page }) => {
    await page.goto('/#/transmitters/map/db0abc');
    await expect(page).toHaveURL('/');
    await page.getByRole('link', { name: 'Log in to continue' }).click();
    await login(page, ADMIN, { goTo: false });
    await expect(page).toHaveURL((url) => url.pathname === '/transmitters/map/db0abc');
    await expect(page).toHaveTitle('Transmitter on the map - DAPNET');
  });
});
