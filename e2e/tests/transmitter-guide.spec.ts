/**
 * A new transmitter's first connection, guided: the form asks which groups it joins (all and
 * the groups near it suggested, a warning for none), then its guide page shows what to enter in
 * the transmitter software, a simulated transmitter (the repository's simulator, over TCP) with
 * a wrong key is shown refused with the reason, then with the right key connected with its time,
 * address and device, and the test page reaches that transmitter.
 */
import type { Page } from '@playwright/test';
import { ADMIN, ADMIN_AUTH, expect, signIn, test, uniqueName } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { submit } from './pages';
import { connectTransmitter, TRANSMITTER_PORT } from './transmitter';

const headers = { Authorization: ADMIN_AUTH };
const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${name}`) });

test('a new transmitter is guided from the form to its first connection', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName('gd');
  const ric = 100_000 + (Date.now() % 800_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, ADMIN, '/transmitters/new');
  const transmitters: { close(): Promise<void> }[] = [];
  try {
    await field(page, 'Callsign').fill(name);
    await page.getByRole('button', { name: 'Generate' }).click();
    // Beside the demo's db0abc in Aachen: its groups are suggested as near.
    await field(page, 'Latitude').fill('50.78');
    await field(page, 'Longitude').fill('6.09');
    await field(page, 'Power').fill('0.5');
    await page.getByRole('group', { name: 'Time slots' }).getByText('4', { exact: true }).click();
    const owners = page.getByRole('combobox', { name: 'Owners' });
    await owners.fill('admin');
    await page.getByRole('option', { name: 'admin', exact: true }).click();
    await page.keyboard.press('Escape');

    const groups = page.getByRole('group', { name: 'Transmitter groups' });
    const all = groups.getByRole('checkbox', { name: 'all', exact: true });
    await expect(all).toBeChecked();
    await expect(
      groups.getByText(/^Transmitters of this group within 100 km/).first(),
    ).toBeVisible();
    await groups.getByRole('checkbox', { name: 'dl-nw', exact: true }).check();
    // None chosen: a warning, not a refusal.
    await all.uncheck();
    await groups.getByRole('checkbox', { name: 'dl-nw', exact: true }).uncheck();
    await expect(page.getByText('This transmitter joins no group')).toBeVisible();
    await all.check();
    await groups.getByRole('checkbox', { name: 'dl-nw', exact: true }).check();
    await expect(page.getByText('This transmitter joins no group')).toHaveCount(0);
    await submit(page);

    await expect(page).toHaveURL(`/transmitters/guide/${name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect the transmitter');
    const record = await (await request.get(`/api/transmitters/${name}`, { headers })).json();
    const authKey: string = record.authKey;
    for (const group of ['all', 'dl-nw']) {
      const members = await (
        await request.get(`/api/transmitterGroups/${group}`, { headers })
      ).json();
      expect(members.transmitterNames, group).toContain(name);
    }

    // What to enter: the DAPNETGateway.ini lines, each value copyable.
    const settings = page.getByRole('tabpanel');
    await expect(settings.locator('pre')).toHaveText(
      `[General]\nCallsign=${name}\n\n[DAPNET]\nAddress=127.0.0.1\nPort=${TRANSMITTER_PORT}\nAuthKey=${authKey}`,
    );
    await settings.getByRole('button', { name: 'Copy Auth key' }).click();
    await expect(settings.getByRole('button', { name: 'Copy Auth key' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(authKey);
    await page.getByRole('tab', { name: 'UniPager' }).click();
    await expect(page.getByRole('tabpanel').getByText('master.auth')).toBeVisible();

    const status = page.getByRole('region', {
      name: 'Start the software and wait for the connection',
    });
    await expect(status).toContainText('Waiting for the transmitter to connect');
    await expect(page.getByRole('button', { name: 'Send test page' })).toBeDisabled();

    const device = { device: 'DAPNETGateway', version: '20260214' };
    const wrong = connectTransmitter({ name, authKey: 'wrongKey1', ...device });
    transmitters.push(wrong);
    await expect.poll(() => wrong.refusal).toBe('Invalid credentials');
    await expect(status).toContainText('Wrong auth key.');
    await expect(status).toContainText(/Refused at .+ from 127\.0\.0\.1:\d+/);

    const right = connectTransmitter({ name, authKey, ...device });
    transmitters.push(right);
    await right.handshake();
    await expect(status).toContainText(
      /Connected at .+ from 127\.0\.0\.1:\d+, DAPNETGateway 20260214\./,
    );
    await expect(status).not.toContainText('Wrong auth key.');
    await expectNoSeriousViolations(page, 'guide page, connected');

    await page.getByRole('textbox', { name: /^Pager address \(RIC\)/ }).fill(String(ric));
    await page.getByRole('button', { name: 'Send test page' }).click();
    await expect(page.getByText(`has the test page for RIC ${ric}`)).toBeVisible();
    const received = await right.waitForMessage({ ric }, 15_000);
    expect(received.text).toBe(`DAPNET test page via ${name}`);
  } finally {
    await Promise.all(transmitters.map((transmitter) => transmitter.close()));
    await request.delete(`/api/transmitters/${name}`, { headers });
  }
});
