import { queryOptions } from '@tanstack/react-query';
import { normalizeName } from '@dapnet/model';
import { api } from './api-client';
import { apiPath, removeInvisible } from './url';

/**
 * The same small verb set for every named entity of the Core (subscribers, rubrics,
 * transmitters, groups, nodes, users): list, one, put (create or update), delete. Query keys
 * are `[key]` for the list and `[key, name]` for one record, so a write marks both stale (each
 * is fetched again when a page shows it).
 */
export function createEntityApi<Entity>(resource: string, key: string) {
  // Cleaned and encoded as one segment, so a pasted name with a zero-width character addresses
  // (and is checked against) the record the user sees.
  const path = (name: string) => apiPath`${resource}/${name}`;
  return {
    key,
    listQuery: () =>
      queryOptions({
        queryKey: [key],
        queryFn: ({ signal }) => api.get<Entity[]>(resource, { signal }),
      }),
    itemQuery: (name: string) =>
      queryOptions({
        queryKey: [key, normalizeName(removeInvisible(name))],
        queryFn: ({ signal }) => api.get<Entity>(path(name), { signal }),
      }),
    get: (name: string) => api.get<Entity>(path(name)),
    put: (name: string, body: unknown) => api.put<Entity>(path(name), body),
    remove: (name: string) => api.delete<Entity>(path(name)),
  };
}

export type EntityApi<Entity> = ReturnType<typeof createEntityApi<Entity>>;
