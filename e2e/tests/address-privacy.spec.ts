import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addressLabel, maskAddress, type Transmitter } from '@dapnet/model';
import { ADMIN_AUTH, expect, signIn, test } from './fixtures';
import { rowOf } from './pages';

/**
 * Issue 13, point 5: a transmitter's full address only for its owners and admins. f4abc owns
 * f5dap but not db0abc; both are connected by the demo's simulated transmitters.
 */

test.use({ language: 'de' });

const F4ABC = { name: 'f4abc', password: 'pager73' };

async function addressesOf(page: Page, name: string) {
  const response = await page.request.get(`/api/transmitters/${name}`, {
    headers: { Authorization: ADMIN_AUTH },
  });
  const { address } = (await response.json()) as Transmitter;
  expect(address, `${name} is connected`).toBeTruthy();
  return { full: addressLabel(address)!, masked: addressLabel(maskAddress(address!))! };
}

async function showRow(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Suche' }).fill(name);
  return rowOf(page.getByRole('region', { name: 'Sender', exact: true }), name);
}

test("a plain user sees their own transmitter's full address and others' masked", async ({
  page,
}) => {
  const own = await addressesOf(page, 'f5dap');
  const other = await addressesOf(page, 'db0abc');
  const otherIp = other.full.replace(/:\d+$/, '');

  await signIn(page, F4ABC, '/transmitters');
  await expect(await showRow(page, 'f5dap')).toContainText(own.full);
  const otherRow = await showRow(page, 'db0abc');
  await expect(otherRow).toContainText(other.masked);
  await expect(otherRow).not.toContainText(otherIp);

  // The export holds what the table shows.
  await page.getByRole('button', { name: 'Exportieren' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^CSV/ }).click();
  const csv = await readFile((await (await saved).path())!, 'utf8');
  expect(csv).toContain(other.masked);
  expect(csv).not.toContain(otherIp);

  // Its monitoring screen is open to everybody, though only owners get the row action.
  await page.goto('/transmitters/monitor/db0abc');
  await expect(page.getByRole('region', { name: 'Verbindung', exact: true })).toContainText(
    other.masked,
  );
  await expect(page.getByRole('main')).not.toContainText(otherIp);

  await page.goto('/transmitters/monitor/f5dap');
  await expect(page.getByRole('region', { name: 'Verbindung', exact: true })).toContainText(
    own.full,
  );
});
