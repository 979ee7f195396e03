/**
 * The paging node end to end: a simulated transmitter (the repository's simulator, in the test
 * process) connects to the e2e server's transmitter endpoint over TCP, the transmitters page shows
 * it ONLINE with its address and device, and a call sent from the new-call page reaches it.
 */
import { ADMIN, expect, signIn, test } from './fixtures';
import { sendCallFromPage, withTransmitterOnAir } from './on-air';
import { rowOf, searchBox } from './pages';

test('a transmitter connects, shows ONLINE, and a call from the web page reaches it', async ({
  page,
  request,
}) => {
  const text = `on air ${Date.now().toString(36)}`;
  const fields = {
    authKey: 'simKey42',
    latitude: '50.77',
    longitude: '6.08',
    power: '10',
    usage: 'WIDERANGE',
    antennaAboveGroundLevel: 20,
    timeSlot: '0123',
  };
  await withTransmitterOnAir(request, 'sim', fields, async (onAir) => {
    await signIn(page, ADMIN, '/transmitters');
    await searchBox(page).fill(onAir.name);
    const row = rowOf(page.getByRole('region', { name: 'Transmitters' }), onAir.name);
    await expect(row).toContainText('Online');
    await expect(row).toContainText(/127\.0\.0\.1:\d+/);
    await expect(row).toContainText('RasPager 1.0.4');

    await page.goto('/calls');
    await sendCallFromPage(page, text, onAir);

    const received = await onAir.transmitter.waitForMessage({ ric: onAir.ric }, 15_000);
    expect(received).toMatchObject({ text: `ADMIN: ${text}`, answer: 'success' });
  });
});
