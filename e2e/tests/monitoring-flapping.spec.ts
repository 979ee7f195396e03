/**
 * Two hotspots configured with the same callsign and key (a copied SD card) knock each other
 * off; the transmitter's monitoring screen says so and names both addresses involved.
 */
import type { TransmitterMonitor } from '@dapnet/model';
import { ADMIN, ADMIN_AUTH, expect, signIn, test, uniqueName } from './fixtures';
import { connectTransmitter, putTransmitter } from './transmitter';

// The screens are about texts: in German.
test.use({ language: 'de' });

test('the monitoring screen shows a flapping transmitter with both addresses', async ({ page }) => {
  const name = uniqueName('flap');
  const authKey = 'twin42';
  await putTransmitter(page.request, name, { authKey });
  // Both come back 0.2 s after being replaced, as real software does (only faster).
  const twins = ['MMDVM', 'DAPNETGateway'].map((device) =>
    connectTransmitter({ name, authKey, device, version: '20260214', reconnectDelayMs: 200 }),
  );
  try {
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/monitor/transmitters/${name}`, {
            headers: { Authorization: ADMIN_AUTH },
          });
          return ((await response.json()) as TransmitterMonitor).flapping?.replaced ?? 0;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(1);

    await signIn(page, ADMIN, `/transmitters/monitor/${name}`);
    const alert = page.getByRole('alert').filter({
      hasText: 'Dieser Sender verliert ständig seine Verbindung',
    });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('derselben kopierten SD-Karte');
    const replacement = alert.getByText(/^127\.0\.0\.1:\d+ verdrängt von 127\.0\.0\.1:\d+$/);
    await expect(replacement).toBeVisible();
    const [closed, by] = (await replacement.innerText()).split(' verdrängt von ');
    // Two connections, two addresses: they differ in their ports here, on one machine.
    expect(closed).not.toBe(by);
    await expect(alert).toContainText('Verdrängt in der letzten Minute');
  } finally {
    await Promise.all(twins.map((twin) => twin.close()));
    await page.request.delete(`/api/transmitters/${name}`, {
      headers: { Authorization: ADMIN_AUTH },
    });
  }
});
