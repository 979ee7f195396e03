/**
 * A batch of delivery changes (deliveries-table.ts) sorted into groups that each write the same
 * values to a set of pages, so a batch of thousands becomes a few statements.
 */
import type { DeliveryChange } from './deliveries-table.js';

export interface AlikeChanges {
  /** The values to write (its `id` is the first of `ids`). */
  change: DeliveryChange;
  ids: number[];
}

/**
 * The changes in rounds in which no page changes twice: each page's first change in the first
 * round, its second (acknowledged after sent, say) in the second, and so on. Changes to different
 * pages do not touch each other, so only each page's own order has to be kept.
 */
function roundsOfDistinctPages(changes: readonly DeliveryChange[]): DeliveryChange[][] {
  const rounds: DeliveryChange[][] = [];
  const seen = new Map<number, number>();
  for (const change of changes) {
    const round = seen.get(change.id) ?? 0;
    seen.set(change.id, round + 1);
    (rounds[round] ??= []).push(change);
  }
  return rounds;
}

/** The groups, in the order they are to be written: applying them equals applying each change. */
export function alikeChanges(changes: readonly DeliveryChange[]): AlikeChanges[] {
  return roundsOfDistinctPages(changes).flatMap((round) => {
    const alike = new Map<string, AlikeChanges>();
    for (const change of round) {
      const key = `${change.state} ${change.at} ${change.state === 'sent' ? change.nodeName : ''}`;
      const group = alike.get(key) ?? { change, ids: [] };
      group.ids.push(change.id);
      alike.set(key, group);
    }
    return [...alike.values()];
  });
}
