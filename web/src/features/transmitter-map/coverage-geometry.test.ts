import {
  bandReachKm,
  coverageRadiusKm,
  levelAt,
  bandOf,
  offsetPoint,
  type CoverageInput,
} from '@dapnet/model';
import { describe, expect, it } from 'vitest';
import { bandOutline, coverageShape, OUTLINE_STEP_DEG, shapeOf } from './coverage-geometry';

const OMNI: CoverageInput = {
  latitude: 50.8,
  longitude: 6.1,
  powerWatts: 25,
  heightMetres: 30,
  gainDbi: 3,
  directionDegrees: undefined,
};
const EASTWARD: CoverageInput = { ...OMNI, directionDegrees: 90 };

describe('band outlines', () => {
  it('are circles of the band reach for an omni antenna, stronger bands inside weaker ones', () => {
    const [strong, medium, weak] = (['strong', 'medium', 'weak'] as const).map((band) =>
      bandOutline(OMNI, band),
    );
    expect(weak).toEqual({ kind: 'circle', radiusKm: bandReachKm(OMNI, 'weak', 0) });
    expect(weak).toMatchObject({ radiusKm: coverageRadiusKm(OMNI) });
    const radius = (outline: typeof weak) => (outline?.kind === 'circle' ? outline.radiusKm : 0);
    expect(radius(strong)).toBeGreaterThan(0);
    expect(radius(strong)).toBeLessThan(radius(medium));
    expect(radius(medium)).toBeLessThan(radius(weak));
  });

  it('are polygons over every bearing step for a directional antenna, longest along the lobe', () => {
    const outline = bandOutline(EASTWARD, 'weak');
    if (outline?.kind !== 'polygon') throw new Error('expected a polygon');
    expect(outline.points).toHaveLength(360 / OUTLINE_STEP_DEG);
    const lengths = outline.points.map(([east, north]) => Math.hypot(east, north));
    // The first point lies on the main lobe (east), the opposite one behind the antenna (west).
    const [east, north] = outline.points[0]!;
    expect(east).toBeCloseTo(bandReachKm(EASTWARD, 'weak', 90), 6);
    expect(north).toBeCloseTo(0, 6);
    expect(Math.max(...lengths)).toBe(lengths[0]);
    expect(lengths[36]).toBeLessThan(lengths[0]! / 2);
    // Mirror images on either side of the lobe.
    expect(lengths[5]).toBeCloseTo(lengths[67]!, 9);
  });

  it('put the edge where the model says the band ends', () => {
    const outline = bandOutline(OMNI, 'medium');
    if (outline?.kind !== 'circle') throw new Error('expected a circle');
    const inside = offsetPoint(OMNI, outline.radiusKm * 0.95, 200);
    const outside = offsetPoint(OMNI, outline.radiusKm * 1.05, 200);
    expect(bandOf(levelAt(OMNI, inside))).toMatch(/strong|medium/);
    expect(bandOf(levelAt(OMNI, outside))).toBe('weak');
  });

  it('are missing for a band not reached, and a transmitter without power has no shape', () => {
    expect(bandOutline({ ...OMNI, powerWatts: 0 }, 'weak')).toBeUndefined();
    expect(shapeOf({ ...OMNI, powerWatts: 0 })).toBeUndefined();
    const shape = shapeOf(OMNI)!;
    expect(Object.keys(shape.bands).sort()).toEqual(['medium', 'strong', 'weak']);
    expect(shape.reachKm).toBeCloseTo(coverageRadiusKm(OMNI), 6);
  });
});

describe('coverageShape', () => {
  const record = {
    name: 'db0abc',
    latitude: '50.8',
    longitude: '6.1',
    power: '25',
    antennaAboveGroundLevel: 30,
    antennaGainDbi: 3,
    antennaType: 'OMNI',
    antennaDirection: 0,
  };

  it('reads a transmitter record and reuses the shape for the same inputs', () => {
    const shape = coverageShape(record);
    expect(shape).toMatchObject({ latitude: 50.8, longitude: 6.1 });
    expect(coverageShape({ ...record, name: 'another' })).toBe(shape);
  });

  it('has none without a position', () => {
    expect(coverageShape({ ...record, latitude: '' })).toBeUndefined();
  });
});
