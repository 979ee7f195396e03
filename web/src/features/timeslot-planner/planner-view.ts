import {
  coverageInput,
  includesName,
  type Transmitter,
  type TransmitterGroup,
} from '@dapnet/model';
import { inArea, type Area } from '../../lib/timeslots/timeslot-links';

/** What the planner shows: a transmitter group's transmitters or those in a map area. */
export type PlannerSelection =
  { kind: 'group'; name: string } | { kind: 'area'; area: Area } | { kind: 'none' };

const byName = (a: Transmitter, b: Transmitter) => a.name.localeCompare(b.name);

/**
 * The transmitters in view, by name. A group lists names; a transmitter it names that no longer
 * exists is left out. An area holds the transmitters placed in it (one without a position is in
 * no area). An unknown group gives undefined, so the page can say so.
 */
export function transmittersInView(
  selection: PlannerSelection,
  transmitters: readonly Transmitter[],
  groups: readonly TransmitterGroup[],
): Transmitter[] | undefined {
  if (selection.kind === 'none') return [];
  if (selection.kind === 'area') {
    return transmitters
      .filter((item) => {
        const position = coverageInput(item);
        return position !== undefined && inArea(selection.area, position);
      })
      .sort(byName);
  }
  const group = groups.find((item) => includesName([item.name], selection.name));
  if (!group) return undefined;
  return transmitters
    .filter((item) => includesName(group.transmitterNames, item.name))
    .sort(byName);
}
