import type { APIRequestContext } from '@playwright/test';
import { ADMIN, ADMIN_AUTH, expect, signIn, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { shownNotifications, stubNotifications } from './notifications';
import { rowOf, table } from './pages';

/**
 * "My pages" (issue 12, point 3), in German: a page an admin sends to a subscriber the user owns
 * appears while the tab is open, without reloading: counted in the navigation bar, as a browser
 * notification once the user has asked for them, and marked new on "My pages" until visited.
 * The page's clock is Playwright's, so the minute between two polls passes at once.
 */

const USER = { name: 'f4abc', password: 'pager73' };
/** The demo subscriber `f4abc`, owned by the user f4abc (server/src/demo/subscribers.ts). */
const SUBSCRIBER = 'f4abc';
const POLL = '01:01';

/** An admin pages the user's subscriber through the API; returns the text. */
async function pageSubscriber(request: APIRequestContext, text: string) {
  const response = await request.post('/api/calls', {
    headers: { Authorization: ADMIN_AUTH },
    data: {
      text,
      callSignNames: [SUBSCRIBER],
      transmitterGroupNames: ['fr-all'],
      emergency: false,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return text;
}

test.describe('my pages, in German', () => {
  test.use({ language: 'de' });

  test('a new page arrives by itself, counted and notified, and is read once visited', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['notifications']);
    await stubNotifications(page);
    await page.clock.install();
    await signIn(page, USER, '/calls/mine');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const myPages = nav.getByRole('link', { name: /^Meine Nachrichten/ });
    const pages = table(page, 'Meine Nachrichten');
    await expect(page.getByText('Nachrichten an Ihre Teilnehmer')).toBeVisible();

    // Notifications only when asked for, by a button.
    expect(await shownNotifications(page)).toEqual([]);
    await page.getByRole('button', { name: 'Bei neuen Nachrichten benachrichtigen' }).click();
    await expect(page.getByRole('button', { name: 'Benachrichtigungen beenden' })).toBeVisible();

    // Elsewhere in the app, with everything seen: no count.
    await nav.getByRole('link', { name: 'Rufe', exact: true }).click();
    await expect(page).toHaveURL('/calls');
    await expect(myPages).toHaveAccessibleName('Meine Nachrichten');
    // A plain user's /calls lists their own calls, with no switch to all (spec section 6).
    await expect(page.getByRole('radiogroup', { name: 'Welche Rufe' })).toHaveCount(0);

    const first = await pageSubscriber(request, `ADMIN: Erste ${Date.now().toString(36)}`);
    await page.clock.fastForward(POLL);
    await expect(myPages).toHaveAccessibleName('Meine Nachrichten 1 ungelesen');
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: `Nachricht an ${SUBSCRIBER}`, body: first }]);

    // Visiting shows it as new and clears the count.
    await myPages.click();
    await expect(rowOf(pages, first).getByRole('cell', { name: 'Neu', exact: true })).toBeVisible();
    await expect(myPages).toHaveAccessibleName('Meine Nachrichten');
    await expectNoSeriousViolations(page, 'my pages');

    // While the page is open, the next one appears by itself.
    const second = await pageSubscriber(request, `ADMIN: Zweite ${Date.now().toString(36)}`);
    await page.clock.fastForward(POLL);
    await expect(
      rowOf(pages, second).getByRole('cell', { name: 'Neu', exact: true }),
    ).toBeVisible();
    await expect(pages.getByRole('row').nth(1)).toContainText(second);

    // The next visit finds both read.
    await nav.getByRole('link', { name: 'Rufe', exact: true }).click();
    await myPages.click();
    for (const text of [first, second]) {
      await expect(
        rowOf(pages, text).getByRole('cell', { name: 'Gelesen', exact: true }),
      ).toBeVisible();
    }
    await expect(myPages).toHaveAccessibleName('Meine Nachrichten');
  });

  test('on a phone, the button of the folded menu shows the unread count', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await signIn(page, USER, '/calls/mine');
    // Seen once the list is shown: everything there now is read.
    await expect(table(page, 'Meine Nachrichten').getByRole('row').nth(1)).toBeVisible();
    // On to the calls through the folded menu (no reload: the app keeps what it has seen).
    const menuButton = page.getByRole('button', { name: /^Menü öffnen/ });
    await menuButton.click();
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Rufe', exact: true })
      .click();
    await expect(page).toHaveURL('/calls');
    await expect(menuButton).toHaveAccessibleName('Menü öffnen');

    await pageSubscriber(request, `ADMIN: Telefon ${Date.now().toString(36)}`);
    await page.clock.fastForward(POLL);
    await expect(menuButton).toHaveAccessibleName('Menü öffnen 1 ungelesen');
    await expect(menuButton.getByText('1 ungelesen')).toBeVisible();
  });

  test('admins switch /calls between all calls and their own', async ({ page, request }) => {
    const all = (await (
      await request.get('/api/calls', { headers: { Authorization: ADMIN_AUTH } })
    ).json()) as { ownerName: string }[];
    const own = all.filter((call) => call.ownerName === ADMIN.name).length;
    expect(own).toBeLessThan(all.length);

    await signIn(page, ADMIN, '/calls');
    const scope = page.getByRole('radiogroup', { name: 'Welche Rufe' });
    await expect(page.getByText(`Einträge: ${all.length}`)).toBeVisible();
    await scope.getByText('Von mir gesendet').click();
    await expect(page).toHaveURL('/calls?show=mine');
    await expect(page.getByText(`Einträge: ${own}`)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(`Einträge: ${all.length}`)).toBeVisible();
  });
});
