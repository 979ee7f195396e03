/**
 * "Who covers this point": the transmitters whose predicted level at a point reaches the weakest
 * band, best first, from the same model that draws the coverage (power, height and antenna, no
 * terrain). Only the transmitter records are needed, so it works against a real Core too.
 */
import {
  bandOf,
  coverageInput,
  distanceKm,
  levelAt,
  MAX_RADIUS_KM,
  type CoverageBand,
  type LatLon,
  type Transmitter,
} from '@dapnet/model';

export interface CoverageAtPoint {
  transmitter: Transmitter;
  /** Predicted level in dBm. */
  levelDbm: number;
  band: CoverageBand;
  distanceKm: number;
}

/** The transmitters reaching `point`, strongest level first (nearer first on a tie, then by name). */
export function whoCovers(transmitters: readonly Transmitter[], point: LatLon): CoverageAtPoint[] {
  const reaching: CoverageAtPoint[] = [];
  for (const transmitter of transmitters) {
    const input = coverageInput(transmitter as unknown as Record<string, unknown>);
    if (!input) continue;
    const distance = distanceKm(input, point);
    // The model stops at MAX_RADIUS_KM whatever the power: skip the far ones cheaply.
    if (distance > MAX_RADIUS_KM) continue;
    const levelDbm = levelAt(input, point);
    const band = bandOf(levelDbm);
    if (band) reaching.push({ transmitter, levelDbm, band, distanceKm: distance });
  }
  return reaching.sort(
    (a, b) =>
      b.levelDbm - a.levelDbm ||
      a.distanceKm - b.distanceKm ||
      a.transmitter.name.localeCompare(b.transmitter.name),
  );
}

/** Whether a transmitter is on the air now: only an ONLINE one can send a page to the point. */
export const canSend = (transmitter: Pick<Transmitter, 'status'>) =>
  transmitter.status === 'ONLINE';

/**
 * The coverers split into those that can send now and those that would reach the point but
 * cannot (offline, in error or disabled), each in the ranking's order: a disabled transmitter
 * must never pass for a strong coverer.
 */
export function splitBySending(reaching: readonly CoverageAtPoint[]): {
  sending: CoverageAtPoint[];
  silent: CoverageAtPoint[];
} {
  return {
    sending: reaching.filter((entry) => canSend(entry.transmitter)),
    silent: reaching.filter((entry) => !canSend(entry.transmitter)),
  };
}
