import { ALL_TRANSMITTERS_GROUP, normalizeName } from '@dapnet/model';
import { formatNumber } from './format';
import type { Language } from './languages';

/**
 * Which transmitters a choice of transmitter groups reaches, the order a groups picker offers
 * them in, and when a choice reaches so much of the network that sending deserves a second
 * thought. Plain functions over the Core's records, shared by the call and rubric forms.
 */

interface GroupLike {
  name: string;
  transmitterNames: readonly string[];
}

interface TransmitterLike {
  name: string;
  status: string;
  usage: string;
}

export interface Reach {
  /** Transmitters the groups reach, each counted once however many groups hold it. */
  transmitters: number;
  online: number;
  widerange: number;
  personal: number;
  /** Every transmitter of the network, for "n of total". */
  total: number;
}

/**
 * The union of the chosen groups' transmitters. A name a group lists but the network does not
 * know reaches nothing, so it is not counted.
 */
export function reachOf(
  chosen: readonly string[],
  groups: readonly GroupLike[],
  transmitters: readonly TransmitterLike[],
): Reach {
  const wanted = new Set(chosen.map(normalizeName));
  const names = new Set<string>();
  for (const group of groups) {
    if (!wanted.has(normalizeName(group.name))) continue;
    for (const name of group.transmitterNames) names.add(normalizeName(name));
  }
  const reached = transmitters.filter((transmitter) => names.has(normalizeName(transmitter.name)));
  const count = (test: (transmitter: TransmitterLike) => boolean) => reached.filter(test).length;
  return {
    transmitters: reached.length,
    online: count((transmitter) => transmitter.status === 'ONLINE'),
    widerange: count((transmitter) => transmitter.usage === 'WIDERANGE'),
    personal: count((transmitter) => transmitter.usage === 'PERSONAL'),
    total: transmitters.length,
  };
}

/** A reach's numbers as the page shows them, for the texts that say it. */
export interface ReachNumbers {
  reached: string;
  total: string;
  online: string;
  widerange: string;
  personal: string;
}

export function reachNumbers(reach: Reach, language: Language): ReachNumbers {
  const number = (count: number) => formatNumber(count, language);
  return {
    reached: number(reach.transmitters),
    total: number(reach.total),
    online: number(reach.online),
    widerange: number(reach.widerange),
    personal: number(reach.personal),
  };
}

/** The share of the network from which on a choice counts as "most of it". */
export const WIDE_REACH_SHARE = 0.5;

/**
 * Whether a choice deserves a second thought: the group `all`, or groups that together reach at
 * least half of the network's transmitters.
 */
export function isWideReach(chosen: readonly string[], reach: Reach | undefined): boolean {
  if (chosen.some(isAllGroup)) return true;
  if (!reach || reach.total === 0) return false;
  return reach.transmitters / reach.total >= WIDE_REACH_SHARE;
}

/** What a user keeps for the groups picker: pinned groups, and the ones chosen last. */
export interface GroupChoices {
  pinned: string[];
  /** Most recent first. */
  recent: string[];
}

export const NO_GROUP_CHOICES: GroupChoices = { pinned: [], recent: [] };

/** How many groups "chosen last" remembers. */
export const RECENT_GROUPS = 5;

/** The choices after sending to `chosen`: those first, then the earlier ones, at most five. */
export function rememberChosen(choices: GroupChoices, chosen: readonly string[]): GroupChoices {
  const recent = [...new Set([...chosen, ...choices.recent])].slice(0, RECENT_GROUPS);
  return { ...choices, recent };
}

/** Pins a group, or unpins it when it is pinned; `all` is never pinned (see orderGroups). */
export function togglePinned(choices: GroupChoices, group: string): GroupChoices {
  if (isAllGroup(group) && !choices.pinned.includes(group)) return choices;
  const pinned = choices.pinned.includes(group)
    ? choices.pinned.filter((name) => name !== group)
    : [...choices.pinned, group];
  return { ...choices, pinned };
}

export interface OrderedGroups {
  pinned: string[];
  recent: string[];
  /** Every other group, in the order the server lists them. */
  others: string[];
}

/** The group `all`, whose every call asks first: never pinned, never offered first. */
export function isAllGroup(name: string): boolean {
  return normalizeName(name) === ALL_TRANSMITTERS_GROUP;
}

/**
 * The groups in the picker's order: pinned ones, then the ones chosen last, then the rest, with
 * `all` always at the very end (a call to the whole network is never the first thing offered,
 * even right after one). A remembered group the network no longer has is dropped, so it can never
 * be offered or sent.
 */
export function orderGroups(existing: readonly string[], choices: GroupChoices): OrderedGroups {
  const known = new Set(existing.filter((name) => !isAllGroup(name)));
  const pinned = [...new Set(choices.pinned)].filter((name) => known.has(name));
  const recent = [...new Set(choices.recent)].filter(
    (name) => known.has(name) && !pinned.includes(name),
  );
  const first = new Set([...pinned, ...recent]);
  const others = existing.filter((name) => known.has(name) && !first.has(name));
  return { pinned, recent, others: [...others, ...existing.filter(isAllGroup)] };
}

/** The groups a new call starts with: the user's pinned ones the network has (never `all`). */
export function pinnedGroups(existing: readonly string[], choices: GroupChoices): string[] {
  return orderGroups(existing, choices).pinned;
}
