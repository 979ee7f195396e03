import { describe, expect, it } from 'vitest';
import type { CoverageInput } from './coverage-input.js';
import { coverageInput } from './coverage-input.js';
import {
  coverageRadiusKm,
  freeSpaceLossDb,
  hataOpenLossDb,
  MAX_RADIUS_KM,
  pathLossDb,
  patternLossDb,
  radioHorizonKm,
  receivedDbm,
  wattsToDbm,
} from './propagation.js';

const omni: CoverageInput = {
  latitude: 50,
  longitude: 6,
  powerWatts: 10,
  heightMetres: 30,
  gainDbi: 2,
  directionDegrees: undefined,
};

describe('the propagation model', () => {
  it('uses the textbook formulas at 439.9875 MHz', () => {
    expect(wattsToDbm(1)).toBe(30);
    expect(wattsToDbm(100)).toBeCloseTo(50);
    expect(wattsToDbm(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(freeSpaceLossDb(1)).toBeCloseTo(85.31, 1);
    // Okumura-Hata open area, 30 m base station, 1.5 m mobile, 10 km.
    expect(hataOpenLossDb(10, 30)).toBeCloseTo(127.6, 0);
    expect(radioHorizonKm(30)).toBeCloseTo(4.12 * (Math.sqrt(30) + Math.sqrt(1.5)), 6);
  });

  it('loses more with distance and less with a higher antenna', () => {
    expect(pathLossDb(20, 30)).toBeGreaterThan(pathLossDb(10, 30));
    expect(pathLossDb(10, 100)).toBeLessThan(pathLossDb(10, 30));
    expect(pathLossDb(0, 0)).toBeGreaterThanOrEqual(freeSpaceLossDb(0.1));
  });

  it('attenuates off the main lobe of a directional antenna only', () => {
    expect(patternLossDb(123, undefined)).toBe(0);
    expect(patternLossDb(90, 90)).toBe(0);
    expect(patternLossDb(90 + 32.5, 90)).toBeCloseTo(3);
    expect(patternLossDb(270, 90)).toBe(20);
    expect(patternLossDb(350, 10)).toBeCloseTo(patternLossDb(30, 10));
  });

  it('ends at the radio horizon and at 150 km', () => {
    const strong = { ...omni, powerWatts: 1000, gainDbi: 20 };
    expect(coverageRadiusKm(strong)).toBeCloseTo(radioHorizonKm(30), 6);
    expect(receivedDbm(strong, radioHorizonKm(30) + 0.1, 0)).toBe(Number.NEGATIVE_INFINITY);
    // Above the Core's 1000 m limit (an imported state can hold it) the horizon passes 150 km.
    const huge = { ...strong, powerWatts: 1e6, gainDbi: 40, heightMetres: 2000 };
    expect(radioHorizonKm(2000)).toBeGreaterThan(MAX_RADIUS_KM);
    expect(coverageRadiusKm(huge)).toBe(MAX_RADIUS_KM);
  });

  it('reaches where the level falls to -92 dBm', () => {
    const radius = coverageRadiusKm(omni);
    expect(radius).toBeGreaterThan(5);
    expect(receivedDbm(omni, radius - 0.05, 0)).toBeGreaterThanOrEqual(-92);
    expect(receivedDbm(omni, radius + 0.05, 0)).toBeLessThan(-92);
    expect(coverageRadiusKm({ ...omni, powerWatts: 0 })).toBe(0);
  });
});

describe('reading a stored transmitter', () => {
  it('turns strings into numbers and odd values into safe ones', () => {
    expect(
      coverageInput({
        latitude: '50,5',
        longitude: '-6.25',
        power: '-3',
        antennaAboveGroundLevel: 'high',
        antennaGainDbi: null,
        antennaType: 'DIRECTIONAL',
        antennaDirection: -90,
      }),
    ).toEqual({
      latitude: 50.5,
      longitude: -6.25,
      powerWatts: 0,
      heightMetres: 0,
      gainDbi: 0,
      directionDegrees: 270,
    });
    expect(coverageInput({ latitude: '91', longitude: '6' })).toBeUndefined();
    expect(coverageInput({ latitude: '', longitude: '6' })).toBeUndefined();
    expect(
      coverageInput({ latitude: '50', longitude: '6', antennaType: 'OMNI', antennaDirection: 45 })
        ?.directionDegrees,
    ).toBeUndefined();
  });
});
