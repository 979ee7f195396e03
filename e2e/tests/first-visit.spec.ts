import type { PagesManifest } from '@dapnet/model';
import type { Page } from '@playwright/test';
import { allPages } from '../../web/src/lib/entities';
import { ADMIN, expect, signIn, test, userMenu } from './fixtures';

/**
 * The first screen of the home page, /login and /version comes rendered in the HTML
 * (web/scripts/prerender.ts), so a first visit shows it before any script has run; the app then
 * takes it over as it is. Visitors it was not rendered for (another language, signed in) never
 * see it.
 */

const HTML = { Accept: 'text/html' };
const welcome = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Welcome to DAPNET', exact: true });
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Marks the page's heading before any script of the app has run: a takeover keeps the mark. */
async function markPrerenderedHeading(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('h1')?.setAttribute('data-e2e-prerendered', ''),
    ),
  );
}

/** Resolves once the app has taken the page over (it then ends holding early clicks). */
async function takenOver(page: Page) {
  await page.waitForFunction(
    () => (window as { dapnetHeldClicks?: unknown }).dapnetHeldClicks === undefined,
  );
}

/** Holds the app's entry script back until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('first visit', () => {
  test.use({ returningVisitor: false });

  test("the home page is in /'s HTML as served; other pages get the plain page", async ({
    request,
  }) => {
    const home = await (await request.get('/', { headers: HTML })).text();
    expect(home).toMatch(/<h1[^>]*>Welcome to DAPNET<\/h1>/);
    expect(home).toContain('Welcome to DAPNET Web!');
    const login = await (await request.get('/login', { headers: HTML })).text();
    expect(login).toMatch(/<h1[^>]*>Login<\/h1>/);
    expect(login).toMatch(/<input[^>]*name="username"/);
    const version = await (await request.get('/version', { headers: HTML })).text();
    expect(version).toMatch(/<h1[^>]*>Version check<\/h1>/);
    // The web app's own version is in the frame; the server's come after the takeover.
    expect(version).toMatch(/<dd>\d+\.\d+\.\d+ \(commit [0-9a-z]+\)<\/dd>/);
    // Any other page: the static frame, with nothing of the page but its title (page-frame.spec.ts).
    const calls = await (await request.get('/calls', { headers: HTML })).text();
    expect(calls).toMatch(
      /<main[^>]*><div[^>]*data-page-frame[^>]*><h1[^>]*>Calls<\/h1><\/div><\/main>/,
    );
    expect(calls).not.toContain('Welcome to DAPNET');
  });

  test('/login is taken over as it is, keeping what was typed and sent before', async ({
    page,
  }) => {
    await markPrerenderedHeading(page);
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(heading(page, 'Login')).toBeVisible();
    // All of it while the app is still on its way: the click on "Log in" waits for it.
    await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.name);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(userMenu(page)).toHaveAccessibleName('admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/login is taken over as it is, and a login works afterwards', async ({ page }) => {
    await markPrerenderedHeading(page);
    const release = await holdTheApp(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(heading(page, 'Login')).toBeVisible();
    release();
    await takenOver(page);
    await expect(page.locator('h1[data-e2e-prerendered]')).toHaveText('Login');

    await page.getByRole('textbox', { name: 'Username' }).fill(ADMIN.name);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(userMenu(page)).toHaveAccessibleName('admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/version is taken over as it is, and the versions from the server follow', async ({
    page,
    request,
  }) => {
    const core = (await (await request.get('/api/core/version')).json()) as { core: string };
    await markPrerenderedHeading(page);
    const release = await holdTheApp(page);
    await page.goto('/version', { waitUntil: 'commit' });
    await expect(heading(page, 'Version check')).toBeVisible();
    release();
    await takenOver(page);
    const details = page.getByRole('main');
    await expect(details.getByText(core.core, { exact: true })).toBeVisible();
    await expect(page.locator('h1[data-e2e-prerendered]')).toHaveText('Version check');
  });

  test('the app takes the page over as it is, and keys and clicks made before count', async ({
    page,
  }) => {
    await markPrerenderedHeading(page);
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(welcome(page)).toBeVisible();

    // By keyboard only, while the app is still on its way: the cookie notice's button.
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.getByRole('button', { name: 'OK' }).focus();
    await page.keyboard.press('Enter');
    release();

    // The app answers the held key: the notice goes and the award pop-up follows it.
    await expect(notice).toBeHidden();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const carousel = page.getByRole('region', { name: 'Highlights' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    for (
      let step = 0;
      step < 40 && !(await next.evaluate((b) => b === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group')).toHaveAccessibleName('2 of 10');
    await expect(page.locator('h1[data-e2e-prerendered]')).toHaveText('Welcome to DAPNET');
  });

  test('the head asks for nothing before the first screen: the icon is in the page, the manifest follows', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'load' });
    await expect(welcome(page)).toBeVisible();
    // The tab's icon is drawn from the page itself.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    const drawn = await page.evaluate(async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      return image.naturalWidth;
    }, icon!);
    expect(drawn).toBeGreaterThan(0);
    expect(asked.filter((path) => /favicon|manifest|icons\//.test(path))).toEqual([]);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);

    // Once the app's first screen is up, it links the manifest and the home-screen icon.
    release();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/icon-192.png',
    );
  });
});

test.describe('the pages manifest', () => {
  test('names, for every declared page, its route module and files the server has', async ({
    request,
  }) => {
    const response = await request.get('/pages-manifest.json');
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as PagesManifest;
    const declared = allPages();
    expect(Object.keys(manifest.pages)).toEqual(declared.map((page) => page.path));
    for (const page of declared) {
      const entry = manifest.pages[page.path]!;
      expect(entry.module).toBe(page.module);
      // Its route module's chunk is named after its address (web/vite.config.ts).
      const routeChunk = `assets/route-${page.module.replace(/\/index$/, '').replaceAll('/', '-')}-`;
      expect(entry.code.some((file) => file.startsWith(routeChunk))).toBe(true);
      expect(entry.prerendered).toBe(
        page.firstVisit?.prerendered && `${page.firstVisit.prerendered}.html`,
      );
      expect(entry.preconnect).toEqual(page.firstVisit?.preconnect ?? []);
    }
    // The data a page asks for as its navigation starts (web/src/app/routes/<module>.data.ts).
    expect(manifest.pages['/']!.data).toEqual([['stats']]);
    // The calls with their receipts (the Delivery column), since this server reports delivery.
    expect(manifest.pages['/calls']!.data).toEqual([
      ['calls', '<user>'],
      ['receipts', 'calls'],
    ]);
    expect(manifest.pages['/transmitters/edit/:id']!.data).toEqual([]);
    // The texts a first render waits for: English in two parts (the public pages' texts, and
    // beyond them the rest), every other language whole; none is in the start-up set.
    expect(manifest.pages['/']!.texts?.en).toEqual([expect.stringMatching(/^assets\/start-up-/)]);
    expect(manifest.pages['/calls']!.texts?.en).toEqual([
      expect.stringMatching(/^assets\/start-up-/),
      expect.stringMatching(/^assets\/rest-/),
    ]);
    expect(manifest.pages['/']!.texts?.de).toEqual([expect.stringMatching(/^assets\/de-/)]);
    const files = new Set([
      ...manifest.startUp.code,
      ...manifest.startUp.css,
      ...Object.values(manifest.pages).flatMap((entry) => [
        ...entry.code,
        ...entry.css,
        ...(entry.prerendered ? [entry.prerendered] : []),
        ...Object.values(entry.texts ?? {}).flat(),
      ]),
    ]);
    for (const file of files) expect((await request.get(`/${file}`)).status(), file).toBe(200);
  });
});

test.describe('the prerendered page without JavaScript', () => {
  test.use({ returningVisitor: false, javaScriptEnabled: false });

  test('shows the first screen', async ({ page }) => {
    await page.goto('/');
    await expect(welcome(page)).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel.getByRole('heading', { name: 'Welcome to DAPNET Web!' })).toBeVisible();
  });

  test('shows /login and /version', async ({ page }) => {
    await page.goto('/login');
    await expect(heading(page, 'Login')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await page.goto('/version');
    await expect(heading(page, 'Version check')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/\d+\.\d+\.\d+ \(commit [0-9a-z]+\)/);
  });

  test('any other page shows its frame: the bar with the product name, in no language', async ({
    page,
  }) => {
    for (const path of ['/calls', '/transmitters/map']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'DAPNET' })).toBeVisible();
      // Its title is in the HTML, shown only once the first-screen script has seen who visits.
      await expect(page.getByRole('main')).toHaveText('', { useInnerText: true });
      await expect(page.locator('body')).toHaveText('DAPNET', { useInnerText: true });
    }
  });
});

test.describe('visitors the page was not rendered for', () => {
  test.use({ returningVisitor: false });

  test('see no English first, in German or signed in: nothing until the app shows theirs', async ({
    page,
  }) => {
    // A visitor who chose German (and has not acknowledged the cookie notice yet), once per tab.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-german')) return;
      sessionStorage.setItem('e2e-german', '1');
      localStorage.setItem('dapnet-web', JSON.stringify({ state: { language: 'de' } }));
    });
    let release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toBeAttached();
    await expect(welcome(page)).toBeHidden();
    release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen bei DAPNET' }),
    ).toBeVisible();

    // Signed in, in English.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, ADMIN);
    await page.unrouteAll();
    release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('h1')).toBeAttached();
    await expect(welcome(page)).toBeHidden();
    release();
    await expect(userMenu(page)).toHaveAccessibleName('admin');
    await expect(welcome(page)).toBeVisible();
  });

  test('see no English /login or /version first, in German', async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('dapnet-web'))
        localStorage.setItem('dapnet-web', JSON.stringify({ state: { language: 'de' } }));
    });
    for (const [path, english, german] of [
      ['/login', 'Login', 'Anmelden'],
      ['/version', 'Version check', 'Versionsprüfung'],
    ] as const) {
      await page.unrouteAll();
      const release = await holdTheApp(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('h1')).toBeAttached();
      await expect(heading(page, english)).toBeHidden();
      release();
      await expect(heading(page, german)).toBeVisible();
    }
  });
});
