import { queryOptions } from '@tanstack/react-query';
import type { Transmitter, User } from '@dapnet/model';
import { api } from '../../lib/api-client';
import { createEntityApi } from '../../lib/entity-api';
import { showSuccessToast } from '../../components/toast/success-toast';

export const transmittersApi = createEntityApi<Transmitter>('transmitters', 'transmitters');

/**
 * Asks the nodes to send the rubric names to one transmitter. Unlike the entity paths the Core
 * does not lower-case this name, so the stored (lower-case) name is sent as it is.
 */
export async function sendRubricNames(name: string): Promise<void> {
  await api.get(`transmitterControl/sendRubricNames/${encodeURIComponent(name)}`);
  void showSuccessToast();
}

/**
 * The users, for owner pickers and owners' mail addresses (admins see addresses). Same key and
 * request as the users list, so both share one cache entry.
 */
export function usersQuery() {
  return queryOptions({
    queryKey: ['users'],
    queryFn: ({ signal }) => api.get<User[]>('users', { signal }),
  });
}
