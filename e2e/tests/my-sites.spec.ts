import type { APIRequestContext, Page } from '@playwright/test';
import type { Transmitter } from '@dapnet/model';
import { expectNoSeriousViolations } from './axe';
import { ADMIN, ADMIN_AUTH, expect, signIn, test, uniqueName } from './fixtures';
import { shownNotifications, stubNotifications } from './notifications';
import { rowOf, table } from './pages';
import { connectTransmitter, putTransmitter } from './transmitter';

/**
 * "My sites" (issue 13, point 1): a user's transmitters and nodes as they change. The page's
 * clock is Playwright's, so the half minute between two polls passes when the test says so.
 */

/** A plain user who owns transmitters (server/src/demo/sites.ts). */
const OWNER = { name: 'f4abc', password: 'pager73' };
const AUTH_KEY = 'sites42';
const POLL_MS = 30_000;

/** A transmitter of the owner's, offline until a simulator connects as it. */
/** The owner's transmitter comes online: a simulator connects with its key. */
async function connectAndWait(page: Page, name: string) {
  const simulator = connectTransmitter({
    name,
    authKey: AUTH_KEY,
    device: 'RasPager',
    version: '2.1',
  });
  await simulator.handshake();
  await statusBecomes(page, name, 'ONLINE');
  return simulator;
}

async function createTransmitter(request: APIRequestContext, name: string) {
  await putTransmitter(request, name, {
    authKey: AUTH_KEY,
    latitude: '48.85',
    longitude: '2.35',
    timeSlot: '37',
    ownerNames: [OWNER.name],
  });
}

/** Waits until the API reports the status (the page learns it only from its next poll). */
async function statusBecomes(page: Page, name: string, status: string) {
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/transmitters/${name}`, {
        headers: { Authorization: ADMIN_AUTH },
      });
      return ((await response.json()) as Transmitter).status;
    })
    .toBe(status);
}

test.describe('my sites, in German', () => {
  test.use({ language: 'de' });

  test('an owner sees their transmitter go offline, notified, and come back', async ({
    page,
    context,
  }) => {
    const name = uniqueName('site');
    await createTransmitter(page.request, name);
    let simulator: ReturnType<typeof connectTransmitter> | undefined;
    try {
      await context.grantPermissions(['notifications']);
      await stubNotifications(page);
      await page.clock.install();
      // A plain user's sites are their own, whatever the address names.
      await signIn(page, OWNER, '/transmitters?owner=db9xyz');
      await page.getByRole('button', { name: 'Sender' }).click();
      await page.getByRole('link', { name: 'Meine Standorte' }).click();
      await expect(page.getByRole('heading', { name: 'Meine Standorte', level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Besitzer' })).toHaveCount(0);
      const sites = table(page, 'Standorte');
      const row = rowOf(sites, name);
      await expect(row).toContainText('Offline');
      await expect(rowOf(sites, 'db0abc')).toHaveCount(0);
      const changes = page.getByRole('region', { name: 'Änderungen auf dieser Seite' });
      await expect(changes).toContainText('Keine Änderungen, seit die Seite geöffnet wurde.');

      await page
        .getByRole('button', { name: 'Benachrichtigen, wenn ein Standort offline geht' })
        .click();
      await expect(page.getByRole('button', { name: 'Benachrichtigungen beenden' })).toBeVisible();

      simulator = await connectAndWait(page, name);
      await page.clock.fastForward(POLL_MS);
      await expect(row).toContainText('Online');
      await expect(row).toContainText('RasPager 2.1');
      await expect(row).toContainText('127.0.0.1:');
      await expect(row).toContainText('37');
      await expect(changes.getByRole('listitem')).toHaveText([
        new RegExp(`^${name} ist seit .+ wieder online$`),
      ]);

      await simulator.close();
      await statusBecomes(page, name, 'OFFLINE');
      await page.clock.fastForward(POLL_MS);
      await expect(row).toContainText('Offline');
      await expect(changes.getByRole('listitem').first()).toHaveText(
        new RegExp(`^${name} ist um .+ offline gegangen$`),
      );
      await expect
        .poll(() => shownNotifications(page))
        .toEqual([
          { title: `${name} ist offline`, body: expect.stringMatching(/offline gegangen$/) },
        ]);

      // Back again; "refresh" checks at once, without waiting for the poll.
      simulator = await connectAndWait(page, name);
      await page.getByRole('button', { name: 'Aktualisieren' }).click();
      await expect(row).toContainText('Online');
      await expect(changes.getByRole('listitem')).toHaveCount(3);
      await expect(changes.getByRole('listitem').first()).toHaveText(
        new RegExp(`^${name} ist seit .+ wieder online$`),
      );
      expect(await shownNotifications(page)).toHaveLength(1);
    } finally {
      await simulator?.close();
      await page.request.delete(`/api/transmitters/${name}`, {
        headers: { Authorization: ADMIN_AUTH },
      });
    }
  });
});

test('an admin picks another owner by keyboard and sees their transmitters and node', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/transmitters/sites');
  const sites = table(page, 'Sites');
  // The admin's own sites first: admin owns the node db0dbn (server/src/demo/nodes.ts).
  await expect(rowOf(sites, 'db0dbn')).toContainText('Node');

  const owner = page.getByRole('combobox', { name: 'Owner' });
  await owner.focus();
  // The field shows the admin's own name: replaced by what is typed.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('pa3xyz');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]owner=pa3xyz/);
  await expect(owner).toBeFocused();
  await expect(rowOf(sites, 'pa3hs')).toContainText('Transmitter');
  await expect(rowOf(sites, 'pi1ndn')).toContainText('Node');
  await expect(rowOf(sites, 'db0dbn')).toHaveCount(0);
  // An admin sees the full address, port included.
  await expect(rowOf(sites, 'pa3hs')).toContainText(/127\.0\.0\.1:\d+/);
  await expectNoSeriousViolations(page, 'my sites');

  // On through the controls by keyboard: notifications, then the table's search.
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('button', { name: 'Notify me when a site goes offline' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type('pi1ndn');
  await expect(sites.getByRole('row')).toHaveCount(2);
  // Its monitoring screen by keyboard.
  await page.getByRole('link', { name: 'Monitor pi1ndn' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/nodes/monitor/pi1ndn');
});
