/**
 * The propagation model of the generated coverage overlays (described in server/src/coverage/README.md):
 * Okumura-Hata for open areas with free-space loss as its floor, cut off at the radio horizon
 * and at a maximum radius, with a parabolic 3 dB-beamwidth pattern for directional antennas.
 * It is a quick estimate for a map overlay, not a terrain simulation.
 */
import type { CoverageInput } from './coverage-input.js';

/** The DAPNET POCSAG channel. */
export const FREQUENCY_MHZ = 439.9875;
/** A pager carried by a person. */
export const RECEIVER_HEIGHT_M = 1.5;
export const RECEIVER_GAIN_DBI = 0;
/** No overlay reaches further, whatever the power. */
export const MAX_RADIUS_KM = 150;
/** Losses closer than this are taken at this distance (the formulas diverge at 0). */
const MIN_DISTANCE_KM = 0.1;

/** Received-level bands in dBm: at or above each threshold. */
export const THRESHOLDS_DBM = { strong: -75, medium: -85, weak: -92 } as const;

/** Directional pattern: 3 dB full beamwidth and the attenuation behind the antenna. */
export const BEAMWIDTH_DEG = 65;
export const FRONT_TO_BACK_DB = 20;

const LOG_F = Math.log10(FREQUENCY_MHZ);

export function wattsToDbm(watts: number): number {
  return watts > 0 ? 10 * Math.log10(watts) + 30 : Number.NEGATIVE_INFINITY;
}

export function freeSpaceLossDb(distanceKm: number): number {
  return 20 * Math.log10(Math.max(distanceKm, MIN_DISTANCE_KM)) + 20 * LOG_F + 32.44;
}

/** Okumura-Hata, small/medium city receiver correction, open-area correction. */
export function hataOpenLossDb(distanceKm: number, antennaHeightM: number): number {
  const hb = Math.log10(Math.min(Math.max(antennaHeightM, 1), 1000));
  const receiver = (1.1 * LOG_F - 0.7) * RECEIVER_HEIGHT_M - (1.56 * LOG_F - 0.8);
  const urban =
    69.55 +
    26.16 * LOG_F -
    13.82 * hb -
    receiver +
    (44.9 - 6.55 * hb) * Math.log10(Math.max(distanceKm, MIN_DISTANCE_KM));
  return urban - 4.78 * LOG_F ** 2 + 18.33 * LOG_F - 40.94;
}

export function pathLossDb(distanceKm: number, antennaHeightM: number): number {
  return Math.max(freeSpaceLossDb(distanceKm), hataOpenLossDb(distanceKm, antennaHeightM));
}

/** Smooth-earth radio horizon with 4/3 earth radius (heights in metres, result in km). */
export function radioHorizonKm(antennaHeightM: number): number {
  return 4.12 * (Math.sqrt(Math.max(antennaHeightM, 0)) + Math.sqrt(RECEIVER_HEIGHT_M));
}

/** Extra loss off the main lobe: 12·(θ/θ3dB)², at most the front-to-back ratio. */
export function patternLossDb(bearingDeg: number, directionDeg: number | undefined): number {
  if (directionDeg === undefined) return 0;
  const offset = Math.abs(((bearingDeg - directionDeg + 540) % 360) - 180);
  return Math.min(12 * (offset / BEAMWIDTH_DEG) ** 2, FRONT_TO_BACK_DB);
}

/** Where the model stops: the nearer of the radio horizon and the maximum radius. */
export function reachLimitKm(input: CoverageInput): number {
  return Math.min(radioHorizonKm(input.heightMetres), MAX_RADIUS_KM);
}

/** Predicted level at a receiver `distanceKm` away in direction `bearingDeg` (from north). */
export function receivedDbm(input: CoverageInput, distanceKm: number, bearingDeg: number): number {
  if (distanceKm > reachLimitKm(input)) return Number.NEGATIVE_INFINITY;
  return (
    wattsToDbm(input.powerWatts) +
    input.gainDbi +
    RECEIVER_GAIN_DBI -
    patternLossDb(bearingDeg, input.directionDegrees) -
    pathLossDb(distanceKm, input.heightMetres)
  );
}

/**
 * How far the level stays at or above `thresholdDbm` along one bearing (0 when not even next to
 * the antenna). The level falls with distance along a bearing, so halving the interval finds
 * the edge to 10 m.
 */
export function reachKm(input: CoverageInput, thresholdDbm: number, bearingDeg: number): number {
  const covered = (km: number) => receivedDbm(input, km, bearingDeg) >= thresholdDbm;
  const limit = reachLimitKm(input);
  if (!covered(0)) return 0;
  if (covered(limit)) return limit;
  let inside = 0;
  let outside = limit;
  while (outside - inside > 0.01) {
    const middle = (inside + outside) / 2;
    if (covered(middle)) inside = middle;
    else outside = middle;
  }
  return outside;
}

/** Distance of the weakest band along the main lobe (0 when nothing is covered). */
export function coverageRadiusKm(input: CoverageInput): number {
  return reachKm(input, THRESHOLDS_DBM.weak, input.directionDegrees ?? 0);
}
