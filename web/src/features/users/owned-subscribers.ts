import { normalizeName } from '@dapnet/model';

interface Owned {
  name: string;
  ownerNames?: readonly string[] | null;
}

/**
 * For each user (by lower-case name) the subscribers they own, in list order. One pass over the
 * subscribers instead of one search per user keeps big networks fast.
 */
export function subscribersByOwner(subscribers: readonly Owned[]): Map<string, string[]> {
  const byOwner = new Map<string, string[]>();
  for (const subscriber of subscribers) {
    // An owner listed twice (in different case) still gets the subscriber once.
    const owners = new Set((subscriber.ownerNames ?? []).map(normalizeName));
    for (const owner of owners) {
      const list = byOwner.get(owner);
      if (list) list.push(subscriber.name);
      else byOwner.set(owner, [subscriber.name]);
    }
  }
  return byOwner;
}
