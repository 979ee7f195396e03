import { queryOptions } from '@tanstack/react-query';
import type { Call, CallInput } from '@dapnet/model';
import { api } from '../../lib/api-client';

export const CALLS_KEY = 'calls';

/**
 * Admins see every call; everybody else asks for their own (`?ownerName=`), which works with
 * Cores that restrict the full list to admins as well as with those that do not.
 */
export function callsQuery(user: { name: string; admin: boolean }) {
  if (user.admin) return allCallsQuery();
  const path = `calls?ownerName=${encodeURIComponent(user.name)}`;
  return queryOptions({
    queryKey: [CALLS_KEY, user.name],
    queryFn: ({ signal }) => api.get<Call[]>(path, { signal }),
  });
}

/** Every call of the network: admins' list, and what "My pages" picks the user's pages from. */
export function allCallsQuery() {
  return queryOptions({
    queryKey: [CALLS_KEY, '*'],
    queryFn: ({ signal }) => api.get<Call[]>('calls', { signal }),
  });
}

export function sendCall(call: CallInput): Promise<Call> {
  return api.post<Call>('calls', call);
}

// The receipts of calls and rubric content, for the screens of both (rubric content included).
export { receiptListQuery, receiptsAvailable } from './receipts-api';
