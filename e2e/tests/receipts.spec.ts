/**
 * Delivery receipts (issue 25, points 1 and 5): a call sent from the new-call page to a group with
 * one simulated transmitter shows in /calls as acknowledged by it (after a reload; the live update
 * is the event stream's), its detail view lists the transmitter with its state, the RIC and the
 * text as put on the air, and a user who may not see a call gets the error page.
 */
import { ADMIN, ADMIN_AUTH, createUser, deleteUser, expect, signIn, test } from './fixtures';
import { sendCallFromPage, withTransmitterOnAir } from './on-air';
import { rowOf, searchBox } from './pages';

const headers = { Authorization: ADMIN_AUTH };

test('a call to one connected transmitter reads "Acknowledged by 1 of 1", in full in its detail view', async ({
  page,
  request,
}) => {
  const text = `receipt ${Date.now().toString(36)}`;
  await withTransmitterOnAir(
    request,
    'rcpt',
    { authKey: 'rcptKey42', timeSlot: '0123' },
    async (onAir) => {
      await signIn(page, ADMIN, '/calls');
      await sendCallFromPage(page, text, onAir);
      // The simulator answers every page with success: the acknowledgement.
      await onAir.transmitter.waitForMessage({ ric: onAir.ric }, 15_000);

      await page.goto('/calls');
      await searchBox(page).fill(text);
      const row = rowOf(page.getByRole('region', { name: 'Calls' }), `ADMIN: ${text}`);
      const status = row.getByRole('link', { name: /^Acknowledged by 1 of 1\b/ });
      // The acknowledgement is recorded a moment after it arrives: reading the list again is allowed.
      await expect(async () => {
        await page.reload();
        await expect(status).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });

      await status.click();
      await expect(page).toHaveURL(/\/calls\/\d+$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Call and its delivery' }),
      ).toBeVisible();
      await expect(page.getByText(`ADMIN: ${text}`).first()).toBeVisible();
      const transmitters = page.getByRole('table', { name: 'Transmitters' });
      const line = rowOf(transmitters, onAir.name);
      await expect(line).toContainText('Acknowledged');
      await expect(line).toContainText(String(onAir.ric).padStart(7, '0'));
      await expect(line).toContainText(`ADMIN: ${text}`);
    },
  );
});

test('a user who may not see a call gets the error page, not the call', async ({
  page,
  request,
}) => {
  const text = `not yours ${Date.now().toString(36)}`;
  // The admin's call to a demo subscriber of somebody else.
  const response = await request.post('/api/calls', {
    headers,
    data: { text, callSignNames: ['dl1abc'], transmitterGroupNames: ['all'], emergency: false },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { id } = (await response.json()) as { id: number };
  const user = await createUser(request, 'rcptuser');
  try {
    await signIn(page, user, `/calls/${id}`);
    await expect(page.getByRole('alert')).toContainText('No permission for this request.');
    await expect(page.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/calls',
    );
    await expect(page.getByText(text)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Transmitters' })).toHaveCount(0);
  } finally {
    await deleteUser(request, user.name);
  }
});
