/**
 * Timeslot planning (issue 13, point 2): which transmitters share a slot while their coverage
 * areas meet, and which slots are free at a place. Two transmitters that send in the same slot
 * where both are heard garble each other's pages; the coverage comes from the model that draws
 * the overlays (`@dapnet/model`), so it is an estimate, not a site survey. Shared by the planner
 * page and the transmitter form's suggestion.
 */
import {
  coverageInput,
  coverageRadiusKm,
  distanceKm,
  normalizeName,
  reachesMeet,
  splitTimeSlots,
  TIME_SLOTS,
  type CoverageInput,
} from '@dapnet/model';

/** Why no coverage can be computed for a transmitter. */
export type CoverageProblem = 'noPosition' | 'noPower' | 'noHeight' | 'noReach';

export interface PlannedTransmitter {
  name: string;
  /** Its time slots, e.g. ["0", "3", "A"]. */
  slots: readonly string[];
  /** Its predicted coverage; undefined when none can be computed (see `problem`). */
  coverage: CoverageInput | undefined;
  /** How far that coverage reaches (0 without): worked out once, compared with every other. */
  reachKm: number;
  problem: CoverageProblem | undefined;
}

/** A transmitter's facts as the form or the Core has them (numbers or decimal text). */
type CoverageFacts = Record<string, unknown>;

/** The coverage of a transmitter's facts, or why there is none. */
export function usableCoverage(
  facts: CoverageFacts,
):
  | { coverage: CoverageInput; reachKm: number; problem?: undefined }
  | { coverage?: undefined; reachKm: 0; problem: CoverageProblem } {
  const none = (problem: CoverageProblem) => ({ reachKm: 0 as const, problem });
  const input = coverageInput(facts);
  if (!input) return none('noPosition');
  if (input.powerWatts <= 0) return none('noPower');
  // The model would still assume a mast of a metre or so; 0 means nobody entered the height.
  if (input.heightMetres <= 0) return none('noHeight');
  const reachKm = coverageRadiusKm(input);
  if (reachKm === 0) return none('noReach');
  return { coverage: input, reachKm };
}

export function plannedTransmitter(
  record: CoverageFacts & { name: string; timeSlot: string },
): PlannedTransmitter {
  const { coverage, reachKm, problem } = usableCoverage(record);
  return { name: record.name, slots: splitTimeSlots(record.timeSlot), coverage, reachKm, problem };
}

type Reaching = Pick<PlannedTransmitter, 'coverage' | 'reachKm'> & { coverage: CoverageInput };

const meet = (a: Reaching, b: Reaching) =>
  reachesMeet(a.coverage, a.reachKm, b.coverage, b.reachKm);

export interface Clash {
  slot: string;
  first: string;
  second: string;
  /** Distance between the two transmitters. */
  distanceKm: number;
}

/**
 * Every pair of transmitters that share a slot while their areas meet, once per shared slot, in
 * slot order and then in the order the transmitters were given.
 */
export function findClashes(transmitters: readonly PlannedTransmitter[]): Clash[] {
  const clashes: Clash[] = [];
  for (const slot of TIME_SLOTS) {
    const users = transmitters.filter(
      (item): item is PlannedTransmitter & Reaching => !!item.coverage && item.slots.includes(slot),
    );
    users.forEach((first, index) => {
      for (const second of users.slice(index + 1)) {
        if (!meet(first, second)) continue;
        const distance = distanceKm(first.coverage!, second.coverage!);
        clashes.push({ slot, first: first.name, second: second.name, distanceKm: distance });
      }
    });
  }
  return clashes;
}

/** For the matrix: the transmitters each transmitter clashes with, per slot. */
export function clashesByCell(clashes: readonly Clash[]): Map<string, Map<string, string[]>> {
  const cells = new Map<string, Map<string, string[]>>();
  const add = (name: string, slot: string, other: string) => {
    const row = cells.get(name) ?? new Map<string, string[]>();
    row.set(slot, [...(row.get(slot) ?? []), other]);
    cells.set(name, row);
  };
  for (const { slot, first, second } of clashes) {
    add(first, slot, second);
    add(second, slot, first);
  }
  return cells;
}

export interface RankedSlot {
  slot: string;
  /** How many transmitters whose areas meet this one's use the slot. */
  usersNearby: number;
  /** Distance to the nearest transmitter with coverage using the slot (Infinity: nobody). */
  nearestKm: number;
}

/** Orders distances from the furthest down; Infinity (nobody) first, two of them equal. */
const furtherFirst = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);

export interface SlotSuggestion {
  /** All 16 slots, the best first: free ones, then the least used nearby. */
  ranked: RankedSlot[];
  /** The slots used by transmitters whose areas meet this one's, in slot order. */
  usedNearby: string[];
}

/**
 * The slots for a transmitter with this coverage, the best first. A free slot (no transmitter
 * whose area meets this one's uses it) beats a used one; among free slots the one whose nearest
 * user is furthest away leaves the most margin; among used ones the fewest users nearby win.
 * `exclude` is the transmitter being edited, which must not count against itself.
 */
export function suggestSlots(
  coverage: CoverageInput,
  others: readonly PlannedTransmitter[],
  exclude?: string,
): SlotSuggestion {
  const excluded = exclude === undefined ? undefined : normalizeName(exclude);
  const here: Reaching = { coverage, reachKm: coverageRadiusKm(coverage) };
  const rest = others.filter(
    (item): item is PlannedTransmitter & Reaching =>
      !!item.coverage && normalizeName(item.name) !== excluded,
  );
  const ranked = [...TIME_SLOTS].map((slot): RankedSlot => {
    const users = rest.filter((item) => item.slots.includes(slot));
    return {
      slot,
      usersNearby: users.filter((item) => meet(here, item)).length,
      nearestKm: Math.min(Infinity, ...users.map((item) => distanceKm(coverage, item.coverage))),
    };
  });
  const usedNearby = ranked.filter((item) => item.usersNearby > 0).map((item) => item.slot);
  // Array.prototype.sort is stable: equal slots keep their 0-F order.
  ranked.sort((a, b) => a.usersNearby - b.usersNearby || furtherFirst(a.nearestKm, b.nearestKm));
  return { ranked, usedNearby };
}

export interface SlotReplacement {
  /** As many slots as the transmitter uses, in slot order. */
  slots: string[];
  /** The slots brought in instead of the clashing ones. */
  added: string[];
  /** Whether every slot brought in is free nearby (otherwise the least used ones). */
  allFree: boolean;
}

/**
 * What to use instead of `chosen` when some of its slots are used nearby: a set of the same
 * size, keeping the chosen slots no neighbour uses and putting the best other slots (the order
 * of `suggestSlots`) in place of the clashing ones. Undefined when nothing clashes, or when no
 * other slot is left to offer.
 */
export function replacementSlots(
  suggestion: SlotSuggestion,
  chosen: readonly string[],
): SlotReplacement | undefined {
  const clashing = chosen.filter((slot) => suggestion.usedNearby.includes(slot));
  if (clashing.length === 0) return undefined;
  const kept = chosen.filter((slot) => !clashing.includes(slot));
  const candidates = suggestion.ranked.filter((item) => !chosen.includes(item.slot));
  const added = candidates.slice(0, clashing.length);
  if (added.length < clashing.length) return undefined;
  const slots = [...kept, ...added.map((item) => item.slot)].sort(
    (a, b) => TIME_SLOTS.indexOf(a) - TIME_SLOTS.indexOf(b),
  );
  return {
    slots,
    added: added.map((item) => item.slot),
    allFree: added.every((item) => item.usersNearby === 0),
  };
}
