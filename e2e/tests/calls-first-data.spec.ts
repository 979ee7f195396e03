/**
 * The first visit of /calls asks for the list at once: the server writes the runtime
 * configuration into the page, so the app needs no /config.json before it sends the request.
 * That early request is the page's own: a refusal or a server that is gone is shown as the list
 * shows it, and the page recovers as it always has.
 */
import type { Request } from '@playwright/test';
import { ADMIN, createUser, deleteUser, expect, signIn, test, ADMIN_AUTH } from './fixtures';
import { table } from './pages';

const UNREACHABLE = 'Unable to reach API server. Please try again later.';
const callsList = (url: URL) => url.pathname === '/api/calls';

test.describe('the first visit of /calls', () => {
  test('shows the rows without asking for /config.json', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request: Request) => asked.push(new URL(request.url()).pathname));
    await signIn(page, ADMIN, '/calls');
    const calls = table(page, 'Calls');
    await expect(calls.getByRole('row').nth(1)).toBeVisible();
    await expect(calls.getByRole('row')).not.toHaveCount(1);
    expect(asked).toContain('/api/calls');
    expect(asked).not.toContain('/config.json');
  });

  for (const who of ['an admin', 'a user'] as const) {
    test(`asks for ${who}'s list once, from the page's HTML before the app's code`, async ({
      page,
      request,
    }) => {
      const user = who === 'an admin' ? ADMIN : await createUser(request, 'early');
      const asked: string[] = [];
      page.on('request', (sent: Request) => {
        const url = new URL(sent.url());
        asked.push(url.pathname.endsWith('.js') ? 'script' : `${url.pathname}${url.search}`);
      });
      await signIn(page, user, '/calls');
      await expect(table(page, 'Calls').getByRole('row')).not.toHaveCount(1);
      const list =
        who === 'an admin'
          ? '/api/calls?order=newest-first'
          : `/api/calls?ownerName=${user.name}&order=newest-first`;
      // Sent once, by index.html's first-screen script: the app takes its answer.
      expect(asked.filter((sent) => sent.startsWith('/api/calls'))).toEqual([list]);
      expect(asked.indexOf(list)).toBeLessThan(asked.indexOf('script'));
      if (who === 'a user') await deleteUser(request, user.name);
    });
  }

  test('an address with more than the page is left to the app, which asks once', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (sent: Request) => {
      const url = new URL(sent.url());
      asked.push(url.pathname.endsWith('.js') ? 'script' : `${url.pathname}${url.search}`);
    });
    await signIn(page, ADMIN, '/calls?show=mine');
    await expect(table(page, 'Calls')).toBeVisible();
    const mine = '/api/calls?ownerName=admin&order=newest-first';
    expect(asked.filter((sent) => sent === mine)).toHaveLength(1);
    // Nothing was asked for before the app's code: the build's requests are for /calls alone.
    const beforeApp = asked.slice(0, asked.indexOf('script'));
    expect(beforeApp.filter((sent) => sent.startsWith('/api/'))).toEqual([]);
  });

  test('a list request refused with 401 asks to log in again, then shows the list', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'early');
    await signIn(page, user);
    // Meanwhile an admin gives the user a new password.
    const changed = await request.put(`/api/users/${user.name}`, {
      headers: { Authorization: ADMIN_AUTH },
      data: { hash: 'changed42', mail: `${user.name}@example.org`, admin: false },
    });
    expect(changed.ok()).toBe(true);

    await page.goto('/calls');
    const relogin = page.getByRole('dialog', { name: 'Log in again' });
    await expect(relogin).toContainText('The server no longer accepts your login details');
    await relogin.getByLabel(/^Password \*?$/).fill('changed42');
    // The refused request is sent again with the new password, and the list shows.
    const sentAgain = page.waitForResponse(
      (response) => callsList(new URL(response.url())) && response.status() === 200,
    );
    await relogin.getByRole('button', { name: 'Log in' }).click();
    await sentAgain;
    await expect(relogin).toBeHidden();
    await expect(table(page, 'Calls')).toBeVisible();
    await deleteUser(request, user.name);
  });

  test('a server that does not answer the list is shown as such, and Refresh recovers', async ({
    page,
  }) => {
    await page.route(callsList, (route) => route.abort('connectionrefused'));
    await signIn(page, ADMIN, '/calls');
    await expect(page.getByRole('alert')).toContainText('No Connection');
    await expect(page.getByRole('alert')).toContainText(UNREACHABLE);

    await page.unroute(callsList);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const calls = table(page, 'Calls');
    await expect(calls.getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("the bar's unread count and the footer's version wait for the rows, then come", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request: Request) => asked.push(new URL(request.url()).pathname));
    // The list's answer is held back a while: nothing else may be asked for meanwhile.
    let answerList = () => {};
    const listHeld = new Promise<void>((resolve) => (answerList = resolve));
    await page.route(callsList, async (route) => {
      await listHeld;
      await route.continue();
    });
    await signIn(page, ADMIN, '/calls');
    await expect.poll(() => asked).toContain('/api/calls');
    await page.waitForTimeout(1_000);
    expect(asked).not.toContain('/api/core/version');
    expect(asked).not.toContain('/api/callsigns');

    answerList();
    await expect(table(page, 'Calls').getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toContainText(/Core: \d/);
    await expect.poll(() => asked).toContain('/api/callsigns');
  });
});
