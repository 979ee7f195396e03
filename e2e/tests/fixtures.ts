import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';
import {
  allEntityPages,
  type EntityName,
  entityPages,
  fillPath,
  sitePages,
} from '../../web/src/lib/entities';

export { expect };

export const ADMIN = { name: 'admin', password: 'admin' };

const STORE_KEY = 'dapnet-web';
/** Where the app keeps the signed-in user (web/src/features/session/session-storage.ts). */
const USER_KEY = 'dapnet-web-user';

/**
 * By default a test starts as a returning visitor who has acknowledged the cookie notice and seen
 * the award pop-up, so those do not cover what the test is about. Tests of the notices
 * themselves set `returningVisitor: false`. `test.use({ language: 'de' })` starts a returning
 * visitor in another interface language, for tests whose point is a text.
 */
export const test = base.extend<{ returningVisitor: boolean; language: string }>({
  returningVisitor: [true, { option: true }],
  language: ['en', { option: true }],
  page: async ({ page, returningVisitor, language }, provide) => {
    if (returningVisitor) {
      await page.addInitScript(
        ({ key, language }) => {
          if (localStorage.getItem(key)) return;
          const state = { language, popups: { award: true }, cookieConsent: true };
          localStorage.setItem(key, JSON.stringify({ state, version: 0 }));
        },
        { key: STORE_KEY, language },
      );
    }
    await provide(page);
  },
});

/** The Authorization header value for a user name and password. */
export const basic = (name: string, password: string) =>
  `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}`;

/** The admin's Authorization header value, for setting up and checking through the API. */
export const ADMIN_AUTH = basic(ADMIN.name, ADMIN.password);

let counter = 0;

/** A record name no other test uses (3-20 characters: prefix, time, counter). */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 20);
}

/** Creates a plain (non-admin) user through the API, as the admin. */
export async function createUser(request: APIRequestContext, prefix = 'user') {
  const name = uniqueName(prefix);
  const password = 'secret123';
  const response = await request.put(`/api/users/${name}`, {
    headers: { Authorization: basic(ADMIN.name, ADMIN.password) },
    data: { hash: password, mail: `${name}@example.org`, admin: false },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return { name, password };
}

export async function deleteUser(request: APIRequestContext, name: string) {
  const response = await request.delete(`/api/users/${name}`, {
    headers: { Authorization: basic(ADMIN.name, ADMIN.password) },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/**
 * Signs in without the login form, for tests about something else: asks the API who the user is,
 * as the login form does, and hands the tab the session the form would have stored
 * (sessionStorage, "keep me signed in" off). The next navigation, to `path` if given, starts
 * signed in. Tests of signing in itself use `login`.
 */
export async function signIn(page: Page, user: { name: string; password: string }, path?: string) {
  const response = await page.request.get(`/api/users/${user.name}`, {
    headers: { Authorization: basic(user.name, user.password) },
  });
  expect(response.ok(), `sign in as ${user.name}: ${response.status()}`).toBeTruthy();
  const { name, admin } = (await response.json()) as { name: string; admin: boolean };
  const session = {
    name,
    admin,
    auth: Buffer.from(`${name}:${user.password}`).toString('base64'),
    remember: false,
  };
  await page.addInitScript(
    ({ key, value }) => {
      try {
        // Once per tab, so that signing out later in the test sticks.
        if (sessionStorage.getItem('e2e-signed-in')) return;
        sessionStorage.setItem('e2e-signed-in', '1');
        sessionStorage.setItem(key, value);
      } catch {
        // about:blank has no storage; the next real page will.
      }
    },
    { key: USER_KEY, value: JSON.stringify(session) },
  );
  if (path) await page.goto(path);
}

export async function login(
  page: Page,
  user: { name: string; password: string },
  { remember = false, goTo = true } = {},
) {
  if (goTo) await page.goto('/login');
  await page.getByLabel('Username').fill(user.name);
  await page.getByLabel(/^Password/).fill(user.password);
  if (remember) await page.getByLabel('Keep me signed in').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The user menu's toggle shows who is signed in ("Guest" for nobody). */
export function userMenu(page: Page) {
  return page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', {
      name: /^(Guest|Gast|[a-z0-9]+)$/,
    })
    .last();
}

export type { EntityName };

/** Which record of each entity a page of one record shows. */
export type Records = Partial<Record<EntityName, string>>;

/** A demo record of each entity (server/src/demo/), one that plain users do not own. */
export const DEMO_RECORDS: Records = {
  // The embedded server numbers calls and rubric content: the demo data's first of each (admin's
  // call, dl1abc's content in dx-kw).
  calls: '1',
  rubricContent: '1',
  subscribers: 'dl1abc',
  rubrics: 'dx-kw',
  transmitters: 'db0abc',
  transmitterGroups: 'all',
  nodes: 'db0dbn',
  users: 'admin',
};

/** The API resource each entity's list reads (shared/reference/api-contract.md). */
export const LIST_APIS: Record<EntityName, string> = {
  calls: 'calls',
  subscribers: 'callsigns',
  rubrics: 'rubrics',
  rubricContent: 'news',
  transmitters: 'transmitters',
  transmitterGroups: 'transmitterGroups',
  nodes: 'nodes',
  users: 'users',
};

/**
 * Records of entities the demo data (server/src/demo/) has none of, as their API takes them: put
 * in as the admin before the tests start (global-setup.ts, `putSetupRecords`), under the names
 * DEMO_RECORDS gives them, so that every page of one record has a record to show. Name the admin
 * as the only owner, so that plain users own none of them.
 */
export const SETUP_RECORDS: Partial<Record<EntityName, Record<string, unknown>>> = {};

export async function putSetupRecords(baseURL: string): Promise<void> {
  for (const [entity, body] of Object.entries(SETUP_RECORDS) as [EntityName, unknown][]) {
    const address = `${baseURL}/api/${LIST_APIS[entity]}/${fillPath(':id', DEMO_RECORDS[entity])}`;
    const response = await fetch(address, {
      method: 'PUT',
      headers: { Authorization: ADMIN_AUTH, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`PUT ${address}: ${response.status} ${await response.text()}`);
  }
}

/** The entity pages of the app's declaration (web/src/lib/entities.ts), with their entity. */
export const ENTITY_PAGES = allEntityPages();

type EntityPage = (typeof ENTITY_PAGES)[number];

/** A page's address; a page of one record shows the entity's record in `records`. */
export function pathOf({ entity, page }: EntityPage, records: Records = DEMO_RECORDS): string {
  if (!page.withId) return page.path;
  const record = records[entity];
  if (record === undefined) throw new Error(`No ${entity} record for ${page.path}`);
  return fillPath(page.path, record);
}

/** The list page of an entity. */
export const listPathOf = (entity: EntityName) => entityPages[entity].list.path;

/** Every route of spec section 2 that needs login. */
export const PROTECTED_PATHS = ENTITY_PAGES.map((page) => pathOf(page));

/** The pages open to everybody. */
export const PUBLIC_PATHS = Object.values(sitePages).map((page) => page.path);
