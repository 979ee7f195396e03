import { describe, expect, it } from 'vitest';
import type { Transmitter } from '@dapnet/model';
import {
  filterTransmitters,
  matchesSearch,
  matchesTimeSlots,
  readFilters,
  readView,
  withPinned,
  writeFilters,
  writeView,
} from './map-filters';

const transmitter = (patch: Partial<Transmitter>) =>
  ({
    name: 'db0abc',
    ownerNames: ['dl1abc'],
    status: 'ONLINE',
    usage: 'WIDERANGE',
    timeSlot: '0123',
    ...patch,
  }) as Transmitter;

describe('matchesTimeSlots', () => {
  it('matches single slots, not substrings', () => {
    expect(matchesTimeSlots('0123', '13')).toBe(true);
    expect(matchesTimeSlots('048C', '48')).toBe(true);
    expect(matchesTimeSlots('4567', '48')).toBe(false);
    expect(matchesTimeSlots('89AB', 'a')).toBe(true);
  });
  it('ignores separators and matches everything when no slot is typed', () => {
    expect(matchesTimeSlots('0123', '1, 3')).toBe(true);
    expect(matchesTimeSlots('0123', '')).toBe(true);
    expect(matchesTimeSlots('0123', ' ,')).toBe(true);
  });
});

describe('matchesSearch', () => {
  it('finds names and owners ignoring case', () => {
    expect(matchesSearch({ name: 'db0abc', ownerNames: ['dl1abc'] }, 'DB0')).toBe(true);
    expect(matchesSearch({ name: 'db0abc', ownerNames: ['DL1ABC'] }, 'dl1')).toBe(true);
    expect(matchesSearch({ name: 'db0abc', ownerNames: ['dl1abc'] }, 'pa3')).toBe(false);
  });
});

describe('filters in the URL', () => {
  it('defaults to online and widerange only, nothing else', () => {
    expect(readFilters(new URLSearchParams())).toEqual({
      search: '',
      onlineOnly: true,
      widerangeOnly: true,
      timeSlots: null,
      showNodes: false,
      showLines: false,
    });
  });
  it('round-trips every filter and drops lines without nodes', () => {
    const filters = {
      search: 'db0',
      onlineOnly: false,
      widerangeOnly: false,
      timeSlots: '4',
      showNodes: true,
      showLines: true,
    };
    const params = writeFilters(new URLSearchParams('lat=1'), filters);
    expect(params.get('lat')).toBe('1');
    expect(readFilters(params)).toEqual(filters);
    expect(readFilters(new URLSearchParams('lines=1')).showLines).toBe(false);
  });
  it('keeps a view and rejects an unusable one', () => {
    const params = writeView(new URLSearchParams(), { center: [50.123456, 6.5], zoom: 8 });
    expect(readView(params)).toEqual({ center: [50.12346, 6.5], zoom: 8 });
    expect(readView(new URLSearchParams('lat=95&lng=1&zoom=3'))).toBeNull();
    expect(readView(new URLSearchParams('lat=5&lng=1'))).toBeNull();
  });
});

describe('filterTransmitters', () => {
  const list = [
    transmitter({ name: 'a' }),
    transmitter({ name: 'b', status: 'OFFLINE' }),
    transmitter({ name: 'c', usage: 'PERSONAL', timeSlot: '4' }),
  ];
  it('applies online, widerange and time-slot filters', () => {
    const base = readFilters(new URLSearchParams());
    expect(filterTransmitters(list, base).map((item) => item.name)).toEqual(['a']);
    const all = { ...base, onlineOnly: false, widerangeOnly: false };
    expect(filterTransmitters(list, all)).toHaveLength(3);
    expect(filterTransmitters(list, { ...all, timeSlots: '4' }).map((item) => item.name)).toEqual([
      'c',
    ]);
  });
  it('adds the permalinked transmitter even when filtered out', () => {
    const shown = filterTransmitters(list, readFilters(new URLSearchParams()));
    expect(withPinned(shown, list, 'B').map((item) => item.name)).toEqual(['a', 'b']);
    expect(withPinned(shown, list, 'a')).toBe(shown);
  });
});
