import {
  addressLabel,
  includesName,
  normalizeName,
  type Node,
  type Transmitter,
  type TransmitterGroup,
} from '@dapnet/model';

export type SiteKind = 'transmitter' | 'node';

/** One of an owner's sites: a transmitter or a node, in the fields "My sites" shows. */
export interface Site {
  kind: SiteKind;
  name: string;
  /** As the Core sends it (transmitters: ONLINE, OFFLINE, ERROR, DISABLED; nodes: ONLINE, …). */
  status: string;
  /** Since when a transmitter is connected; none while it is not (and for nodes). */
  connectedSince: string | null;
  /** When a transmitter last connected (the Core keeps it after a disconnect); none for nodes. */
  lastConnected: string | null;
  /** "ip:port", or the masked IP; as the API gave it. */
  address: string | null;
  /** Device type and version of a transmitter, the Core's version of a node. */
  firmware: string | null;
  /** A transmitter's timeslots ("0123"); none for nodes. */
  timeSlot: string | null;
  /** The transmitter groups that list a transmitter. */
  groups: string[];
}

export interface SiteSources {
  transmitters: readonly Transmitter[];
  nodes: readonly Node[];
  groups: readonly TransmitterGroup[];
}

/** The identity of a site across polls: a node and a transmitter may share a name. */
export const siteKey = (site: Pick<Site, 'kind' | 'name'>) =>
  `${site.kind}:${normalizeName(site.name)}`;

export const isOnline = (site: Pick<Site, 'status'>) => site.status === 'ONLINE';

function firmwareOf(transmitter: Transmitter): string | null {
  const parts = [transmitter.deviceType, transmitter.deviceVersion].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The groups listing each transmitter, by its normalised name. */
function groupsByTransmitter(groups: readonly TransmitterGroup[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const group of groups) {
    for (const name of group.transmitterNames) {
      const key = normalizeName(name);
      byName.set(key, [...(byName.get(key) ?? []), group.name]);
    }
  }
  return byName;
}

/** The transmitters and nodes `owner` is among the owners of, transmitters first. */
export function sitesOf(owner: string, sources: SiteSources): Site[] {
  const groups = groupsByTransmitter(sources.groups);
  const transmitters = sources.transmitters
    .filter((transmitter) => includesName(transmitter.ownerNames, owner))
    .map((transmitter): Site => ({
      kind: 'transmitter',
      name: transmitter.name,
      status: transmitter.status,
      connectedSince: transmitter.connectedSince,
      lastConnected: transmitter.lastConnected,
      address: addressLabel(transmitter.address),
      firmware: firmwareOf(transmitter),
      timeSlot: transmitter.timeSlot,
      groups: [...(groups.get(normalizeName(transmitter.name)) ?? [])].sort(),
    }));
  const nodes = sources.nodes
    .filter((node) => includesName(node.ownerNames, owner))
    .map((node): Site => ({
      kind: 'node',
      name: node.name,
      status: node.status,
      connectedSince: null,
      lastConnected: null,
      address: addressLabel(node.address),
      firmware: node.version,
      timeSlot: null,
      groups: [],
    }));
  return [...transmitters, ...nodes];
}

/** Everybody who owns a transmitter or a node (an admin's choice of owner), sorted. */
export function siteOwners(sources: Pick<SiteSources, 'transmitters' | 'nodes'>): string[] {
  const owners = new Map<string, string>();
  for (const record of [...sources.transmitters, ...sources.nodes]) {
    for (const owner of record.ownerNames) {
      // The first spelling met stands for the name.
      if (!owners.has(normalizeName(owner))) owners.set(normalizeName(owner), owner);
    }
  }
  return [...owners.values()].sort((a, b) => a.localeCompare(b));
}
