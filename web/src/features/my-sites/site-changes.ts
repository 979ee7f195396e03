import { isOnline, siteKey, type Site, type SiteKind } from './sites';

/** A change of a site's status seen between two polls of "My sites". */
export interface SiteChange {
  kind: SiteKind;
  name: string;
  from: string;
  to: string;
  /** When it happened: the Core's connect time when it tells, else when the page saw it. */
  at: string;
}

/** How a change reads: back online, offline, an error, disabled, or any other status. */
export type ChangeWording = 'online' | 'offline' | 'error' | 'disabled' | 'other';

const OFFLINE_STATUSES = new Set(['OFFLINE', 'SUSPENDED', 'UNKNOWN']);

export function wordingOf(change: Pick<SiteChange, 'to'>): ChangeWording {
  if (change.to === 'ONLINE') return 'online';
  if (change.to === 'DISABLED') return 'disabled';
  if (change.to === 'ERROR') return 'error';
  return OFFLINE_STATUSES.has(change.to) ? 'offline' : 'other';
}

/** A site that stopped being online: what the owner asked to be notified of. */
export const wentOffline = (change: SiteChange) =>
  change.from === 'ONLINE' && change.to !== 'ONLINE';

/**
 * The status changes from one poll to the next, in the order of `after`. Sites that came or
 * went (a new transmitter, another owner's) are not changes of status and are left out.
 */
export function siteChanges(
  before: readonly Site[],
  after: readonly Site[],
  seenAt: Date,
): SiteChange[] {
  const previous = new Map(before.map((site) => [siteKey(site), site]));
  return after.flatMap((site) => {
    const earlier = previous.get(siteKey(site));
    if (!earlier || earlier.status === site.status) return [];
    const connected = isOnline(site) ? site.connectedSince : null;
    return [
      {
        kind: site.kind,
        name: site.name,
        from: earlier.status,
        to: site.status,
        at: connected ?? seenAt.toISOString(),
      },
    ];
  });
}

/**
 * Since when each site has had its status, where known: the latest change seen on the page, or
 * for a connected transmitter its connect time. `changes` are oldest first.
 */
export function statusSince(site: Site, changes: readonly SiteChange[]): string | null {
  const key = siteKey(site);
  for (let index = changes.length - 1; index >= 0; index--) {
    const change = changes[index]!;
    if (siteKey(change) === key) return change.to === site.status ? change.at : null;
  }
  return isOnline(site) ? site.connectedSince : null;
}
