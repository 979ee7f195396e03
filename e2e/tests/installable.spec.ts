import { readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 28, point 18: the app installs (manifest, icons, theme colours, a service worker) and
 * opens offline from the worker's cache, which never holds API answers; a new version's worker
 * takes over on the next visit and the page says so.
 */
test.use({ serviceWorkers: 'allow' });

/** The build the test server serves (playwright.config.ts: E2E_WEB_DIST, from the repository root). */
const WEB_DIST = resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  process.env.E2E_WEB_DIST ?? 'web/dist',
);

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker controls the page (it claims open pages when it activates). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

test('installable, opens offline without cached API answers, says when it was updated', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/login');

  // The manifest and its icons, in the sizes browsers ask for.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'DAPNET', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes: string[] = [];
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toBe(icon.sizes);
    sizes.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

  // Chrome's own installability check (what Lighthouse's installable-manifest audit reported
  // before Lighthouse 12 dropped it). A test browser's context is incognito, where Chrome
  // installs nothing: that one reason is the browser's, not the app's.
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(
    installabilityErrors.length === 0 ? [] : ['in-incognito'],
  );

  // Signed in, with lists loaded from the API: none of it lands in the worker's cache.
  await page.goto('/transmitters');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

  // Offline, the app still opens: the shell and the page's code come from the cache.
  await context.setOffline(true);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await context.setOffline(false);

  // A new build is a new sw.js (the server serves web/dist as it is on disk): the browser installs
  // it, it takes over, and the page says the new version opens on the next visit.
  const worker = join(WEB_DIST, 'sw.js');
  const original = await readFile(worker, 'utf8');
  const compressed = ['.br', '.gz'].map((suffix) => worker + suffix);
  await Promise.all(compressed.map((file) => rename(file, `${file}.aside`)));
  try {
    await writeFile(worker, `${original}\n// the next build\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(page.getByText('DAPNET has been updated')).toBeVisible({ timeout: 15_000 });
  } finally {
    await writeFile(worker, original);
    await Promise.all(compressed.map((file) => rename(`${file}.aside`, file)));
  }
});
