import type { Page } from '@playwright/test';
import type { Transmitter, TransmitterMonitor } from '@dapnet/model';
import { ADMIN, ADMIN_AUTH, expect, signIn, test, uniqueName } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { rowOf } from './pages';
import { connectTransmitter, putTransmitter, TRANSMITTER_PORT } from './transmitter';

// The screens are about texts: in German.
test.use({ language: 'de' });

const search = (page: Page, text: string) =>
  page.getByRole('searchbox', { name: 'Suche' }).fill(text);

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { Authorization: ADMIN_AUTH } });
  expect(response.ok(), `${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

test.describe('monitoring', () => {
  test("a transmitter's row action shows its connection, traffic and history; its node lists it", async ({
    page,
  }) => {
    // A complete axe run besides the screens' checks (the node's screen is an overview page,
    // whose parts the accessibility sweep covers).
    test.slow();
    // A call through db0abc (connected by the demo's simulators) to db9xyz's two pagers.
    const text = `Probe ${uniqueName('m')}`;
    const sent = await page.request.post('/api/calls', {
      headers: { Authorization: ADMIN_AUTH },
      data: { text, callSignNames: ['db9xyz'], transmitterGroupNames: ['dl-nw'], emergency: false },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();
    await expect
      .poll(async () => {
        const monitor = await apiGet<TransmitterMonitor>(page, '/monitor/transmitters/db0abc');
        return monitor.recent.filter((message) => message.text === text).length;
      })
      .toBe(2);
    const transmitter = await apiGet<Transmitter>(page, '/api/transmitters/db0abc');
    const address = `${transmitter.address!.ip_addr}:${transmitter.address!.port}`;

    await signIn(page, ADMIN, '/transmitters');
    await search(page, 'db0abc');
    await rowOf(page.getByRole('region', { name: 'Sender', exact: true }), 'db0abc')
      .getByRole('link', { name: 'db0abc überwachen' })
      .click();
    await expect(page).toHaveURL('/transmitters/monitor/db0abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Sender überwachen' })).toBeVisible();

    const connection = page.getByRole('region', { name: 'Verbindung', exact: true });
    await expect(connection).toContainText(address);
    await expect(connection).toContainText(
      `${transmitter.deviceType} ${transmitter.deviceVersion}`,
    );
    await expect(connection).toContainText(transmitter.timeSlot);

    const recent = page.getByRole('table', { name: 'Zuletzt gesendete Nachrichten' });
    const messages = recent.getByRole('row').filter({ hasText: text });
    await expect(messages).toHaveCount(2);
    await expect(messages.filter({ hasText: '274845' })).toContainText('Rufe');
    await expect(messages.filter({ hasText: '274845' })).toContainText('Gesendet');

    const history = page.getByRole('table', { name: 'Verbindungsverlauf' });
    await expect(history.getByRole('row').filter({ hasText: address })).toContainText('Verbunden');
    const queue = page.getByRole('region', { name: 'Wartende Nachrichten' });
    await expect(queue.getByText('Notfall')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Letzte Stunde' })).toContainText('Gesendet');
    await expectNoSeriousViolations(page, 'transmitter monitoring');

    // Its node lists it with its state, and leads back to it.
    await page.goto('/nodes');
    await search(page, transmitter.nodeName!);
    await page.getByRole('link', { name: `${transmitter.nodeName} überwachen` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Knoten überwachen' })).toBeVisible();
    const nodeTransmitters = page.getByRole('region', { name: 'Sender dieses Knotens' });
    await search(page, 'db0abc');
    const row = rowOf(nodeTransmitters, 'db0abc');
    await expect(row).toContainText('Online');
    await expect(row).toContainText(address);
    await row.getByRole('link', { name: 'db0abc' }).click();
    await expect(page).toHaveURL('/transmitters/monitor/db0abc');

    // The map's pop-up leads there too.
    await page.goto('/transmitters/map/db0abc');
    // Once the permalink's flight has ended (the map has written its view), the popup holds still.
    await expect(page).toHaveURL(/zoom=10/);
    await page.getByRole('link', { name: 'Überwachung' }).click();
    await expect(page).toHaveURL('/transmitters/monitor/db0abc');
  });

  test('the list follows a transmitter that connects, keeping its search; the form says where to connect', async ({
    page,
  }) => {
    const name = uniqueName('mon');
    const authKey = 'probe42';
    await putTransmitter(page.request, name, { authKey });
    let simulator: ReturnType<typeof connectTransmitter> | undefined;
    try {
      await signIn(page, ADMIN, '/transmitters');
      await search(page, name);
      const row = rowOf(page.getByRole('region', { name: 'Sender', exact: true }), name);
      await expect(row).toContainText('Offline');

      simulator = connectTransmitter({ name, authKey, device: 'RasPager', version: '2.1' });
      await simulator.handshake();
      // Online for the API, and at once on the open list through the live event stream (issue
      // 25; live-updates.spec.ts times it and checks the poll without the stream).
      await expect
        .poll(async () => (await apiGet<Transmitter>(page, `/api/transmitters/${name}`)).status)
        .toBe('ONLINE');
      await expect(row).toContainText('Online');
      await expect(row).toContainText('RasPager 2.1');
      await expect(row).toContainText('127.0.0.1');
      await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue(name);

      await page.goto(`/transmitters/edit/${name}`);
      await expect(
        page.getByText(
          `Die Sendersoftware meldet sich mit diesem Rufzeichen und Auth-Key bei 127.0.0.1:${TRANSMITTER_PORT} an.`,
        ),
      ).toBeVisible();
    } finally {
      await simulator?.close();
      await page.request.delete(`/api/transmitters/${name}`, {
        headers: { Authorization: ADMIN_AUTH },
      });
    }
  });
});
