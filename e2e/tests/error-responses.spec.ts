import type { Page, Route } from '@playwright/test';
import { ADMIN, type EntityName, expect, LIST_APIS, listPathOf, signIn, test } from './fixtures';
import { answerJson, chooseOption, constraintViolation } from './pages';

/**
 * Spec section 8 for every entity: what a list shows when the API refuses it (403) or cannot be
 * reached, and what a save shows for a 400 with violations, a 403 and no connection. The API's
 * answers are routed, so nothing is stored.
 */

const NO_PERMISSION_LIST =
  'Invalid login credentials or no permission for this request. Please check username and password.';
const UNREACHABLE = 'Unable to reach API server. Please try again later.';

const forbidden = (route: Route) =>
  answerJson(route, 403, { code: 4030, name: 'Forbidden', message: 'Forbidden' });

const violation = (route: Route) =>
  answerJson(
    route,
    400,
    constraintViolation([
      { field: 'name', message: 'must match "^[a-z0-9]+$"', code: 6002, constraint: 'Pattern' },
    ]),
  );

/** A list's request, whatever its query (/calls asks for the newest first: `?order=…`). */
const listRequest = (api: string) => (url: URL) => url.pathname === `/api/${api}`;

const LISTS = Object.entries(LIST_APIS).map(([entity, api]) => ({
  path: listPathOf(entity as EntityName),
  api: listRequest(api),
}));

interface SavedForm {
  path: string;
  /** The save request: method and URL pattern. */
  method: 'PUT' | 'POST';
  api: string;
  /** Fills a new record's fields; edit forms start filled from the stored record. */
  fill?: (page: Page) => Promise<void>;
}

const FORMS: SavedForm[] = [
  {
    path: '/calls/new',
    method: 'POST',
    api: '**/api/calls',
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Error paths');
      await chooseOption(page, 'Subscribers', 'dl1abc');
      await chooseOption(page, 'Transmitter groups', 'dl-all');
    },
  },
  // dl1abc shares a RIC with its club station on purpose; f4abc's are its own.
  { path: '/subscribers/edit/f4abc', method: 'PUT', api: '**/api/callsigns/f4abc' },
  { path: '/rubrics/edit/dx-kw', method: 'PUT', api: '**/api/rubrics/dx-kw' },
  {
    path: '/rubrics/content/new',
    method: 'POST',
    api: '**/api/news',
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Error paths');
      await page.getByRole('combobox', { name: 'Rubric', exact: true }).click();
      await page.getByRole('option', { name: /^dx-kw \(/ }).click();
    },
  },
  {
    path: '/rubrics/activate',
    method: 'POST',
    api: '**/api/activation',
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Pager number (your RIC)' }).fill('1234567');
      await chooseOption(page, 'Transmitter groups', 'all');
    },
  },
  { path: '/transmitters/edit/db0abc', method: 'PUT', api: '**/api/transmitters/db0abc' },
  { path: '/transmitters/groups/edit/all', method: 'PUT', api: '**/api/transmitterGroups/all' },
  { path: '/nodes/edit/db0dbn', method: 'PUT', api: '**/api/nodes/db0dbn' },
  { path: '/users/edit/pa3xyz', method: 'PUT', api: '**/api/users/pa3xyz' },
];

test.describe('error responses (spec section 8)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  for (const list of LISTS) {
    test(`${list.path}: a refused and an unreachable list say so`, async ({ page }) => {
      await page.route(list.api, forbidden);
      await page.goto(list.path);
      await expect(page.getByRole('alert')).toContainText(NO_PERMISSION_LIST);

      await page.unroute(list.api);
      await page.route(list.api, (route) => route.abort('connectionrefused'));
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('alert')).toContainText('No Connection');
      await expect(page.getByRole('alert')).toContainText(UNREACHABLE);
    });
  }

  for (const form of FORMS) {
    test(`${form.path}: a save answered 400, 403 or not at all`, async ({ page }) => {
      let answer: (route: Route) => Promise<void> = violation;
      await page.route(form.api, (route) =>
        route.request().method() === form.method ? answer(route) : route.continue(),
      );
      await page.goto(form.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (form.fill) await form.fill(page);
      else await expect(page.getByRole('textbox').first()).not.toHaveValue('');
      const submit = page.getByRole('button', { name: 'Submit' });

      await submit.click();
      const invalid = page.getByRole('dialog', { name: 'Constraint Violation (4001)' });
      await expect(invalid).toContainText('Missing fields or invalid values');
      await expect(invalid.getByRole('listitem')).toHaveText(
        'name: must match "^[a-z0-9]+$" (6002 - Pattern)',
      );
      await invalid.getByRole('button', { name: 'OK' }).click();

      answer = forbidden;
      await submit.click();
      const refused = page.getByRole('dialog', { name: 'Forbidden' });
      await expect(refused).toContainText('No permission for this request.');
      await refused.getByRole('button', { name: 'OK' }).click();

      answer = (route) => route.abort('connectionrefused');
      await submit.click();
      const unreachable = page.getByRole('dialog', { name: 'No Connection' });
      await expect(unreachable).toContainText(UNREACHABLE);
      await unreachable.getByRole('button', { name: 'OK' }).click();

      // Nothing was lost: the user is still on the form, ready to try again.
      await expect(page).toHaveURL(form.path);
      await expect(submit).toBeEnabled();
    });
  }
});

test.describe('a server that cannot be reached (in German)', () => {
  test.use({ language: 'de' });

  const NO_CONNECTION = 'Keine Verbindung';
  const UNREACHABLE_DE = 'API-Server nicht erreichbar. Bitte versuchen Sie es später erneut.';
  const htmlPage = (status: number) => (route: Route) =>
    route.fulfill({ status, contentType: 'text/html', body: '<html><h1>Bad Gateway</h1></html>' });

  test('is not mistaken for a new version of the site', async ({ page }) => {
    await signIn(page, ADMIN, '/calls');
    const calls = page.getByRole('table', { name: 'Rufe' });
    await expect(calls.getByRole('row')).not.toHaveCount(1);
    const refresh = page.getByRole('button', { name: 'Aktualisieren' });
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });

    // Something else answers for the API: a web server's page, a proxy's error page.
    const callsList = listRequest('calls');
    for (const status of [200, 502]) {
      await page.route(callsList, htmlPage(status));
      await refresh.click();
      await expect(page.getByRole('alert')).toContainText(NO_CONNECTION);
      await expect(page.getByRole('alert')).toContainText(UNREACHABLE_DE);
      await page.unroute(callsList);
    }

    // The server is down: nothing answers, not even for the page modules not loaded yet.
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await nav.getByRole('link', { name: 'Knoten' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NO_CONNECTION);
    await expect(page.getByRole('alert')).toHaveText(UNREACHABLE_DE);

    // The server answers again, but a page module is gone: a new version was installed.
    await page.unrouteAll();
    await page.route('**/assets/**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
    );
    await nav.getByRole('link', { name: 'Benutzer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Diese Seite konnte nicht geladen werden',
    );
    await expect(page.getByRole('main')).toContainText('neue Version');
  });
});
