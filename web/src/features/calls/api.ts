import { queryOptions } from '@tanstack/react-query';
import type { Call, CallInput } from '@dapnet/model';
import { api } from '../../lib/api-client';

export const CALLS_KEY = 'calls';

/**
 * Admins see every call; everybody else asks for their own (`?ownerName=`), which works with
 * Cores that restrict the full list to admins as well as with those that do not.
 */
export function callsQuery(user: { name: string; admin: boolean }) {
  const path = user.admin ? 'calls' : `calls?ownerName=${encodeURIComponent(user.name)}`;
  return queryOptions({
    queryKey: [CALLS_KEY, user.admin ? '*' : user.name],
    queryFn: ({ signal }) => api.get<Call[]>(path, { signal }),
  });
}

export function sendCall(call: CallInput): Promise<Call> {
  return api.post<Call>('calls', call);
}
