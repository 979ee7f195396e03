import type { Address } from './address.js';
import { mayChange, type Owned, type Viewer } from './permissions.js';

/**
 * A transmitter's IP address tells where its owner's station (often their home) is connected.
 * Owners and admins see all of it; everybody else sees the network it is in: an IPv4 address
 * without its last octet, an IPv6 address without all but its first three groups (the /48 a
 * site is given), and never the port. The embedded server masks what it sends, and the web app
 * masks again what a real Core sends in full; masking a masked address changes nothing.
 */

/** What stands for the hidden part. */
export const HIDDEN_ADDRESS_PART = 'x';

/** The port of a masked address: no real connection comes from port 0. */
export const HIDDEN_PORT = 0;

const IPV4_TAIL = /(\d{1,3}\.\d{1,3}\.\d{1,3})\.(?:\d{1,3}|x)(?::\d+)?$/i;

/** The groups of an IPv6 address, "::" expanded, without its zone. */
function ipv6Groups(text: string): string[] {
  const [head = '', tail] = text.replace(/%.*$/, '').split('::', 2);
  const headGroups = head === '' ? [] : head.split(':');
  if (tail === undefined) return headGroups;
  const tailGroups = tail === '' ? [] : tail.split(':');
  const zeros = Math.max(0, 8 - headGroups.length - tailGroups.length);
  return [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
}

/**
 * The address with its private part hidden: "203.0.113.7" or "203.0.113.7:51234" gives
 * "203.0.113.x", "2001:db8:1:2::7" or "[2001:db8:1:2::7]:51234" gives "2001:db8:1::x",
 * "::ffff:203.0.113.7" gives "::ffff:203.0.113.x". Anything else is hidden whole.
 */
export function maskIpAddress(text: string): string {
  // "[ipv6]:port" as a socket address is written; the brackets and port go.
  const trimmed = text.trim().replace(/^\[([^\]]*)\](?::\d+)?$/, '$1');
  if (trimmed === '') return '';
  const ipv4 = IPV4_TAIL.exec(trimmed);
  // An IPv4 address stands alone or ends an IPv6 one ("::ffff:203.0.113.7").
  const prefix = ipv4 ? trimmed.slice(0, ipv4.index) : '';
  if (ipv4 && (prefix === '' || prefix.endsWith(':'))) {
    return `${prefix}${ipv4[1]}.${HIDDEN_ADDRESS_PART}`;
  }
  if (trimmed.includes(':')) {
    const groups = ipv6Groups(trimmed).slice(0, 3);
    if (groups.length === 3 && groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) {
      return `${groups.join(':')}::${HIDDEN_ADDRESS_PART}`;
    }
  }
  return HIDDEN_ADDRESS_PART;
}

/** The Core's address object with the IP masked and the port hidden. */
export function maskAddress(address: Address): Address {
  return { ip_addr: maskIpAddress(address.ip_addr), port: HIDDEN_PORT };
}

/** "ip:port" as the Core shows an address, or just the IP when its port is hidden. */
export function addressLabel(address: Address | null | undefined): string | null {
  if (!address || !address.ip_addr) return null;
  return address.port === HIDDEN_PORT ? address.ip_addr : `${address.ip_addr}:${address.port}`;
}

/** Whether `viewer` (none for a visitor) may see the transmitter's full address. */
export function seesFullAddress(record: Owned, viewer: Viewer | null | undefined): boolean {
  return viewer ? mayChange(record, viewer) : false;
}

/** The transmitter as `viewer` may see it: its address masked unless they own it or are admin. */
export function withAddressFor<T extends Owned & { address?: Address | null }>(
  transmitter: T,
  viewer: Viewer | null | undefined,
): T {
  if (!transmitter.address || seesFullAddress(transmitter, viewer)) return transmitter;
  return { ...transmitter, address: maskAddress(transmitter.address) };
}
