import { normalizeName, type Pager, type Subscriber } from '@dapnet/model';

/**
 * RICs among `pagers` that another subscriber already has (the Core does not check this; paging
 * one RIC for two people is usually a typo). The subscriber being edited does not count against
 * itself. Lists without pagers (the restricted view of non-admins) find nothing.
 */
export function findDuplicateRics(
  pagers: readonly Pager[],
  subscribers: readonly Subscriber[],
  ownName: string,
): number[] {
  const own = normalizeName(ownName);
  const known = new Set<number>();
  for (const subscriber of subscribers) {
    if (normalizeName(subscriber.name) === own) continue;
    for (const pager of subscriber.pagers ?? []) known.add(pager.number);
  }
  const duplicates = pagers.map((pager) => pager.number).filter((ric) => known.has(ric));
  return [...new Set(duplicates)];
}
