import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { normalizeName } from '@dapnet/model';
import { subscribersApi } from '../subscribers/api';
import { usersApi } from './api';
import { subscribersByOwner } from './owned-subscribers';
import type { UserRow } from './users-table';

/**
 * The users with the subscribers each owns. The users are shown as soon as they arrive; the
 * subscriber column fills in when the second list does (a failure there leaves it empty, as the
 * list of users is what this page is about).
 */
export function useUserRows() {
  const users = useQuery(usersApi.listQuery());
  const subscribers = useQuery(subscribersApi.listQuery());
  const rows = useMemo<UserRow[] | undefined>(() => {
    if (!users.data) return undefined;
    const owned = subscribersByOwner(subscribers.data ?? []);
    return users.data.map((user) => ({
      ...user,
      subscribers: owned.get(normalizeName(user.name)) ?? [],
    }));
  }, [users.data, subscribers.data]);
  const refetch = () => {
    void users.refetch();
    void subscribers.refetch();
  };
  return {
    rows,
    error: users.error,
    refreshing: users.isFetching || subscribers.isFetching,
    refetch,
  };
}
