import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { callsQuery } from '../features/calls/api';
import { networkStatsQuery } from '../features/home/home-api';
import { nodesApi } from '../features/nodes/api';
import { rubricsApi } from '../features/rubrics/api';
import type { SessionUser } from '../features/session/session-store';
import { subscribersApi } from '../features/subscribers/api';
import { transmitterGroupsApi } from '../features/transmitter-groups/api';
import { transmittersApi } from '../features/transmitters/api';
import { usersApi } from '../features/users/api';
import { allEntityPages } from '../lib/entities';
import { paths } from '../lib/paths';
import type { createRouter } from './router';

// Options of any query; the pages read them with their own result types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>;

type RouteQueries = (user: SessionUser | null, search: URLSearchParams) => AnyQuery[];

/** Only for a signed-in user: the entity pages send everybody else home. */
const signedIn =
  (queries: (user: SessionUser, search: URLSearchParams) => AnyQuery[]): RouteQueries =>
  (user, search) =>
    user ? queries(user, search) : [];

/** Admins also see the owners' names, which come from the user list. */
const withUsersForAdmins = (user: SessionUser, query: AnyQuery) =>
  user.admin ? [query, usersApi.listQuery()] : [query];

/**
 * The data each page shows at once, by its router pattern: the same query options its
 * components use (lib/entities.ts declares the pages), so the cache hands them what was fetched
 * here. Pages that are not listed wait for their own code as before. This module is part of the
 * start-up set, and so is every module it imports, with all of its exports any page uses: none
 * may bring the model's schemas (zod), which is why their helpers (flattenNews, formatRic) live
 * in model modules of their own.
 */
const ROUTE_QUERIES: Record<string, RouteQueries> = {
  [paths.home.path]: () => [networkStatsQuery],
  [paths.calls.list.path]: signedIn((user, search) => [
    // An admin's "only mine" (?show=mine) reads the same list as a plain user's.
    callsQuery(search.get('show') === 'mine' ? { ...user, admin: false } : user),
  ]),
  [paths.subscribers.list.path]: signedIn(() => [subscribersApi.listQuery()]),
  [paths.rubrics.list.path]: signedIn(() => [rubricsApi.listQuery()]),
  [paths.transmitters.list.path]: signedIn((user) =>
    withUsersForAdmins(user, transmittersApi.listQuery()),
  ),
  [paths.transmitters.map.path]: signedIn(() => [transmittersApi.listQuery()]),
  [paths.transmitters.sites.path]: signedIn(() => [
    transmittersApi.listQuery(),
    nodesApi.listQuery(),
    transmitterGroupsApi.listQuery(),
  ]),
  [paths.transmitters.timeslots.path]: signedIn(() => [
    transmittersApi.listQuery(),
    transmitterGroupsApi.listQuery(),
  ]),
  [paths.transmitterGroups.list.path]: signedIn(() => [transmitterGroupsApi.listQuery()]),
  [paths.nodes.list.path]: signedIn((user) => withUsersForAdmins(user, nodesApi.listQuery())),
  [paths.users.list.path]: signedIn(() => [usersApi.listQuery(), subscribersApi.listQuery()]),
};

/** The first of these router patterns that matches the address, as the router would. */
function matchingPattern(patterns: readonly string[], pathname: string): string | undefined {
  return patterns.find((path) => matchPath({ path, end: true }, pathname));
}

/** The queries a page at this address shows at once (none for pages not listed). */
export function routeQueries(
  location: { pathname: string; search: string },
  user: SessionUser | null,
): AnyQuery[] {
  const pattern = matchingPattern(Object.keys(ROUTE_QUERIES), location.pathname);
  return pattern ? ROUTE_QUERIES[pattern]!(user, new URLSearchParams(location.search)) : [];
}

/** Pages that render without waiting for their data (lib/entities.ts). */
const NO_DATA_FIRST_PATHS = allEntityPages()
  .map(({ page }) => page)
  .filter((page) => page.firstScreenNeedsNoData)
  .map((page) => page.path);

/**
 * Whether the first render of the page at this address waits a little for its data (main.tsx):
 * a list's first screen is its rows, the map's is its tiles.
 */
export function firstScreenWaitsForData(location: { pathname: string }): boolean {
  return matchingPattern(NO_DATA_FIRST_PATHS, location.pathname) === undefined;
}

/** The pages whose first screen shows a map (the home page's is small, but on show). */
const MAP_PAGES = [paths.home.path, paths.transmitters.map.path, paths.transmitters.mapDetail.path];

/** Whether the page at this address opens with a map, whose tile server it may connect to early. */
export function opensWithMap(location: { pathname: string }): boolean {
  return matchingPattern(MAP_PAGES, location.pathname) !== undefined;
}

/**
 * Starts a page's data requests together with its code (issue 9, point 3) instead of after the
 * chain of lazily loaded chunks that renders it. Data still fresh in the cache is not asked for
 * again; failures are left to the page, whose own query shows them. Settles once every request
 * has, failed or not.
 */
export async function prefetchRouteData(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
  user: SessionUser | null,
): Promise<void> {
  await Promise.all(routeQueries(location, user).map((query) => queryClient.prefetchQuery(query)));
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
