import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * The same small verb set for every named entity of the Core (subscribers, rubrics,
 * transmitters, groups, nodes, users): list, one, put (create or update), delete. Query keys
 * are `[key]` for the list and `[key, name]` for one record, so a write refreshes both.
 */
export function createEntityApi<Entity>(resource: string, key: string) {
  const path = (name: string) => `${resource}/${encodeURIComponent(name)}`;
  return {
    key,
    path,
    listQuery: () =>
      queryOptions({
        queryKey: [key],
        queryFn: ({ signal }) => api.get<Entity[]>(resource, { signal }),
      }),
    itemQuery: (name: string) =>
      queryOptions({
        queryKey: [key, name.toLowerCase()],
        queryFn: ({ signal }) => api.get<Entity>(path(name), { signal }),
      }),
    get: (name: string) => api.get<Entity>(path(name)),
    put: (name: string, body: unknown) => api.put<Entity>(path(name), body),
    remove: (name: string) => api.delete<Entity>(path(name)),
  };
}

export type EntityApi<Entity> = ReturnType<typeof createEntityApi<Entity>>;
