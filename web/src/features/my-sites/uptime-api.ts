import { queryOptions } from '@tanstack/react-query';
import { normalizeName, type SiteUptime, type UptimeReport } from '@dapnet/model';
import { api } from '../../lib/api-client';
import { getConfig } from '../../lib/config';
import { polled } from '../../lib/live-events/live-state';
import { withQuery } from '../../lib/url';

/**
 * The owner's transmitters' uptime from the embedded server's connection history
 * (`{monitorUrl}/uptime?owner=`); off without a monitorUrl, and a real Core has none.
 */
export function uptimeQuery(owner: string) {
  const baseUrl = getConfig().monitorUrl;
  return polled(
    queryOptions({
      queryKey: ['monitor', 'uptime', normalizeName(owner)],
      queryFn: ({ signal }) =>
        api.get<UptimeReport>(withQuery('uptime', { owner }), { signal, baseUrl }),
      enabled: baseUrl !== '',
      // A server without the endpoint answers 404: then the figures are not available.
      retry: false,
    }),
  );
}

/** The figures by the transmitter's normalised name. */
export function uptimeByName(report: UptimeReport | undefined): Map<string, SiteUptime> {
  return new Map(report?.transmitters.map((entry) => [normalizeName(entry.name), entry]));
}
