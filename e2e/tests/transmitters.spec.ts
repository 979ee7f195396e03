import type { Page } from '@playwright/test';
import type { Transmitter } from '@dapnet/model';
import { ADMIN, expect, test, signIn } from './fixtures';
import { rowOf, searchBox, sidePanel } from './pages';

const DEMO_PASSWORD = 'pager73';

async function demoTransmitters(page: Page): Promise<Transmitter[]> {
  const response = await page.request.get('/api/transmitters');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Transmitter[];
}

function ratio(rows: Transmitter[], usage?: string) {
  const chosen = usage ? rows.filter((row) => row.usage === usage) : rows;
  return `${chosen.filter((row) => row.status === 'ONLINE').length}/${chosen.length}`;
}

const table = (page: Page) => page.getByRole('region', { name: 'Transmitters' });
const search = (page: Page, text: string) => searchBox(page).fill(text);
const row = (page: Page, name: string) => rowOf(table(page), name);

test.describe('transmitters overview', () => {
  test('an admin sees every column, the statistics, the device chart and all actions', async ({
    page,
  }) => {
    await signIn(page, ADMIN, '/transmitters');
    await expect(page).toHaveTitle('Transmitters - DAPNET');
    const rows = await demoTransmitters(page);

    for (const header of [
      'Callsign',
      'Node',
      'IP address',
      'Owners',
      'Device',
      'Status',
      'Connected since',
      'Actions',
    ]) {
      await expect(table(page).getByRole('columnheader', { name: header })).toBeVisible();
    }

    const stats = sidePanel(page);
    await expect(stats.getByText('Widerange online').locator('..')).toContainText(
      ratio(rows, 'WIDERANGE'),
    );
    await expect(stats.getByText('Personal online').locator('..')).toContainText(
      ratio(rows, 'PERSONAL'),
    );
    await expect(stats.getByText('All online').locator('..')).toContainText(ratio(rows));

    // The chart counts device types of online transmitters; the checkbox keeps widerange only.
    const chart = stats.getByRole('figure', { name: 'Devices of online transmitters' });
    const count = (type: string, widerangeOnly: boolean) =>
      rows.filter(
        (item) =>
          item.status === 'ONLINE' &&
          item.deviceType === type &&
          (!widerangeOnly || item.usage === 'WIDERANGE'),
      ).length;
    const legend = (type: string) => chart.getByRole('listitem').filter({ hasText: type });
    await expect(legend('UniPager')).toContainText(String(count('UniPager', false)));
    const personalOnly = ['MMDVM', 'RasPager', 'SDRPager', 'PiPager-C9000', 'DAPNET-Proxy'].find(
      (type) => count(type, false) > 0 && count(type, true) === 0,
    );
    if (personalOnly) await expect(legend(personalOnly)).toBeVisible();
    await stats.getByRole('checkbox', { name: 'Widerange transmitters only' }).check();
    await expect(legend('UniPager')).toContainText(String(count('UniPager', true)));
    if (personalOnly) await expect(legend(personalOnly)).toHaveCount(0);

    await expect(stats.getByRole('link', { name: 'New transmitter' })).toHaveAttribute(
      'href',
      '/transmitters/new',
    );
    const mailAll = stats.getByRole('link', { name: 'Send a mail to all owners' });
    const mailHref = await mailAll.getAttribute('href');
    expect(mailHref).toMatch(/^mailto:/);
    expect(mailHref).toContain('dl1abc%40example.org');
    expect(mailHref).toContain('subject=%5BDAPNET%5D%20Transmitters');

    // One row: address with port, device as text, status badge, all four actions.
    await search(page, 'db0abc');
    const abc = row(page, 'db0abc');
    await expect(abc).toContainText(/\d+\.\d+\.\d+\.\d+:\d+/);
    await expect(abc).toContainText('UniPager');
    await expect(abc).toContainText('Online');
    await expect(abc.getByRole('link', { name: 'Edit db0abc' })).toHaveAttribute(
      'href',
      '/transmitters/edit/db0abc',
    );
    await expect(abc.getByRole('button', { name: 'Delete db0abc' })).toBeVisible();
    const mail = await abc
      .getByRole('link', { name: 'Send an email to the owners of db0abc' })
      .getAttribute('href');
    expect(mail).toContain('dl1abc%40example.org');
    expect(mail).toContain('db9xyz%40example.org');
    expect(mail).not.toContain('admin');

    // Status badges carry their text, so the status can be searched for.
    await search(page, 'disabled');
    await expect(row(page, 'db0nbg')).toContainText('Disabled');
  });

  test('sending the rubric names shows the success toast', async ({ page }) => {
    await signIn(page, ADMIN, '/transmitters');
    await search(page, 'db0abc');
    const answer = page.waitForResponse('**/api/transmitterControl/sendRubricNames/db0abc');
    await row(page, 'db0abc')
      .getByRole('button', { name: 'Send the rubric names to db0abc' })
      .click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByText('Operation successfully executed.')).toBeVisible();
  });

  test('an owner gets actions on their own rows only, and no admin actions', async ({ page }) => {
    await signIn(page, { name: 'db9xyz', password: DEMO_PASSWORD }, '/transmitters');
    await search(page, 'db0abc');
    await expect(row(page, 'db0abc').getByRole('link', { name: 'Edit db0abc' })).toBeVisible();
    await expect(
      row(page, 'db0abc').getByRole('button', { name: 'Send the rubric names to db0abc' }),
    ).toBeVisible();
    await search(page, 'db0ham');
    await expect(row(page, 'db0ham').getByLabel('No actions available')).toBeVisible();
    await expect(row(page, 'db0ham').getByRole('link', { name: 'Edit db0ham' })).toHaveCount(0);
    // Everyone may look: the callsign leads to the transmitter on the map.
    await row(page, 'db0ham').getByRole('link', { name: 'db0ham', exact: true }).click();
    // The permalink; the map may already have written its view into the address after it.
    await expect(page).toHaveURL(/\/transmitters\/map\/db0ham(?:\?|$)/);
    await expect(page.locator('.leaflet-popup')).toContainText('db0ham');
    await page.goBack();
    await expect(page).toHaveURL(/\/transmitters\?q=db0ham/);
    await expect(sidePanel(page).getByRole('link', { name: 'New transmitter' })).toHaveCount(0);
    await expect(
      sidePanel(page).getByRole('link', { name: 'Send a mail to all owners' }),
    ).toHaveCount(0);
    await expect(sidePanel(page).getByText('All online')).toBeVisible();
  });

  test('another user sees dashes instead of actions', async ({ page }) => {
    await signIn(page, { name: 'sm5abc', password: DEMO_PASSWORD }, '/transmitters');
    const rows = await demoTransmitters(page);
    const foreign = rows.filter((item) => !item.ownerNames.includes('sm5abc'));
    await search(page, foreign[0]!.name);
    await expect(row(page, foreign[0]!.name).getByLabel('No actions available')).toBeVisible();
    await expect(table(page).getByRole('link', { name: /^Edit / })).toHaveCount(0);
    await expect(sidePanel(page).getByRole('link', { name: 'New transmitter' })).toHaveCount(0);
  });
});

test.describe('transmitters overview in German', () => {
  test.use({ language: 'de' });

  test('an owner may mail the co-owners of their own transmitter', async ({ page }) => {
    await signIn(page, { name: 'db9xyz', password: DEMO_PASSWORD }, '/transmitters?q=db0abc');
    const own = rowOf(page.getByRole('region', { name: 'Sender' }), 'db0abc');
    // Only admins see addresses: the mail opens unaddressed, naming the owners to write to.
    const mail = own.getByRole('link', { name: /^Eine E-Mail über db0abc an die Besitzer/ });
    const href = await mail.getAttribute('href');
    expect(href).toMatch(/^mailto:\?subject=%5BDAPNET%5D%20Sender%20db0abc&body=/);
    expect(decodeURIComponent(href ?? '')).toContain('Besitzer dieses Senders: dl1abc, db9xyz');
  });
});
