import { describe, expect, it } from 'vitest';
import {
  bandOf,
  bandReachKm,
  coverageAreasMeet,
  coversAnything,
  levelAt,
} from './coverage-area.js';
import type { CoverageInput } from './coverage-input.js';
import { distanceKm, offsetPoint } from './geo.js';
import { coverageRadiusKm } from './propagation.js';

const site: CoverageInput = {
  latitude: 50.7,
  longitude: 7.1,
  powerWatts: 10,
  heightMetres: 30,
  gainDbi: 2,
  directionDegrees: undefined,
};

describe('coverage questions', () => {
  it('measures distances on the earth', () => {
    // Bonn to Cologne: about 25 km.
    expect(
      distanceKm(
        { latitude: 50.7374, longitude: 7.0982 },
        { latitude: 50.9375, longitude: 6.9603 },
      ),
    ).toBeCloseTo(24.4, 0);
    const moved = offsetPoint(site, 10, 90);
    expect(distanceKm(site, moved)).toBeCloseTo(10, 1);
  });

  it('covers a point inside the reach and not one outside it', () => {
    const reach = coverageRadiusKm(site);
    expect(bandOf(levelAt(site, offsetPoint(site, reach * 0.9, 45)))).toBeDefined();
    expect(bandOf(levelAt(site, offsetPoint(site, reach * 1.1, 45)))).toBeUndefined();
    expect(levelAt(site, offsetPoint(site, 1, 0))).toBeGreaterThan(
      levelAt(site, offsetPoint(site, 5, 0)),
    );
  });

  it('orders the bands by reach and points a directional antenna', () => {
    expect(bandReachKm(site, 'strong', 0)).toBeLessThan(bandReachKm(site, 'medium', 0));
    expect(bandReachKm(site, 'medium', 0)).toBeLessThan(bandReachKm(site, 'weak', 0));
    const east = { ...site, directionDegrees: 90 };
    expect(bandReachKm(east, 'weak', 90)).toBeGreaterThan(bandReachKm(east, 'weak', 270));
  });

  it('says two areas meet when their reaches touch, and never for a site that covers nothing', () => {
    const reach = coverageRadiusKm(site);
    const near = { ...site, ...offsetPoint(site, reach * 1.5, 0) };
    const far = { ...site, ...offsetPoint(site, reach * 2.5, 0) };
    expect(coverageAreasMeet(site, near)).toBe(true);
    expect(coverageAreasMeet(site, far)).toBe(false);
    const silent = { ...site, powerWatts: 0 };
    expect(coversAnything(silent)).toBe(false);
    expect(coverageAreasMeet(site, { ...silent, latitude: site.latitude })).toBe(false);
  });
});
