import { expect, test } from './fixtures';

test.describe('first visit', () => {
  test.use({ returningVisitor: false });

  test('the cookie notice is shown until acknowledged, then remembered', async ({ page }) => {
    await page.goto('/impress');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('cookies');
    await expect(notice).toContainText('local storage');
    await expect(notice.getByRole('link', { name: 'Privacy statement' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Impress' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  });

  test('the award pop-up appears once on the home page, after the cookie notice', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to DAPNET' })).toBeVisible();
    // One at a time: the pop-up waits rather than cover the notice.
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();

    const dialog = page.getByRole('dialog', {
      name: 'Award for the amateur radio group at RWTH Aachen University',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Horkheimer Prize 2018');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to DAPNET' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('returning visitor', () => {
  test('sees neither notice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to DAPNET' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
