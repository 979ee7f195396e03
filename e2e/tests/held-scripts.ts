import type { Page, Route } from '@playwright/test';

/**
 * Holds every script of the app until the returned `release` is called: what a page shows from
 * its HTML alone (its static frame), before any of the app's code has run.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
  };
}
