import { formatRic, type Subscriber } from '@dapnet/model';

/** Shown instead of the pagers when the API hides them (everybody but admins, in lists). */
export const HIDDEN_PAGERS = '---';

/** A subscriber's pagers as the overview shows them: "0012345 (Skyper), 0123456 (Quix)". */
export function pagerSummary(subscriber: Pick<Subscriber, 'pagers'>): string {
  if (!subscriber.pagers) return HIDDEN_PAGERS;
  return subscriber.pagers.map((pager) => `${formatRic(pager.number)} (${pager.name})`).join(', ');
}
