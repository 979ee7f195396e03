import { describe, expect, it } from 'vitest';
import {
  clashesByCell,
  findClashes,
  plannedTransmitter,
  replacementSlots,
  suggestSlots,
  usableCoverage,
} from './timeslot-plan';

/** 10 W at 30 m reaches about 13 km; 0.01° of latitude is about 1.1 km. */
const transmitter = (name: string, timeSlot: string, latitude: number, extra = {}) =>
  plannedTransmitter({
    name,
    timeSlot,
    latitude: String(latitude),
    longitude: '-27.2',
    power: '10',
    antennaAboveGroundLevel: 30,
    antennaGainDbi: 0,
    antennaType: 'OMNI',
    antennaDirection: 0,
    ...extra,
  });

describe('usableCoverage', () => {
  it('says why a transmitter has no coverage', () => {
    const base = { latitude: '50', longitude: '8', power: '5', antennaAboveGroundLevel: 20 };
    expect(usableCoverage(base).coverage).toBeDefined();
    expect(usableCoverage({ ...base, latitude: '' }).problem).toBe('noPosition');
    expect(usableCoverage({ ...base, power: '0' }).problem).toBe('noPower');
    expect(usableCoverage({ ...base, antennaAboveGroundLevel: 0 }).problem).toBe('noHeight');
  });
});

describe('findClashes', () => {
  it('flags two transmitters that share a slot while their areas meet', () => {
    const near = [transmitter('db0aaa', '03A', 38.7), transmitter('db0bbb', '3A', 38.75)];
    const clashes = findClashes(near);
    expect(clashes.map(({ slot, first, second }) => [slot, first, second])).toEqual([
      ['3', 'db0aaa', 'db0bbb'],
      ['A', 'db0aaa', 'db0bbb'],
    ]);
    expect(clashes[0]!.distanceKm).toBeCloseTo(5.6, 0);
  });

  it('lets transmitters far apart, on other slots or without coverage share nothing', () => {
    expect(findClashes([transmitter('a', '3', 38.7), transmitter('b', '3', 39.7)])).toEqual([]);
    expect(findClashes([transmitter('a', '3', 38.7), transmitter('b', '4', 38.7)])).toEqual([]);
    const silent = transmitter('b', '3', 38.7, { power: '0' });
    expect(silent.problem).toBe('noPower');
    expect(findClashes([transmitter('a', '3', 38.7), silent])).toEqual([]);
  });

  it('maps each clash to both cells of the matrix', () => {
    const three = [
      transmitter('a', '3', 38.7),
      transmitter('b', '3', 38.71),
      transmitter('c', '3', 38.72),
    ];
    const cells = clashesByCell(findClashes(three));
    expect(cells.get('a')?.get('3')).toEqual(['b', 'c']);
    expect(cells.get('c')?.get('3')).toEqual(['a', 'b']);
    expect(cells.get('a')?.get('4')).toBeUndefined();
  });
});

/** A transmitter's coverage in the Azores, where the tests place others near and far. */
const here = usableCoverage({
  latitude: '38.72',
  longitude: '-27.2',
  power: '10',
  antennaAboveGroundLevel: 30,
}).coverage!;

describe('suggestSlots', () => {
  it('puts free slots first, unused ones before one used far away, then the least used', () => {
    const others = [
      transmitter('near1', '03', 38.7),
      transmitter('near2', 'A', 38.75),
      // Used, but 110 km away: its area does not meet; a slot nobody uses ranks first.
      transmitter('far', '1', 39.7),
    ];
    const { ranked, usedNearby } = suggestSlots(here, others);
    expect(usedNearby).toEqual(['0', '3', 'A']);
    expect(ranked.slice(0, 3).map((item) => item.slot)).toEqual(['2', '4', '5']);
    expect(ranked.find((item) => item.slot === '1')).toMatchObject({ usersNearby: 0 });
    expect(ranked.slice(-3).map((item) => item.slot)).toEqual(['A', '0', '3']);
  });

  it('ranks by distance among free slots and skips the transmitter being edited', () => {
    const others = [transmitter('self', '2', 38.72), transmitter('far', '1', 39.7)];
    const { ranked, usedNearby } = suggestSlots(here, others, 'SELF');
    expect(usedNearby).toEqual([]);
    // 1 is used far away, 2 only by the transmitter itself: both count as unused nearby.
    expect(ranked.map((item) => item.slot).slice(0, 3)).toEqual(['0', '2', '3']);
  });

  it('offers the least used slot when every one is taken nearby', () => {
    const all = '0123456789ABCDEF';
    const others = [transmitter('x', all, 38.7), transmitter('y', all.replace('7', ''), 38.71)];
    const { ranked, usedNearby } = suggestSlots(here, others);
    expect(usedNearby).toHaveLength(16);
    expect(ranked[0]).toMatchObject({ slot: '7', usersNearby: 1 });
  });
});

describe('replacementSlots', () => {
  const others = [transmitter('near1', '03', 38.7), transmitter('near2', 'A', 38.75)];
  const suggestion = suggestSlots(here, others);

  it('offers nothing while no chosen slot is used nearby', () => {
    expect(replacementSlots(suggestion, ['1', '2'])).toBeUndefined();
    expect(replacementSlots(suggestion, [])).toBeUndefined();
  });

  it('offers a set as large as the chosen one, keeping the slots free nearby', () => {
    expect(replacementSlots(suggestion, ['0', '1', '3', '4'])).toEqual({
      slots: ['1', '2', '4', '5'],
      added: ['2', '5'],
      allFree: true,
    });
  });

  it('falls back to the least used slots when none is free nearby', () => {
    const all = '0123456789ABCDEF';
    const crowded = suggestSlots(here, [transmitter('x', all, 38.7), transmitter('y', '0', 38.71)]);
    expect(replacementSlots(crowded, ['0'])).toEqual({
      slots: ['1'],
      added: ['1'],
      allFree: false,
    });
    // Every slot chosen: there is nothing else to offer.
    expect(replacementSlots(crowded, [...all])).toBeUndefined();
  });
});
