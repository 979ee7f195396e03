/**
 * Questions about a transmitter's predicted coverage that the map, the timeslot planner and
 * "who covers this point" ask, answered from the same propagation model that draws the overlays.
 * The model knows only power, height, gain and direction (no terrain): it estimates, it does not
 * plan a site.
 */
import type { CoverageInput } from './coverage-input.js';
import { bearingDegrees, distanceKm, type LatLon } from './geo.js';
import { coverageRadiusKm, reachKm, receivedDbm, THRESHOLDS_DBM } from './propagation.js';

export type CoverageBand = keyof typeof THRESHOLDS_DBM;

/** The bands from the strongest down, as the legend lists them. */
export const COVERAGE_BANDS: readonly CoverageBand[] = ['strong', 'medium', 'weak'];

/** The band a received level falls in, or undefined below the weakest. */
export function bandOf(levelDbm: number): CoverageBand | undefined {
  return COVERAGE_BANDS.find((band) => levelDbm >= THRESHOLDS_DBM[band]);
}

/** Predicted level at a point, in dBm (minus infinity where nothing arrives). */
export function levelAt(input: CoverageInput, point: LatLon): number {
  const distance = distanceKm(input, point);
  return receivedDbm(input, distance, bearingDegrees(input, point));
}

/** How far a band reaches in one direction (0 when it is not reached even next to the antenna). */
export function bandReachKm(input: CoverageInput, band: CoverageBand, bearing: number): number {
  return reachKm(input, THRESHOLDS_DBM[band], bearing);
}

/** Whether a transmitter covers anything at all (power 0 or no position covers nothing). */
export function coversAnything(input: CoverageInput): boolean {
  return coverageRadiusKm(input) > 0;
}

/**
 * Whether two coverage areas may overlap: the weakest bands' reaches, each taken as a circle of
 * the largest reach (the main lobe's), touch. Generous for directional antennas on purpose: a
 * timeslot clash flagged once too often costs a look, one missed costs lost pages.
 */
export function coverageAreasMeet(a: CoverageInput, b: CoverageInput): boolean {
  return reachesMeet(a, coverageRadiusKm(a), b, coverageRadiusKm(b));
}

/**
 * The same, from reaches worked out before (`coverageRadiusKm`): for comparing many pairs, where
 * each site's reach is worth computing once rather than once per pair.
 */
export function reachesMeet(a: LatLon, reachA: number, b: LatLon, reachB: number): boolean {
  if (reachA === 0 || reachB === 0) return false;
  return distanceKm(a, b) < reachA + reachB;
}
