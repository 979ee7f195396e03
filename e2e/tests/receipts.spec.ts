/**
 * Delivery receipts (issue 25, points 1 and 5): a call sent from the new-call page to a group with
 * one simulated transmitter shows in /calls as acknowledged by it (after a reload; the live update
 * is the event stream's), its detail view lists the transmitter with its state, the RIC and the
 * text as put on the air, and a user who may not see a call gets the error page.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  ADMIN_AUTH,
  createUser,
  deleteUser,
  expect,
  signIn,
  test,
  uniqueName,
} from './fixtures';
import { pickByKeyboard, rowOf, searchBox, sidePanel } from './pages';
import { connectTransmitter, putTransmitter } from './transmitter';

const headers = { Authorization: ADMIN_AUTH };

async function put(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.put(path, { headers, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
}

test('a call to one connected transmitter reads "Acknowledged by 1 of 1", in full in its detail view', async ({
  page,
  request,
}) => {
  const name = uniqueName('rcpt');
  const group = uniqueName('rcptgroup');
  const subscriber = uniqueName('rcptsub');
  const authKey = 'rcptKey42';
  const ric = 100_000 + (Date.now() % 800_000);
  const text = `receipt ${Date.now().toString(36)}`;
  await putTransmitter(request, name, { authKey, timeSlot: '0123' });
  await put(request, `/api/transmitterGroups/${group}`, {
    description: 'One simulated transmitter',
    transmitterNames: [name],
    ownerNames: ['admin'],
  });
  await put(request, `/api/callsigns/${subscriber}`, {
    description: 'Carries a pager',
    pagers: [{ number: ric, name: 'Skyper' }],
    ownerNames: ['admin'],
  });

  const transmitter = connectTransmitter({ name, authKey, device: 'RasPager', version: '1.0.4' });
  try {
    await transmitter.handshake();
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/transmitters/${name}`, { headers })).json()).status,
      )
      .toBe('ONLINE');

    await signIn(page, ADMIN, '/calls');
    await sidePanel(page).getByRole('link', { name: 'New call' }).click();
    await page.getByRole('textbox', { name: /^Message/ }).fill(text);
    await pickByKeyboard(page, /^Subscribers/, subscriber);
    await pickByKeyboard(page, /^Transmitter groups/, group);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Operation successfully executed.')).toBeVisible();
    // The simulator answers every page with success: the acknowledgement.
    await transmitter.waitForMessage({ ric }, 15_000);

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
    const line = rowOf(transmitters, name);
    await expect(line).toContainText('Acknowledged');
    await expect(line).toContainText(String(ric).padStart(7, '0'));
    await expect(line).toContainText(`ADMIN: ${text}`);
  } finally {
    await transmitter.close();
    await request.delete(`/api/transmitters/${name}`, { headers });
    await request.delete(`/api/transmitterGroups/${group}`, { headers });
    await request.delete(`/api/callsigns/${subscriber}`, { headers });
  }
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
