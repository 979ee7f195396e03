import type { Transmitter, TransmitterGroup } from '@dapnet/model';
import { describe, expect, it } from 'vitest';
import { transmittersInView } from './planner-view';

const transmitter = (name: string, latitude: string, longitude: string) =>
  ({ name, latitude, longitude }) as Transmitter;

const transmitters = [
  transmitter('db0zzz', '50.1', '8.6'),
  transmitter('db0aaa', '50.2', '8.7'),
  transmitter('oe1xyz', '48.2', '16.4'),
  transmitter('nowhere', '', ''),
];
const groups = [
  { name: 'Rhein-Main', transmitterNames: ['DB0ZZZ', 'db0aaa', 'gone'] },
] as TransmitterGroup[];

describe('transmittersInView', () => {
  const names = (list: Transmitter[] | undefined) => list?.map((item) => item.name);

  it("takes a group's transmitters by name, sorted, whatever the case", () => {
    const group = { kind: 'group', name: 'rhein-main' } as const;
    expect(names(transmittersInView(group, transmitters, groups))).toEqual(['db0aaa', 'db0zzz']);
  });

  it('says when the group does not exist', () => {
    const group = { kind: 'group', name: 'nope' } as const;
    expect(transmittersInView(group, transmitters, groups)).toBeUndefined();
  });

  it('takes the transmitters placed in an area', () => {
    const area = { kind: 'area', area: { south: 47, west: 5, north: 51, east: 10 } } as const;
    expect(names(transmittersInView(area, transmitters, groups))).toEqual(['db0aaa', 'db0zzz']);
  });

  it('shows nothing before anything is chosen', () => {
    expect(transmittersInView({ kind: 'none' }, transmitters, groups)).toEqual([]);
  });
});
