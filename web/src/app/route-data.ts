import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { SessionUser } from '../features/session/session-store';
import { allPages, type PageDeclaration } from '../lib/entities';
import type { AnyQuery, FirstDataModule } from './first-data';
import type { createRouter } from './router';

/**
 * The declared page (lib/entities.ts) the router shows at this address, matched as the router
 * matches: a pattern without `:id` wins over one with it.
 */
export function pageAt(pathname: string): PageDeclaration | undefined {
  const matching = allPages().filter((page) => matchPath({ path: page.path, end: true }, pathname));
  return matching.find((page) => !page.withId) ?? matching[0];
}

/**
 * Every page's first data, from the data module beside its route module (app/first-data.ts):
 * `./routes/calls/index.data.ts` for `app/routes/calls/index.tsx`. Loaded with the start-up code,
 * so a page's requests can start before its code arrives.
 */
const dataModules = import.meta.glob<FirstDataModule>('./routes/**/*.data.ts', {
  eager: true,
  import: 'default',
});

/** The queries a page at this address shows at once (none for pages that declare none). */
export function routeQueries(
  location: { pathname: string; search: string },
  user: SessionUser | null,
): AnyQuery[] {
  const page = pageAt(location.pathname);
  const firstData = page && dataModules[`./routes/${page.module}.data.ts`]?.[page.component];
  return firstData ? firstData(user, new URLSearchParams(location.search)) : [];
}

/**
 * Whether the first render of the page at this address waits a little for its data (main.tsx):
 * a list's first screen is its rows, the map's is its tiles (`firstScreenNeedsNoData`).
 */
export function firstScreenWaitsForData(location: { pathname: string }): boolean {
  return !pageAt(location.pathname)?.firstVisit?.firstScreenNeedsNoData;
}

/**
 * Starts a page's data requests together with its code (issue 9, point 3) instead of after the
 * chain of lazily loaded chunks that renders it. Data still fresh in the cache is not asked for
 * again; failures are left to the page, whose own query shows them. Settles once every request
 * has, failed or not, or has shown its first part (`firstPartShown`): what the first screen
 * waits for (main.tsx).
 */
export async function prefetchRouteData(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  user: SessionUser | null,
): Promise<void> {
  await Promise.all(
    routeQueries(location, user).map((query) => {
      const part = firstPartShown(queryClient, query.queryKey);
      return Promise.race([queryClient.prefetchQuery(query), part.shown]).finally(part.stop);
    }),
  );
}

/**
 * When the first part of a long list is there, while the rest is still arriving: a list query
 * that shows its first rows early keeps them in a query of its own below the list's key
 * (`[...list key, 'arriving']` in features/calls/api.ts). `shown` resolves once one of those has
 * data; `stop` stops looking.
 */
export function firstPartShown(
  queryClient: QueryClient,
  listKey: readonly unknown[],
): { shown: Promise<void>; stop: () => void } {
  const cache = queryClient.getQueryCache();
  const isPart = (key: readonly unknown[]) =>
    key.length > listKey.length && listKey.every((part, index) => key[index] === part);
  let stop = () => {};
  const shown = new Promise<void>((resolve) => {
    stop = cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (isPart(event.query.queryKey)) resolve();
    });
  });
  return { shown, stop };
}

type Router = ReturnType<typeof createRouter>;

/**
 * Calls `onNavigate` once for every navigation as it starts (before the router has loaded the
 * target's code), with the address navigated to.
 */
export function followNavigations(
  router: Router,
  onNavigate: (location: { pathname: string; search: string }) => void,
): () => void {
  let last = router.state.location.key;
  return router.subscribe((state) => {
    const target = state.navigation.location ?? state.location;
    if (target.key === last) return;
    last = target.key;
    onNavigate(target);
  });
}
