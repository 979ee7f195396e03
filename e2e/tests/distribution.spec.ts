import type { APIRequestContext, Page } from '@playwright/test';
import { basic, expect, signIn, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { pickByKeyboard } from './pages';

/**
 * The groups picker of a new call (issue 12, point 1), in German: the groups a user chose last
 * and pinned come first, the chosen groups' reach is shown in numbers taken from the network,
 * a call to `all` asks first, and only existing groups can be chosen.
 */

const USER = { name: 'db9xyz', password: 'pager73' };

interface Group {
  name: string;
  transmitterNames: string[];
}
interface Transmitter {
  name: string;
  status: string;
  usage: string;
}

/** The reach line as the form should word it, computed here from the API's answers. */
async function expectedReach(request: APIRequestContext, chosen: string[]) {
  const headers = { Authorization: basic(USER.name, USER.password) };
  const groups = (await (
    await request.get('/api/transmitterGroups', { headers })
  ).json()) as Group[];
  const transmitters = (await (
    await request.get('/api/transmitters', { headers })
  ).json()) as Transmitter[];
  const names = new Set(
    groups.filter((group) => chosen.includes(group.name)).flatMap((g) => g.transmitterNames),
  );
  const reached = transmitters.filter((transmitter) => names.has(transmitter.name));
  const count = (test: (transmitter: Transmitter) => boolean) => reached.filter(test).length;
  return (
    `Erreicht ${reached.length} von ${transmitters.length} Sendern: ` +
    `${count((t) => t.status === 'ONLINE')} online, ` +
    `${count((t) => t.usage === 'WIDERANGE')} Weitbereich, ` +
    `${count((t) => t.usage === 'PERSONAL')} persönlich.`
  );
}

const groupsPicker = (page: Page) => page.getByRole('combobox', { name: /^Sendergruppen/ });
const message = (page: Page) => page.getByRole('textbox', { name: /^Nachricht/ });

/** The options the open groups list offers, in order. */
async function offeredGroups(page: Page) {
  await groupsPicker(page).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await groupsPicker(page).press('Escape');
  return names;
}

test.describe('the groups picker of a new call, in German', () => {
  test.use({ language: 'de' });

  test('offers the last and pinned groups first and shows their reach', async ({
    page,
    request,
  }) => {
    await signIn(page, USER, '/calls/new');
    // Nothing remembered yet: the server's order, without headings, and `all` last.
    const firstOffer = await offeredGroups(page);
    expect(firstOffer[0]).not.toBe('all');
    expect(firstOffer.at(-1)).toBe('all');
    await expect(page.getByText('Zuletzt gewählt')).toHaveCount(0);

    await message(page).fill('Verteilung');
    await pickByKeyboard(page, /^Teilnehmer/, 'dl1abc');
    await pickByKeyboard(page, /^Sendergruppen/, 'benelux');
    await expect(page.getByRole('status').filter({ hasText: 'Erreicht' })).toHaveText(
      await expectedReach(request, ['benelux']),
    );
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page).toHaveURL('/calls');

    // The group just used comes first, under its heading.
    await page.goto('/calls/new');
    expect((await offeredGroups(page))[0]).toBe('benelux');
    await groupsPicker(page).click();
    await expect(page.getByText('Zuletzt gewählt')).toBeVisible();
    await groupsPicker(page).press('Escape');

    // Two groups that share transmitters count each one once.
    await pickByKeyboard(page, /^Sendergruppen/, 'dl-nw');
    await pickByKeyboard(page, /^Sendergruppen/, 'dl-all');
    await expect(page.getByRole('status').filter({ hasText: 'Erreicht' })).toHaveText(
      await expectedReach(request, ['dl-nw', 'dl-all']),
    );

    // A pinned group comes before the last ones, and stays pinned on the next visit.
    const pins = page.getByRole('group', { name: 'Für das nächste Mal anheften:' });
    // The chip's label is what a person clicks; the checkbox behind it says the state.
    await pins.getByText('dl-nw', { exact: true }).click();
    await expect(pins.getByRole('checkbox', { name: 'dl-nw' })).toBeChecked();
    // The half-written call is kept as a draft; discarded, a new call starts with the pinned
    // group chosen, so the last one used comes first in the list.
    await page.goto('/calls/new');
    await page.getByRole('button', { name: 'Entwurf verwerfen' }).click();
    await expect(pins.getByRole('checkbox', { name: 'dl-nw' })).toBeChecked();
    expect((await offeredGroups(page))[0]).toBe('benelux');

    // A rubric's groups: the same picker, pins and reach (wx-de is db9xyz's, sent over dl-all).
    await page.goto('/rubrics/edit/wx-de');
    await expect(page.getByRole('status').filter({ hasText: 'Erreicht' })).toHaveText(
      await expectedReach(request, ['dl-all']),
    );
    expect((await offeredGroups(page))[0]).toBe('dl-nw');
  });

  test('asks before a call goes to `all`, and going back keeps the form', async ({
    page,
    request,
  }) => {
    const posts: unknown[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/calls')) posts.push(sent);
    });
    await signIn(page, USER, '/calls/new');
    await message(page).fill('An alle');
    await pickByKeyboard(page, /^Teilnehmer/, 'dl1abc');

    // A name no group has cannot be entered: nothing is found, Enter adds nothing.
    await groupsPicker(page).pressSequentially('nirgendwo');
    await expect(page.getByText('Nichts gefunden')).toBeVisible();
    await groupsPicker(page).press('Enter');
    await groupsPicker(page).press('Escape');
    await groupsPicker(page).fill('');
    await expect(page.getByRole('group', { name: 'Für das nächste Mal anheften:' })).toHaveCount(0);

    // `all` is offered only last, after every other group with "all" in its name.
    await groupsPicker(page).pressSequentially('all');
    await page.getByRole('option', { name: 'all', exact: true }).click();
    await groupsPicker(page).press('Escape');
    await page.getByRole('button', { name: 'Absenden' }).click();
    const ask = page.getByRole('dialog', { name: 'An den Großteil des Netzes senden?' });
    await expect(ask).toContainText('Gruppe „all“');
    await expect(ask).toContainText(await expectedReach(request, ['all']));
    await expect(ask.getByRole('button', { name: 'Andere Gruppen wählen' })).toBeFocused();
    await ask.getByRole('button', { name: 'Andere Gruppen wählen' }).click();

    await expect(ask).toBeHidden();
    await expect(page).toHaveURL('/calls/new');
    await expect(message(page)).toHaveValue('An alle');
    // `all` is still chosen (its reach shows), but it cannot be pinned for the next call.
    await expect(page.getByRole('status').filter({ hasText: 'Erreicht' })).toHaveText(
      await expectedReach(request, ['all']),
    );
    await expect(page.getByRole('group', { name: 'Für das nächste Mal anheften:' })).toHaveCount(0);
    expect(posts).toEqual([]);
    await expectNoSeriousViolations(page, 'groups picker with reach and pins');
  });
});
