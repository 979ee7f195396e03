import { queryOptions } from '@tanstack/react-query';
import type { Transmitter, TransmitterGroup } from '@dapnet/model';
import { api } from '../../lib/api-client';
import { createEntityApi } from '../../lib/entity-api';

export const transmitterGroupsApi = createEntityApi<TransmitterGroup>(
  'transmitterGroups',
  'transmitterGroups',
);

/**
 * The transmitters a group can hold. The query key is the transmitters list's own, so this shares
 * the cache (and its invalidation) with the transmitter screens.
 */
export function transmitterOptionsQuery() {
  return queryOptions({
    queryKey: ['transmitters'],
    queryFn: ({ signal }) => api.get<Transmitter[]>('transmitters', { signal }),
  });
}
