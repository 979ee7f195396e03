import { ADMIN, expect, signIn, test } from './fixtures';

/**
 * Issue 28, point 19: German says "Sie" and one word per idea ("Persönlich" for personal
 * transmitters); examples use the German decimal comma. (web/src/locales/wording.test.ts checks
 * every German text; this checks them where a user reads them.)
 */
test.use({ language: 'de' });

test('German pages address the user as "Sie" and call personal transmitters "Persönlich"', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByText(/Wählen Sie einen Sender, um seine berechnete Abdeckung/),
  ).toBeVisible();

  await signIn(page, ADMIN, '/transmitters');
  await expect(page.getByText('Persönlich online', { exact: true })).toBeVisible();
  await expect(page.getByText('Personal online')).toHaveCount(0);

  await page.goto('/transmitters/map');
  await expect(page.getByText(/^Klicken Sie auf einen Sender/)).toBeVisible();
  await expect(page.getByText(/Koordinaten \(50,78; 6,08\)/)).toBeVisible();
});
