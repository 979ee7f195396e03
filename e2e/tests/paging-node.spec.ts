/**
 * The paging node end to end: a simulated transmitter (the repository's simulator, in the test
 * process) connects to the e2e server's transmitter endpoint over TCP, the transmitters page shows
 * it ONLINE with its address and device, and a call sent from the new-call page reaches it.
 */
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, ADMIN_AUTH, expect, signIn, test, uniqueName } from './fixtures';
import { pickByKeyboard, rowOf, searchBox, sidePanel } from './pages';
import { connectTransmitter, putTransmitter } from './transmitter';

const headers = { Authorization: ADMIN_AUTH };

async function put(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.put(path, { headers, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
}

test('a transmitter connects, shows ONLINE, and a call from the web page reaches it', async ({
  page,
  request,
}) => {
  const name = uniqueName('sim');
  const group = uniqueName('simgroup');
  const subscriber = uniqueName('simsub');
  const authKey = 'simKey42';
  const ric = 100_000 + (Date.now() % 800_000);
  const text = `on air ${Date.now().toString(36)}`;
  await putTransmitter(request, name, {
    authKey,
    latitude: '50.77',
    longitude: '6.08',
    power: '10',
    usage: 'WIDERANGE',
    antennaAboveGroundLevel: 20,
    timeSlot: '0123',
  });
  await put(request, `/api/transmitterGroups/${group}`, {
    description: 'The simulated transmitter',
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
    // The server writes the live state a moment after the handshake's last line.
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/transmitters/${name}`, { headers })).json()).status,
      )
      .toBe('ONLINE');

    await signIn(page, ADMIN, '/transmitters');
    await searchBox(page).fill(name);
    const row = rowOf(page.getByRole('region', { name: 'Transmitters' }), name);
    await expect(row).toContainText('Online');
    await expect(row).toContainText(/127\.0\.0\.1:\d+/);
    await expect(row).toContainText('RasPager 1.0.4');

    await page.goto('/calls');
    await sidePanel(page).getByRole('link', { name: 'New call' }).click();
    await page.getByRole('textbox', { name: /^Message/ }).fill(text);
    await pickByKeyboard(page, /^Subscribers/, subscriber);
    await pickByKeyboard(page, /^Transmitter groups/, group);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Operation successfully executed.')).toBeVisible();

    const received = await transmitter.waitForMessage({ ric }, 15_000);
    expect(received).toMatchObject({ text: `ADMIN: ${text}`, answer: 'success' });
  } finally {
    await transmitter.close();
    await request.delete(`/api/transmitters/${name}`, { headers });
    await request.delete(`/api/transmitterGroups/${group}`, { headers });
    await request.delete(`/api/callsigns/${subscriber}`, { headers });
  }
});
