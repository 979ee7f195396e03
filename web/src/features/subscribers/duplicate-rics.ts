import { normalizeName, type Pager, type Subscriber } from '@dapnet/model';
import { splitLines } from './pager-lines';

/** A RIC of the form that another subscriber already has, and that subscriber. */
export interface DuplicateRic {
  ric: number;
  subscriber: string;
}

/**
 * RICs among `pagers` that another subscriber already has (the Core does not check this; paging
 * one RIC for two people is usually a typo), each with every subscriber that has it, so the
 * warning can say whose it is. The subscriber being edited does not count against itself. Lists
 * without pagers (the restricted view of non-admins) find nothing.
 */
export function findDuplicateRics(
  pagers: readonly Pager[],
  subscribers: readonly Subscriber[],
  ownName: string,
): DuplicateRic[] {
  const own = normalizeName(ownName);
  const holders = new Map<number, string[]>();
  for (const subscriber of subscribers) {
    if (normalizeName(subscriber.name) === own) continue;
    for (const pager of subscriber.pagers ?? []) {
      const names = holders.get(pager.number) ?? [];
      if (!names.includes(subscriber.name)) names.push(subscriber.name);
      holders.set(pager.number, names);
    }
  }
  const rics = [...new Set(pagers.map((pager) => pager.number))];
  return rics.flatMap((ric) => (holders.get(ric) ?? []).map((subscriber) => ({ ric, subscriber })));
}

/**
 * The RICs of the RIC lines as typed so far, for the warning beside the field: lines that are
 * not (yet) a number are left out; the pager-line check reports them on saving.
 */
export function ricsOfLines(ricLines: string): Pager[] {
  return splitLines(ricLines)
    .filter((line) => /^\d+$/.test(line))
    .map((line) => ({ number: Number(line), name: '' }));
}
