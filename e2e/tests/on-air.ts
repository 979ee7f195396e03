/**
 * A transmitter on the air for one test: a transmitter record, a group with only it, a subscriber
 * with a pager, and the simulator connected (and ONLINE) as that transmitter; and the call a
 * person sends them from the new-call page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_AUTH, expect, uniqueName } from './fixtures';
import { pickByKeyboard, sidePanel } from './pages';
import { connectTransmitter, putTransmitter } from './transmitter';

const headers = { Authorization: ADMIN_AUTH };

async function put(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.put(path, { headers, data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
}

export interface OnAir {
  /** The transmitter's name; the group and the subscriber are named after the same prefix. */
  name: string;
  group: string;
  subscriber: string;
  /** The subscriber's pager. */
  ric: number;
  transmitter: ReturnType<typeof connectTransmitter>;
}

/**
 * Runs `use` with a transmitter on the air (records named `<prefix>…`, its settings `fields` over
 * putTransmitter's), then disconnects it and deletes the records, whatever happened.
 */
export async function withTransmitterOnAir(
  request: APIRequestContext,
  prefix: string,
  fields: Parameters<typeof putTransmitter>[2] & { authKey: string },
  use: (onAir: OnAir) => Promise<void>,
) {
  const name = uniqueName(prefix);
  const group = uniqueName(`${prefix}group`);
  const subscriber = uniqueName(`${prefix}sub`);
  const ric = 100_000 + (Date.now() % 800_000);
  await putTransmitter(request, name, fields);
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
  const transmitter = connectTransmitter({
    name,
    authKey: fields.authKey,
    device: 'RasPager',
    version: '1.0.4',
  });
  try {
    await transmitter.handshake();
    // The server writes the live state a moment after the handshake's last line.
    await expect
      .poll(
        async () =>
          (await (await request.get(`/api/transmitters/${name}`, { headers })).json()).status,
      )
      .toBe('ONLINE');
    await use({ name, group, subscriber, ric, transmitter });
  } finally {
    await transmitter.close();
    await request.delete(`/api/transmitters/${name}`, { headers });
    await request.delete(`/api/transmitterGroups/${group}`, { headers });
    await request.delete(`/api/callsigns/${subscriber}`, { headers });
  }
}

/** From /calls, sends `text` to the subscriber and the group of `onAir` as a person does. */
export async function sendCallFromPage(page: Page, text: string, onAir: OnAir) {
  await sidePanel(page).getByRole('link', { name: 'New call' }).click();
  await page.getByRole('textbox', { name: /^Message/ }).fill(text);
  await pickByKeyboard(page, /^Subscribers/, onAir.subscriber);
  await pickByKeyboard(page, /^Transmitter groups/, onAir.group);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Operation successfully executed.')).toBeVisible();
}
