/**
 * Holds every page's declared first data (app/routes/<module>.data.ts) against what the page
 * really runs: each page is rendered at its address, and every query its declaration asks for as
 * the navigation starts must be one the page's components use (same key, watched by the page).
 * A declaration that drifts from its page, asking for data the page no longer shows, fails here.
 */
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../features/session/session-store';
import { useSession } from '../features/session/session-store';
import { configureApiClient } from '../lib/api-client';
import { allPages, fillPath } from '../lib/entities';
import { ensurePageTexts, i18n, initI18n } from '../lib/i18n';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { routeQueries } from './route-data';
import { createRoutes } from './router';

const admin: SessionUser = { name: 'admin', admin: true, auth: 'x', remember: false };
const user: SessionUser = { name: 'db9xyz', admin: false, auth: 'x', remember: false };

/** An address of each declared page, and the address with its variants of the first data. */
const addresses = allPages().flatMap((page) => {
  const address = fillPath(page.path, 'db0abc');
  return page.path === '/calls' ? [address, `${address}?show=mine`] : [address];
});

const at = (address: string) => {
  const url = new URL(address, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

/** The cases: each address with first data, for whoever it has first data. */
const cases = [admin, user, null].flatMap((who) =>
  addresses
    .filter((address) => routeQueries(at(address), who).length > 0)
    .map((address) => [address, who?.name ?? 'a guest', who] as const),
);

// The pages' modules, imported once before the cases. The first import of a module transforms it
// and what it imports (for these tests every library too, so that its React imports meet Preact:
// scripts/react-runtime.ts), seconds for a page with the kit's pickers on a busy machine: inside
// a case it would eat that case's wait for the page's queries. The router imports the same modules.
const pageModules = import.meta.glob('./routes/**/*.tsx');
beforeAll(async () => {
  const modules = new Set(allPages().map((page) => `./routes/${page.module}.tsx`));
  await Promise.all([...modules].map((module) => pageModules[module]?.()));
}, 60_000);

beforeEach(() => {
  // Every request answers with an empty list: the pages render and run their queries.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([])),
  );
  configureApiClient({
    baseUrl: () => '/api',
    credentials: () => null,
    onUnauthorized: async () => false,
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('the pages’ declared first data', () => {
  it('covers the lists, the map and the home page', () => {
    const addressesWithData = new Set(cases.map(([address]) => address));
    for (const address of ['/', '/calls', '/transmitters', '/transmitters/map', '/users']) {
      expect(addressesWithData).toContain(address);
    }
  });

  it.each(cases)('at %s for %s is what the page runs', async (address, _who, who) => {
    useSession.setState({ user: who, cookieConsent: true, popups: { award: true } });
    if (!i18n.isInitialized) await initI18n('en');
    await ensurePageTexts();
    const declared = routeQueries(at(address), who).map((query) => query.queryKey);
    const queryClient = createQueryClient();
    const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [address] });
    const view = render(
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>,
    );
    // The page watches each declared query: same key, an observer of the page's own.
    await waitFor(
      () => {
        const watched = queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.getObserversCount() > 0)
          .map((query) => query.queryKey);
        for (const key of declared) expect(watched).toContainEqual(key);
      },
      { timeout: 4000 },
    );
    view.unmount();
    router.dispose();
  });
});
