import { queryOptions, skipToken, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Call, CallInput } from '@dapnet/model';
import { api } from '../../lib/api-client';

export const CALLS_KEY = 'calls';

/**
 * Admins see every call; everybody else asks for their own (`?ownerName=`), which works with
 * Cores that restrict the full list to admins as well as with those that do not.
 */
export function callsQuery(user: { name: string; admin: boolean }) {
  if (user.admin) return allCallsQuery();
  return callListQuery([CALLS_KEY, user.name], `calls?ownerName=${encodeURIComponent(user.name)}`);
}

/** Every call of the network: admins' list, and what "My pages" picks the user's pages from. */
export function allCallsQuery() {
  return callListQuery([CALLS_KEY, '*'], 'calls');
}

/** Whether a list of calls runs newest first (a list of one or none runs either way). */
function runsNewestFirst(calls: readonly Call[]): boolean {
  if (calls.length < 2) return false;
  return Date.parse(calls[0]!.timestamp) > Date.parse(calls[calls.length - 1]!.timestamp);
}

/**
 * A list of calls, kept in the Core's order (oldest first) for everything that reads it. The
 * embedded server sends it newest first when asked (`order=newest-first`); then its newest calls,
 * the first page of /calls, are shown while a network's worth of older ones is still arriving
 * (`arrivingCallsQuery`). A real Core ignores the parameter and sends the oldest first: its list
 * is shown once complete, as before.
 */
function callListQuery(queryKey: QueryKey, path: string) {
  const newestFirstPath = `${path}${path.includes('?') ? '&' : '?'}order=newest-first`;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) => {
      try {
        const calls = await api.get<Call[]>(newestFirstPath, {
          signal,
          onFirstRows: (rows) => showArriving(client, queryKey, rows as readonly Call[]),
        });
        return runsNewestFirst(calls) ? calls.reverse() : calls;
      } finally {
        client.removeQueries({ queryKey: arrivingKey(queryKey), exact: true });
      }
    },
  });
}

const arrivingKey = (listKey: QueryKey) => [...listKey, 'arriving'];

/**
 * Kept in the Core's order like the whole list, so that calls of the same minute keep their
 * places (and rows do not swap and move) when the whole list replaces them.
 */
function showArriving(client: QueryClient, listKey: QueryKey, rows: readonly Call[]) {
  if (runsNewestFirst(rows)) client.setQueryData(arrivingKey(listKey), [...rows].reverse());
}

/**
 * The newest calls of a list that is still arriving, oldest first as in the whole list; no data
 * once the list is complete (or when its server sends the oldest first). Only the list being
 * read fills it.
 */
export function arrivingCallsQuery(list: { queryKey: QueryKey }) {
  return queryOptions<readonly Call[]>({
    queryKey: arrivingKey(list.queryKey),
    queryFn: skipToken,
    staleTime: Infinity,
  });
}

export function sendCall(call: CallInput): Promise<Call> {
  return api.post<Call>('calls', call);
}

// The receipts of calls and rubric content, for the screens of both (rubric content included).
export { receiptListQuery, receiptsAvailable } from './receipts-api';
