import { queryOptions } from '@tanstack/react-query';
import { normalizeName, type NodeMonitor } from '@dapnet/model';
import { api } from '../../lib/api-client';
import { getConfig } from '../../lib/config';
import { polled } from '../../lib/live-events/live-state';
import { apiPath } from '../../lib/url';

/** The node's transmitters and their live state from the embedded server's monitoring endpoint. */
export function nodeMonitorQuery(name: string) {
  const baseUrl = getConfig().monitorUrl;
  return polled(
    queryOptions({
      queryKey: ['monitor', 'nodes', normalizeName(name)],
      queryFn: ({ signal }) => api.get<NodeMonitor>(apiPath`nodes/${name}`, { signal, baseUrl }),
      enabled: baseUrl !== '',
    }),
  );
}
