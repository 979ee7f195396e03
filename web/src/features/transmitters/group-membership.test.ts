import { describe, expect, it } from 'vitest';
import type { TransmitterGroup } from '@dapnet/model';
import { groupChoices, groupsOf, membershipChanges } from './group-membership';

const group = (name: string, transmitterNames: string[], ownerNames = ['admin']) =>
  ({ name, description: '', transmitterNames, ownerNames }) as TransmitterGroup;

// Kiel (54.32, 10.13); Hamburg about 85 km away; Munich about 700 km away.
const transmitters = [
  { name: 'db0hh', latitude: '53.55', longitude: '9.99' },
  { name: 'db0muc', latitude: '48.14', longitude: '11.58' },
  { name: 'db0new', latitude: '54.32', longitude: '10.13' },
];
const groups = [
  group('south', ['db0muc']),
  group('north', ['db0hh'], ['db9xyz']),
  group('all', ['db0hh', 'db0muc']),
  group('mine', ['db0new'], ['db9xyz']),
];
const kiel = { latitude: 54.32, longitude: 10.13 };

/** The choices among the groups above, for the transmitter and viewer asked about. */
const choicesFor = (asked: Omit<Parameters<typeof groupChoices>[0], 'groups' | 'transmitters'>) =>
  groupChoices({ groups, transmitters, ...asked });

describe('groupChoices', () => {
  it('suggests all first, then the groups with a transmitter within 100 km', () => {
    const choices = choicesFor({
      name: 'db0new',
      position: kiel,
      viewer: { name: 'admin', admin: true },
      chosen: [],
    });
    expect(choices.map((choice) => [choice.name, choice.suggested])).toEqual([
      ['all', 'all'],
      ['north', 'nearby'],
      ['mine', null],
      ['south', null],
    ]);
    expect(choices[1]!.nearby!.count).toBe(1);
    expect(choices[1]!.nearby!.nearestKm).toBeGreaterThan(80);
    expect(choices[1]!.nearby!.nearestKm).toBeLessThan(90);
  });

  it('locks the groups a user does not own, and the group it would leave empty', () => {
    const choices = choicesFor({
      name: 'DB0NEW',
      position: null,
      viewer: { name: 'db9xyz', admin: false },
      chosen: ['mine'],
    });
    const locked = Object.fromEntries(choices.map((choice) => [choice.name, choice.locked]));
    expect(locked).toEqual({ all: 'notOwner', north: null, mine: 'lastMember', south: 'notOwner' });
    // Without a position nothing is near.
    expect(choices.filter((choice) => choice.suggested === 'nearby')).toEqual([]);
  });
});

describe('membershipChanges', () => {
  it('adds the transmitter to the groups chosen and removes it from the others', () => {
    expect(groupsOf(groups, 'DB0NEW')).toEqual(['mine']);
    const changes = membershipChanges(
      [...groups.slice(0, 3), group('mine', ['db0new', 'db0hh'])],
      'db0new',
      ['all', 'north'],
    );
    expect(changes.map((changed) => [changed.name, changed.transmitterNames])).toEqual([
      ['north', ['db0hh', 'db0new']],
      ['all', ['db0hh', 'db0muc', 'db0new']],
      ['mine', ['db0hh']],
    ]);
  });
});
