import type { WebConfig } from '@dapnet/model';

/**
 * "host:port" for the transmitter software's settings, or null when the configuration names no
 * endpoint (port 0). An empty host is the host name of the page, as the web app and the
 * transmitter endpoint are served by the same machine; an IPv6 address gets its brackets.
 */
export function endpointText(
  endpoint: WebConfig['transmitterEndpoint'],
  pageHost: string,
): string | null {
  if (endpoint.port === 0) return null;
  const host = endpoint.host || pageHost;
  if (host === '') return null;
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `${bracketed}:${endpoint.port}`;
}
