import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { basic, expect, signIn, test } from './fixtures';

/**
 * What a sender meets in the first week (issue 28, points 12, 13, 16 and 17), in German: the
 * test page goes to the user's own pager, a half-written call survives leaving, reloading and a
 * crashed tab, forms ask before changes are lost, the keyboard shortcuts, and the recurring work
 * of pinned groups, `all`, "send again" and finding a subscriber by description.
 */

/** Owns the subscribers f1xyz ("Claire, Lyon") and f4abc, and the group fr-all. */
const F4ABC = { name: 'f4abc', password: 'pager73' };
const DB9XYZ = { name: 'db9xyz', password: 'pager73' };

const message = (page: Page) => page.getByRole('textbox', { name: /^Nachricht/ });
const groupsPicker = (page: Page) => page.getByRole('combobox', { name: /^Sendergruppen/ });
const subscribersPicker = (page: Page) => page.getByRole('combobox', { name: /^Teilnehmer/ });

/** The newest call `user` sent, from the API. */
async function newestCall(request: APIRequestContext, user: typeof DB9XYZ) {
  const calls = (await (
    await request.get('/api/calls', { headers: { Authorization: basic(user.name, user.password) } })
  ).json()) as { text: string; callSignNames: string[]; transmitterGroupNames: string[] }[];
  return calls.filter((call) => call.text.startsWith(`${user.name.toUpperCase()}: `)).at(-1);
}

/** Pastes `text` into a box as the browser does (a paste event with the clipboard's data). */
async function paste(box: Locator, text: string) {
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe('everyday sending, in German', () => {
  test.use({ language: 'de' });

  test('the test page goes to the pager named like the user, not the first in the alphabet', async ({
    page,
  }) => {
    await signIn(page, F4ABC, '/calls/new');
    const testPage = page.getByRole('region', { name: 'Testruf' });
    await expect(testPage.getByRole('combobox', { name: /^Mein Pager/ })).toHaveValue('f4abc');
    await expect(
      testPage.getByRole('button', { name: 'Testruf an meinen Pager senden (f4abc)' }),
    ).toBeVisible();
  });

  test('a half-written call survives leaving, a reload and a crashed tab until it is discarded', async ({
    page,
    context,
  }) => {
    await signIn(page, DB9XYZ, '/calls/new');
    const text = `Entwurf ${Date.now().toString(36)}`;
    await message(page).fill(text);

    // Leaving through the navigation keeps the draft without a question.
    await page.getByRole('link', { name: 'Teilnehmer', exact: true }).first().click();
    await expect(page).toHaveURL('/subscribers');
    await page.goto('/calls/new');
    await expect(message(page)).toHaveValue(text);
    await expect(page.getByText('Ihr Entwurf von einem früheren Besuch')).toBeVisible();

    // A crashed tab: a new one in the same browser finds it too.
    await page.close();
    const tab = await context.newPage();
    await signIn(tab, DB9XYZ, '/calls/new');
    await expect(message(tab)).toHaveValue(text);

    // A paste longer than the room left is cut, and the field says by how much.
    const room = 80 - 'DB9XYZ: '.length - text.length;
    await message(tab).press('End');
    await paste(message(tab), 'x'.repeat(room + 7));
    await expect(message(tab)).toHaveValue(text + 'x'.repeat(room));
    await expect(tab.getByText('Der eingefügte Text passte nicht ganz.')).toContainText(': 7');

    // Abort asks; keeping on editing stays, discarding empties the form for good.
    const abort = tab.getByRole('link', { name: 'Abbrechen' });
    await abort.click();
    const ask = tab.getByRole('dialog', { name: 'Entwurf verwerfen?' });
    await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(tab).toHaveURL('/calls/new');
    await abort.click();
    await ask.getByRole('button', { name: 'Entwurf verwerfen' }).click();
    await expect(tab).toHaveURL('/calls');
    await tab.reload();
    await tab.goto('/calls/new');
    await expect(message(tab)).toHaveValue('');

    // A form without drafts asks before its changes are lost, on Abort and on any other way out.
    await tab.goto('/rubrics/edit/wx-de');
    await tab.getByRole('textbox', { name: /^Bezeichnung/ }).fill('Halb getippt');
    await tab.getByRole('link', { name: 'Rufe', exact: true }).first().click();
    const discard = tab.getByRole('dialog', { name: 'Änderungen verwerfen?' });
    await discard.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(tab).toHaveURL('/rubrics/edit/wx-de');
    await tab.getByRole('link', { name: 'Abbrechen' }).click();
    await discard.getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await expect(tab).toHaveURL('/rubrics');
  });

  test('keyboard: Ctrl+Enter sends, / finds the search, ? lists the shortcuts, never while typing', async ({
    page,
    request,
  }) => {
    await signIn(page, DB9XYZ, '/subscribers');
    await expect(page.getByRole('table', { name: 'Teilnehmer' })).toBeVisible();
    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Suche' });
    await expect(search).toBeFocused();
    // Typed into a field, both are text.
    await page.keyboard.type('?/');
    await expect(search).toHaveValue('?/');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await search.blur();
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Tastenkürzel' });
    await expect(shortcuts.getByRole('listitem')).toHaveText([
      /^Strg\+Enter/,
      /^\/: zur Suche/,
      /^\?: diese Liste/,
    ]);
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();

    await page.goto('/calls/new');
    const text = `Tastatur ${Date.now().toString(36)}`;
    await message(page).fill(text);
    await subscribersPicker(page).fill('dl1abc');
    await page.keyboard.press('Enter');
    await groupsPicker(page).fill('dl-nw');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await message(page).press('Control+Enter');
    await expect(page).toHaveURL('/calls');
    expect((await newestCall(request, DB9XYZ))?.text).toBe(`DB9XYZ: ${text}`);
  });

  test('pinned groups start a new call, `all` comes last, a call goes again, descriptions find', async ({
    page,
    request,
  }) => {
    await signIn(page, DB9XYZ, '/calls/new');
    // `all` is never the first choice, nor is it preselected.
    await groupsPicker(page).click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.first().textContent()).not.toBe('all');
    await expect(options.last()).toHaveText('all');
    await groupsPicker(page).press('Escape');

    // A subscriber is found by the description ("Claire, Lyon").
    await subscribersPicker(page).fill('Lyon');
    await expect(page.getByRole('option', { name: /^f1xyz/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await subscribersPicker(page).press('Escape');

    await groupsPicker(page).fill('benelux');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    const pins = page.getByRole('group', { name: 'Für das nächste Mal anheften:' });
    await pins.getByText('benelux', { exact: true }).click();
    const text = `Wieder ${Date.now().toString(36)}`;
    await message(page).fill(text);
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page).toHaveURL('/calls');

    // The next call starts with the pinned group, which can be cleared.
    await page.getByRole('link', { name: 'Neuer Ruf' }).first().click();
    await expect(pins.getByRole('checkbox', { name: 'benelux' })).toBeChecked();
    await page.getByRole('link', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL('/calls');

    // "Send again" opens the new call with the call's recipients, groups and text.
    await page.getByRole('link', { name: `Erneut senden: DB9XYZ: ${text}` }).click();
    await expect(page).toHaveURL('/calls/new');
    await expect(message(page)).toHaveValue(text);
    await page.getByRole('button', { name: 'Absenden' }).click();
    await expect(page).toHaveURL('/calls');
    const calls = (await (
      await request.get('/api/calls', {
        headers: { Authorization: basic(DB9XYZ.name, DB9XYZ.password) },
      })
    ).json()) as { text: string; callSignNames: string[]; transmitterGroupNames: string[] }[];
    const sent = calls.filter((call) => call.text === `DB9XYZ: ${text}`);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ callSignNames: ['f1xyz'], transmitterGroupNames: ['benelux'] });

    // The pinned group can be cleared from a new call like any other choice.
    await page.getByRole('link', { name: 'Neuer Ruf' }).first().click();
    await expect(pins.getByRole('checkbox', { name: 'benelux' })).toBeChecked();
    await groupsPicker(page).press('Backspace');
    await expect(pins).toHaveCount(0);
  });
});
