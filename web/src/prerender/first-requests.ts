/**
 * The API requests a page's first data makes at once, found at build time for the pages manifest
 * (scripts/prerender.ts): the server names them in the page's HTML and index.html's first-screen
 * script sends them while the app's code is still loading; the app then takes their answers
 * (lib/early-requests.ts). Found by asking for the data exactly as the start-up code does
 * (prefetchRouteData, main.tsx) with a fetch that only notes what it is asked for, so they cannot
 * drift from what the pages' data modules declare. Runs in Node at build time.
 */
import { type FirstRequest, type FirstRequests, USER_NAME_MARK } from '@dapnet/model';
import { createQueryClient } from '../app/query-client';
import { prefetchRouteData } from '../app/route-data';
import type { SessionUser } from '../features/session/session-store';
import { configureApiClient } from '../lib/api-client';
import { getConfig, setConfig } from '../lib/config';

/** Stand-ins for the configured addresses: what a noted request starts with tells its base. */
const BASES: Record<FirstRequest['base'], string> = {
  api: 'https://api.invalid',
  monitor: 'https://monitor.invalid',
};

const asUser = (admin: boolean): SessionUser => ({
  name: USER_NAME_MARK,
  admin,
  auth: 'noted',
  remember: false,
});

const VISITORS: [keyof FirstRequests, SessionUser | null][] = [
  ['guest', null],
  ['user', asUser(false)],
  ['admin', asUser(true)],
];

/** The page's first requests, by who asks; empty for a page whose first data asks for nothing. */
export async function firstRequests(path: string): Promise<FirstRequests> {
  const found: FirstRequests = {};
  for (const [who, user] of VISITORS) {
    const requests = await noteRequests(path, user);
    if (requests.length > 0) found[who] = requests;
  }
  return found;
}

/**
 * The requests the start-up code sends at once for this page's data, as this visitor. Only those
 * sent before it returns count (what main.tsx's start-up sends at once); each fails at once, so
 * nothing waits and nothing is sent later.
 */
async function noteRequests(path: string, user: SessionUser | null): Promise<FirstRequest[]> {
  const noted: FirstRequest[] = [];
  const realFetch = globalThis.fetch;
  const config = getConfig();
  const queryClient = createQueryClient();
  setConfig({ ...config, apiUrl: BASES.api, monitorUrl: BASES.monitor });
  configureApiClient({
    baseUrl: () => getConfig().apiUrl,
    credentials: () => user?.auth ?? null,
    onUnauthorized: () => Promise.resolve(false),
  });
  globalThis.fetch = (input, init) => {
    const request = asFirstRequest(String(input), init?.method);
    if (request) noted.push(request);
    return Promise.reject(new Error('noted only'));
  };
  const asked = (() => {
    try {
      return prefetchRouteData(queryClient, { pathname: path, search: '' }, user);
    } finally {
      globalThis.fetch = realFetch;
      setConfig(config);
    }
  })();
  await asked;
  queryClient.clear();
  return noted;
}

function asFirstRequest(url: string, method = 'GET'): FirstRequest | undefined {
  if (method !== 'GET') return undefined;
  for (const [base, address] of Object.entries(BASES)) {
    if (url.startsWith(`${address}/`)) {
      return { base: base as FirstRequest['base'], path: url.slice(address.length + 1) };
    }
  }
  return undefined;
}
