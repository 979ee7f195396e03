import { describe, expect, it } from 'vitest';
import { directionForType, transmitterWarnings, type CheckedValues } from './data-quality';

const sound: CheckedValues = {
  power: 12.5,
  antennaType: 'OMNI',
  antennaDirection: 0,
  antennaAboveGroundLevel: 20,
  antennaGainDbi: 6,
};

describe('transmitterWarnings', () => {
  it('has nothing to say about a transmitter whose coverage can be computed', () => {
    expect(transmitterWarnings(sound)).toEqual([]);
  });

  it('warns about 0 W and an antenna 0 m above ground, which cover nothing', () => {
    expect(transmitterWarnings({ ...sound, power: 0, antennaAboveGroundLevel: 0 })).toEqual([
      'noPower',
      'noHeight',
    ]);
  });

  it('leaves an emptied number field to the form, which reports it as missing', () => {
    expect(transmitterWarnings({ ...sound, power: '', antennaAboveGroundLevel: '' })).toEqual([]);
  });

  it('warns about a directional antenna without a direction, not an omnidirectional one', () => {
    expect(
      transmitterWarnings({ ...sound, antennaType: 'DIRECTIONAL', antennaDirection: '' }),
    ).toEqual(['noDirection']);
    expect(transmitterWarnings({ ...sound, antennaType: 'OMNI', antennaDirection: '' })).toEqual(
      [],
    );
    // 0 is a direction (north) once someone has typed it.
    expect(
      transmitterWarnings({ ...sound, antennaType: 'DIRECTIONAL', antennaDirection: 0 }),
    ).toEqual([]);
  });
});

describe('directionForType', () => {
  it('asks for the direction when an antenna becomes directional with the unset 0', () => {
    expect(directionForType('DIRECTIONAL', 0)).toBe('');
  });

  it('keeps a direction that was entered', () => {
    expect(directionForType('DIRECTIONAL', 135)).toBe(135);
    expect(directionForType('OMNI', 135)).toBe(135);
  });

  it("gives an omnidirectional antenna the Core's 0 back, since the field is still sent", () => {
    expect(directionForType('OMNI', '')).toBe(0);
  });
});
