import { ADMIN, expect, PROTECTED_PATHS, PUBLIC_PATHS, signIn, test } from './fixtures';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test('no page breaks its Content Security Policy', async ({ page }) => {
  test.setTimeout(60_000);
  // Recorded from the first script on: a report at any time of a page's life is a failure.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.cspViolations ??= []).push(
        `${event.violatedDirective} blocked ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  await signIn(page, ADMIN);
  // Every route loaded on its own, so nothing one page still does can move the next.
  for (const path of [...PUBLIC_PATHS, ...PROTECTED_PATHS]) {
    await page.goto(path);
    await expect(page, path).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    expect(await page.evaluate(() => window.cspViolations ?? []), path).toEqual([]);
  }
});
