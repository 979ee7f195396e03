import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entityPages, sitePages } from '../lib/entities';
import {
  firstPartShown,
  firstScreenWaitsForData,
  pageAt,
  followNavigations,
  prefetchRouteData,
  routeQueries,
} from './route-data';

const RECEIPTS = ['receipts', 'calls'];

const admin = { name: 'admin', admin: true, auth: 'x', remember: false };
const user = { name: 'db9xyz', admin: false, auth: 'x', remember: false };
const at = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};
const keys = (path: string, who: typeof admin | null) =>
  routeQueries(at(path), who).map((query) => query.queryKey);

describe('pageAt', () => {
  it('finds the declared page the router shows at an address, as the router matches', () => {
    expect(pageAt('/')).toBe(sitePages.home);
    expect(pageAt('/transmitters/map')).toBe(entityPages.transmitters.map);
    expect(pageAt('/transmitters/map/db0abc')).toBe(entityPages.transmitters.mapDetail);
    expect(pageAt('/Transmitters/Groups/')).toBe(entityPages.transmitterGroups.list);
    expect(pageAt('/transmitters/groups/edit/all')).toBe(entityPages.transmitterGroups.edit);
    expect(pageAt('/transmitters/edit/db0abc/more')).toBeUndefined();
    expect(pageAt('/nowhere')).toBeUndefined();
  });
});

describe('routeQueries', () => {
  it('names the same queries the lists use, by page and user', () => {
    // With the receipts of the Delivery column (the embedded server reports delivery).
    expect(keys('/calls', admin)).toEqual([['calls', '*'], RECEIPTS]);
    expect(keys('/calls', user)).toEqual([['calls', 'db9xyz'], RECEIPTS]);
    // An admin's "only mine" reads the admin's own calls, as the page does.
    expect(keys('/calls?show=mine', admin)).toEqual([['calls', 'admin'], RECEIPTS]);
    expect(keys('/transmitters', admin)).toEqual([['transmitters'], ['users']]);
    expect(keys('/transmitters', user)).toEqual([['transmitters']]);
    expect(keys('/transmitters/map', user)).toEqual([['transmitters']]);
    expect(keys('/rubrics', user)).toEqual([['rubrics']]);
    expect(keys('/', null)).toEqual([['stats']]);
  });

  it('asks for nothing where the page would send the visitor away or is not listed', () => {
    expect(keys('/calls', null)).toEqual([]);
    expect(keys('/transmitters/edit/db0abc', admin)).toEqual([]);
    expect(keys('/nowhere', admin)).toEqual([]);
  });
});

describe('firstScreenWaitsForData', () => {
  it('holds back a list for its rows, never the map for its transmitters', () => {
    expect(firstScreenWaitsForData(at('/calls'))).toBe(true);
    expect(firstScreenWaitsForData(at('/transmitters'))).toBe(true);
    expect(firstScreenWaitsForData(at('/transmitters/map'))).toBe(false);
    expect(firstScreenWaitsForData(at('/transmitters/map/db0abc'))).toBe(false);
  });
});

describe('prefetchRouteData', () => {
  it('puts the requests in flight without waiting for the page', () => {
    const queryClient = new QueryClient();
    void prefetchRouteData(queryClient, at('/transmitters'), user);
    expect(queryClient.getQueryState(['transmitters'])?.fetchStatus).toBe('fetching');
    void queryClient.cancelQueries();
  });
});

/** `count` calls in the Core's shape, newest first as the embedded server sends them. */
const newestFirst = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    text: `message ${index}`,
    callSignNames: ['db0abc'],
    transmitterGroupNames: ['all'],
    emergency: false,
    timestamp: new Date(Date.UTC(2026, 10, 27) - index * 60_000).toISOString(),
    ownerName: 'admin',
  }));

describe('prefetchRouteData of a long list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('settles with the first rows in the cache while the rest of the list is still arriving', async () => {
    // The answer's first 150 calls, and then nothing more for now.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const first = JSON.stringify(newestFirst(150));
        controller.enqueue(new TextEncoder().encode(`${first.slice(0, -1)},`));
      },
    });
    const fetch = vi.fn((url: string) =>
      Promise.resolve(url.includes('/calls') ? new Response(body) : Response.json({})),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    await prefetchRouteData(queryClient, at('/calls'), admin);
    expect(fetch.mock.calls[0]![0]).toBe('/api/calls?order=newest-first');
    // The page's own queries find them: the newest calls now, the whole list once complete.
    expect(queryClient.getQueryData<unknown[]>(['calls', '*', 'arriving'])).toHaveLength(150);
    expect(queryClient.getQueryState(['calls', '*'])?.fetchStatus).toBe('fetching');
    await queryClient.cancelQueries();
  });
});

describe('firstPartShown', () => {
  it('tells when a query below the list has data, never for another list', async () => {
    const queryClient = new QueryClient();
    const part = firstPartShown(queryClient, ['calls', '*']);
    let shown = false;
    void part.shown.then(() => (shown = true));
    queryClient.setQueryData(['calls', 'admin', 'arriving'], [1]);
    queryClient.setQueryData(['calls'], [1]);
    await Promise.resolve();
    expect(shown).toBe(false);
    queryClient.setQueryData(['calls', '*', 'arriving'], [1]);
    await part.shown;
    part.stop();
  });
});

describe('followNavigations', () => {
  it('reports a navigation as it starts, before the target page has loaded', async () => {
    let release: () => void = () => {};
    const pageLoaded = new Promise<void>((done) => (release = done));
    const router = createMemoryRouter([
      { path: '/', element: null },
      { path: '/calls', lazy: () => pageLoaded.then(() => ({ element: null })) },
    ]);
    const seen: string[] = [];
    followNavigations(router, (location) => seen.push(location.pathname + location.search));
    const navigation = router.navigate('/calls?show=mine');
    await Promise.resolve();
    expect(seen).toEqual(['/calls?show=mine']);
    expect(router.state.location.pathname).toBe('/');
    release();
    await navigation;
    expect(seen).toEqual(['/calls?show=mine']);
  });
});
