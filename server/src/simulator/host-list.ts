/**
 * The servers a transmitter may connect to, tried in turn: transmitter software that is given
 * several nodes of a network moves to the next one when its node goes away.
 */

export interface Endpoint {
  host: string;
  port: number;
}

/**
 * Reads `a.example.org:43434,b.example.org,[::1]:43435`: hosts with an optional port (the
 * default port otherwise); an IPv6 address with a port goes in brackets. Throws on an empty entry
 * or a port that is not one.
 */
export function parseHostList(text: string, defaultPort: number): Endpoint[] {
  return text.split(',').map((raw) => {
    const entry = raw.trim();
    if (entry === '') throw new Error(`"${text}" has an empty host`);
    const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
    if (bracketed) return endpoint(bracketed[1]!, bracketed[2], entry, defaultPort);
    const parts = entry.split(':');
    // One colon: host:port. More: an IPv6 address without a port.
    if (parts.length === 2) return endpoint(parts[0]!, parts[1], entry, defaultPort);
    return { host: entry, port: defaultPort };
  });
}

function endpoint(host: string, port: string | undefined, entry: string, fallback: number) {
  if (host === '') throw new Error(`"${entry}" has no host`);
  if (port === undefined) return { host, port: fallback };
  const number = Number(port);
  if (port === '' || !Number.isInteger(number) || number < 1 || number > 65_535) {
    throw new Error(`"${entry}" has no valid port`);
  }
  return { host, port: number };
}

/** `host:port`, with brackets around an IPv6 address. */
export function describeEndpoint({ host, port }: Endpoint): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** The list starting at `first` and going round: each of a group of transmitters prefers another node. */
export function rotate<T>(list: readonly T[], first: number): T[] {
  if (list.length === 0) return [];
  const start = ((first % list.length) + list.length) % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}
