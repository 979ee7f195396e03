/**
 * What the browser benchmarks share: Debian's Chromium driven by playwright-core, and signing in
 * as a person would.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, and the flags it needs here (no sandbox as root, no calls home). */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Signs in through the login form, as a person would, with the notices already acknowledged. */
export async function signIn(
  page: Page,
  url: string,
  name: string,
  password: string,
): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('dapnet-web')) return;
    const state = { language: 'en', popups: { award: true }, cookieConsent: true };
    localStorage.setItem('dapnet-web', JSON.stringify({ state, version: 0 }));
  });
  await page.goto(`${url}/login`);
  await page.getByLabel('Username').fill(name);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${url}/`);
}
