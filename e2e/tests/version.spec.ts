import { expect, test, login, ADMIN } from './fixtures';

test.describe('version page and footer', () => {
  test('shows core, API and web versions and the update information', async ({ page }) => {
    const core = (await (await page.request.get('/api/core/version')).json()) as {
      core: string;
      api: string;
    };
    await page.goto('/version');
    const details = page.getByRole('main');
    await expect(details.getByText(core.core, { exact: true })).toBeVisible();
    await expect(details.getByText(core.api, { exact: true })).toBeVisible();
    await expect(details.getByText(/^\d+\.\d+\.\d+ \(commit [0-9a-z]+\)$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Update information' })).toBeVisible();
    // One statement per line of the update server's answer.
    await expect(details.getByText(/^DAPNET Web: you are running /)).toBeVisible();
    await expect(details.getByText(/^DAPNET Core: /)).toBeVisible();
  });

  test('the footer shows the versions and links to the check', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(/Core: \d/);
    await expect(footer).toContainText(/Web: \d+\.\d+\.\d+ \([0-9a-z]+\)/);
    for (const name of ['Source code', 'Contact', 'Impress', 'Privacy']) {
      await expect(footer.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'Check' }).click();
    await expect(page).toHaveURL('/version');
  });

  test('an unreachable update server is reported as such', async ({ page }) => {
    await page.route('**/services/update**', (route) => route.abort('connectionrefused'));
    await page.goto('/version');
    await expect(page.getByRole('alert')).toContainText(
      'Unable to find update-server. Please try again later.',
    );
  });

  test('a failing update server is reported as missing information', async ({ page }) => {
    await page.route('**/services/update**', (route) => route.fulfill({ status: 500, body: 'x' }));
    await page.goto('/version');
    await expect(page.getByRole('alert')).toContainText(
      'Unable to find update-information. Please try again later.',
    );
  });

  test('update information is shown as text, never as markup', async ({ page }) => {
    await page.route('**/services/update**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<h2>DAPNET Core</h2><p>Current <b>version</b></p><img src=x onerror="window.pwned=1">',
      }),
    );
    await page.goto('/version');
    const update = page.getByRole('region', { name: 'Update information' });
    // Each block of the answer is a paragraph of plain text; the markup is gone.
    await expect(update.getByText('DAPNET Core', { exact: true })).toBeVisible();
    await expect(update.getByText('Current version', { exact: true })).toBeVisible();
    await expect(update.locator('b, img, h2:not(#update-information)')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  });

  test('an API that is down shows No Connection', async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/version');
    const alert = page.getByRole('alert', { name: 'No Connection' });
    await expect(alert).toContainText('No Connection');
    await expect(alert).toContainText('Unable to reach API server. Please try again later.');
    await expect(page.getByRole('contentinfo')).toContainText('Core: unknown');

    await login(page, ADMIN);
    await expect(page.getByRole('alert')).toContainText('No Connection');
    await expect(page.getByRole('alert')).toContainText('Unable to reach API server.');
  });

  test('a running indicator shows while a request is under way', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/services/update**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/version');
    const indicator = page.getByRole('progressbar', { name: 'Loading…' }).first();
    await expect(indicator).toBeVisible();
    release();
    await expect(page.getByText(/^DAPNET Web: /)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });

  test('the legal pages show the operator from the configuration', async ({ page }) => {
    const config = (await (await page.request.get('/config.json')).json()) as {
      provider: { name: string; email: string };
    };
    await page.goto('/impress');
    await expect(page.getByRole('main')).toContainText(config.provider.name);
    await expect(page.getByRole('link', { name: config.provider.email })).toHaveAttribute(
      'href',
      `mailto:${config.provider.email}`,
    );
    await expect(page.getByText('Angaben gemäß § 5 DDG')).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: 'Ihre Rechte' })).toBeVisible();
  });
});

test.describe('version page and footer (in German)', () => {
  test.use({ language: 'de' });

  test('the footer waits for the core version instead of calling it unknown', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/core/version', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/impress');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Core: …');
    await expect(footer).not.toContainText('unbekannt');
    release();
    await expect(footer).toContainText(/Core: \d/);
  });

  test('with only the API down the update server is not blamed, and no old answer stays', async ({
    page,
  }) => {
    await page.route('**/api/core/version', (route) => route.abort('connectionrefused'));
    await page.goto('/version');
    await expect(page.getByRole('alert', { name: 'Keine Verbindung' })).toBeVisible();
    const update = page.getByRole('region', { name: 'Update-Informationen' });
    await expect(update).toContainText(
      'Der Update-Server wird gefragt, sobald die API die Version des Core genannt hat.',
    );
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText('Core: unbekannt');

    // Back online, a check asks the API first, then the update server.
    await page.unroute('**/api/core/version');
    await update.getByRole('button', { name: 'Erneut prüfen' }).click();
    await expect(update.getByText(/^DAPNET Web: /)).toBeVisible();
    await expect(update.getByRole('alert')).toHaveCount(0);

    await page.route('**/services/update**', (route) => route.abort('connectionrefused'));
    await update.getByRole('button', { name: 'Erneut prüfen' }).click();
    await expect(update.getByRole('alert')).toContainText(
      'Update-Server nicht gefunden. Bitte versuchen Sie es später erneut.',
    );
    await expect(update.getByText(/^DAPNET Web: /)).toHaveCount(0);
  });

  test('the update information is worded in German', async ({ page }) => {
    await page.goto('/version');
    const update = page.getByRole('region', { name: 'Update-Informationen' });
    await expect(update.getByText(/^DAPNET Web: Sie verwenden /)).toBeVisible();
    await expect(update.getByText(/^DAPNET Core: Sie verwenden /)).toBeVisible();
    await expect(update).not.toContainText('you are running');
  });

  test("the footer's source code link leads to the project's repository", async ({ page }) => {
    await page.goto('/version');
    const source = page.getByRole('contentinfo').getByRole('link', { name: /^Quellcode/ });
    await expect(source).toHaveAttribute(
      'href',
      'https://github.com/DecentralizedAmateurPagingNetwork/Web',
    );
  });
});
