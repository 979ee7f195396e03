import { queryOptions } from '@tanstack/react-query';
import { normalizeName, type TransmitterMonitor } from '@dapnet/model';
import { api } from '../../lib/api-client';
import { getConfig } from '../../lib/config';
import { polled } from '../../lib/live-events/live-state';
import { apiPath } from '../../lib/url';

/**
 * What the embedded server's monitoring endpoint tells about one transmitter beyond the Core's
 * API. Off when the configuration names no endpoint (a real Core has none); polled while shown.
 */
export function transmitterMonitorQuery(name: string) {
  const baseUrl = getConfig().monitorUrl;
  return polled(
    queryOptions({
      queryKey: ['monitor', 'transmitters', normalizeName(name)],
      queryFn: ({ signal }) =>
        api.get<TransmitterMonitor>(apiPath`transmitters/${name}`, { signal, baseUrl }),
      enabled: baseUrl !== '',
    }),
  );
}
