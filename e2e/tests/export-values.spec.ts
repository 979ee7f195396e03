import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';

/**
 * Issue 28, point 15: exports are data. JSON carries the API's values (status codes, flags,
 * numbers, lists, ISO 8601 times with their zone), CSV the same values as text, with no
 * placeholders or translated words.
 */

async function exported(page: Page, format: RegExp): Promise<string> {
  await page.getByRole('button', { name: 'Export' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  return readFile((await (await saved).path())!, 'utf8');
}

test('JSON and CSV exports hold values, lists and ISO times, not display text', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/calls');
  await expect(page.getByRole('table', { name: 'Calls' }).getByRole('row').nth(1)).toBeVisible();
  const calls = JSON.parse(await exported(page, /^JSON/)) as Record<string, unknown>[];
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(typeof call.emergency).toBe('boolean');
    expect(Array.isArray(call.subscribers)).toBe(true);
    expect(Array.isArray(call.groups)).toBe(true);
  }

  await page.goto('/subscribers');
  await expect(page.getByRole('table', { name: 'Subscribers' })).toBeVisible();
  const subscribers = JSON.parse(await exported(page, /^JSON/)) as {
    pagers: { ric: unknown; name: string }[];
    owners: unknown;
  }[];
  const pagers = subscribers.flatMap((subscriber) => subscriber.pagers);
  expect(pagers.length).toBeGreaterThan(0);
  for (const pager of pagers) expect(typeof pager.ric).toBe('number');
  expect(subscribers.every((subscriber) => Array.isArray(subscriber.owners))).toBe(true);

  await page.goto('/transmitters');
  await expect(page.getByRole('table', { name: 'Transmitters' })).toBeVisible();
  const transmitters = JSON.parse(await exported(page, /^JSON/)) as Record<string, unknown>[];
  const statuses = new Set(transmitters.map((transmitter) => transmitter.status));
  expect(
    [...statuses].every((status) => /^(ONLINE|OFFLINE|ERROR|DISABLED)$/.test(String(status))),
  ).toBe(true);
  expect(
    transmitters.every((transmitter) => /^(WIDERANGE|PERSONAL)$/.test(String(transmitter.usage))),
  ).toBe(true);
  // A transmitter that never connected has no node: null, not "---".
  expect(JSON.stringify(transmitters)).not.toContain('---');

  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  const csv = await exported(page, /^CSV/);
  expect(csv).not.toContain('---');
  const adminLine = csv.split('\r\n').find((line) => line.startsWith('admin,'));
  // name, mail, admin flag, subscribers: the flag is true, not "Yes".
  expect(adminLine).toMatch(/^admin,[^,]*,true,/);
});
