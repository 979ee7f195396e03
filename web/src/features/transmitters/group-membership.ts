/**
 * Which transmitter groups a transmitter joins, chosen in its form. Calls go to groups (the
 * Core's `transmitterGroupNames`), so a transmitter in no group is reached by no call, not even
 * one to `all`. A group lists its transmitters, so joining one is a change to the group record:
 * admins may change any group, other users only the groups they own (the Core's rule).
 */
import {
  ALL_TRANSMITTERS_GROUP,
  distanceKm,
  includesName,
  isOwner,
  normalizeName,
  type LatLon,
  type TransmitterGroup,
} from '@dapnet/model';

/** Groups with a transmitter this close to the new one are suggested. */
export const NEARBY_KM = 100;

export interface GroupChoice {
  name: string;
  /** `all`, or a group with transmitters near this one: offered first, as checkboxes. */
  suggested: 'all' | 'nearby' | null;
  /** For a nearby group: how many of its transmitters are within NEARBY_KM, and the nearest. */
  nearby?: { count: number; nearestKm: number };
  /** Why the user cannot change this membership: not an owner of the group, or it would empty it. */
  locked: 'notOwner' | 'lastMember' | null;
  ownerNames: readonly string[];
}

interface ChoiceInput {
  groups: readonly TransmitterGroup[];
  transmitters: readonly { name: string; latitude: string; longitude: string }[];
  /** The transmitter's name as typed; empty while creating and not typed yet. */
  name: string;
  /** Its position from the form, when readable. */
  position: LatLon | null;
  viewer: { name: string; admin: boolean };
  /** The groups it is in now (chosen in the form). */
  chosen: readonly string[];
}

/** Every group as a choice: `all` first, then the nearby ones (nearest first), then the rest. */
export function groupChoices(input: ChoiceInput): GroupChoice[] {
  const self = normalizeName(input.name);
  const positions = new Map(
    input.transmitters
      .filter((transmitter) => normalizeName(transmitter.name) !== self)
      .map((transmitter) => [
        normalizeName(transmitter.name),
        { latitude: Number(transmitter.latitude), longitude: Number(transmitter.longitude) },
      ]),
  );
  const choices = input.groups.map((group): GroupChoice => {
    const nearby = input.position && nearbyMembers(group, positions, input.position);
    const member = includesName(input.chosen, group.name);
    const others = group.transmitterNames.filter((name) => normalizeName(name) !== self);
    const mayChangeGroup = input.viewer.admin || isOwner(group, input.viewer.name);
    return {
      name: group.name,
      suggested:
        normalizeName(group.name) === ALL_TRANSMITTERS_GROUP ? 'all' : nearby ? 'nearby' : null,
      ...(nearby && { nearby }),
      locked: !mayChangeGroup ? 'notOwner' : member && others.length === 0 ? 'lastMember' : null,
      ownerNames: group.ownerNames,
    };
  });
  const rank = (choice: GroupChoice) =>
    choice.suggested === 'all' ? -1 : (choice.nearby?.nearestKm ?? Number.POSITIVE_INFINITY);
  return choices.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

function nearbyMembers(
  group: TransmitterGroup,
  positions: Map<string, LatLon>,
  position: LatLon,
): { count: number; nearestKm: number } | undefined {
  const distances = group.transmitterNames.flatMap((name) => {
    const at = positions.get(normalizeName(name));
    if (!at || !Number.isFinite(at.latitude) || !Number.isFinite(at.longitude)) return [];
    const km = distanceKm(position, at);
    return km <= NEARBY_KM ? [km] : [];
  });
  if (distances.length === 0) return undefined;
  return { count: distances.length, nearestKm: Math.min(...distances) };
}

/** The groups that list the transmitter. */
export function groupsOf(groups: readonly TransmitterGroup[], name: string): string[] {
  return groups
    .filter((group) => includesName(group.transmitterNames, name))
    .map((group) => group.name);
}

/** The group records to save so that exactly `chosen` list the transmitter (`name` as saved). */
export function membershipChanges(
  groups: readonly TransmitterGroup[],
  name: string,
  chosen: readonly string[],
): TransmitterGroup[] {
  return groups.flatMap((group) => {
    const listed = includesName(group.transmitterNames, name);
    const wanted = includesName(chosen, group.name);
    if (listed === wanted) return [];
    const transmitterNames = wanted
      ? [...group.transmitterNames, name]
      : group.transmitterNames.filter((other) => normalizeName(other) !== normalizeName(name));
    return [{ ...group, transmitterNames }];
  });
}
