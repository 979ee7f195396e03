import { addressLabel, type Transmitter } from '@dapnet/model';

export interface OnlineCount {
  online: number;
  total: number;
}

export interface TransmitterCounts {
  widerange: OnlineCount;
  personal: OnlineCount;
  all: OnlineCount;
}

const isOnline = (transmitter: Pick<Transmitter, 'status'>) => transmitter.status === 'ONLINE';

/** Online and registered transmitters, per usage class and in all (the side panel's figures). */
export function countTransmitters(
  transmitters: readonly Pick<Transmitter, 'status' | 'usage'>[],
): TransmitterCounts {
  const counts: TransmitterCounts = {
    widerange: { online: 0, total: 0 },
    personal: { online: 0, total: 0 },
    all: { online: 0, total: 0 },
  };
  for (const transmitter of transmitters) {
    const online = isOnline(transmitter) ? 1 : 0;
    const group =
      transmitter.usage === 'WIDERANGE'
        ? counts.widerange
        : transmitter.usage === 'PERSONAL'
          ? counts.personal
          : null;
    if (group) {
      group.online += online;
      group.total += 1;
    }
    counts.all.online += online;
    counts.all.total += 1;
  }
  return counts;
}

/** What a transmitter reports about its hardware, as plain text ("UniPager 1.0.3"), or ''. */
export function deviceText(transmitter: Pick<Transmitter, 'deviceType' | 'deviceVersion'>): string {
  const type = transmitter.deviceType?.trim() ?? '';
  const version = transmitter.deviceVersion?.trim() ?? '';
  return [type, version].filter(Boolean).join(' ');
}

export interface DeviceCount {
  /** The device type, or null when the transmitter did not report one. */
  type: string | null;
  count: number;
}

/**
 * Device types of the online transmitters (optionally only the widerange ones), most common
 * first, then by name; transmitters without a type are counted under null.
 */
export function countDevices(
  transmitters: readonly Pick<Transmitter, 'status' | 'usage' | 'deviceType'>[],
  widerangeOnly: boolean,
): DeviceCount[] {
  const counts = new Map<string | null, number>();
  for (const transmitter of transmitters) {
    if (!isOnline(transmitter)) continue;
    if (widerangeOnly && transmitter.usage !== 'WIDERANGE') continue;
    const type = transmitter.deviceType?.trim() || null;
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts]
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || (a.type ?? '\uffff').localeCompare(b.type ?? '\uffff'));
}

/**
 * The address a transmitter connected from ("44.149.12.7:43567", or "44.149.12.x" masked for
 * someone else's), or null when unknown.
 */
export function addressText(transmitter: Pick<Transmitter, 'address'>): string | null {
  return addressLabel(transmitter.address);
}
