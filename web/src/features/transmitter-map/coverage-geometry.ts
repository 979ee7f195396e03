/**
 * The shapes the all-coverage layer draws, from the shared propagation model (`@dapnet/model`):
 * the level of an omni antenna depends only on distance, so each band is a circle; a directional
 * antenna's band is a polygon sampled over bearings. Outlines are in km east and north of the
 * antenna, so a pan or zoom only moves and scales them.
 */
import {
  bandReachKm,
  COVERAGE_BANDS,
  coverageInput,
  coverageKey,
  type CoverageBand,
  type CoverageInput,
} from '@dapnet/model';

/** Bearing step of a directional antenna's outline. */
export const OUTLINE_STEP_DEG = 5;

/** A point of an outline: km east and km north of the antenna. */
export type OutlinePoint = readonly [east: number, north: number];

export type BandOutline =
  { kind: 'circle'; radiusKm: number } | { kind: 'polygon'; points: readonly OutlinePoint[] };

/** One transmitter's coverage, ready to draw. */
export interface CoverageShape {
  latitude: number;
  longitude: number;
  /** The furthest any band reaches: what decides whether the shape is near the view. */
  reachKm: number;
  /** Each band's area; a band the transmitter does not reach is missing. */
  bands: Partial<Record<CoverageBand, BandOutline>>;
}

/**
 * A band's area around the antenna, or undefined when the band is not reached at all. The
 * antenna pattern is symmetric about the main lobe, so one side is computed and mirrored.
 */
export function bandOutline(input: CoverageInput, band: CoverageBand): BandOutline | undefined {
  const direction = input.directionDegrees;
  if (direction === undefined) {
    const radiusKm = bandReachKm(input, band, 0);
    return radiusKm > 0 ? { kind: 'circle', radiusKm } : undefined;
  }
  const steps = 360 / OUTLINE_STEP_DEG;
  const halfReaches: number[] = [];
  for (let step = 0; step <= steps / 2; step += 1) {
    halfReaches.push(bandReachKm(input, band, direction + step * OUTLINE_STEP_DEG));
  }
  // The main lobe reaches furthest: nothing there means nothing anywhere.
  if (halfReaches[0] === 0) return undefined;
  const points: OutlinePoint[] = [];
  for (let step = 0; step < steps; step += 1) {
    const reach = halfReaches[Math.min(step, steps - step)]!;
    const bearing = ((direction + step * OUTLINE_STEP_DEG) * Math.PI) / 180;
    points.push([reach * Math.sin(bearing), reach * Math.cos(bearing)]);
  }
  return { kind: 'polygon', points };
}

function outlineReachKm(outline: BandOutline): number {
  if (outline.kind === 'circle') return outline.radiusKm;
  return Math.max(...outline.points.map(([east, north]) => Math.hypot(east, north)));
}

/** A transmitter's shape from its inputs; undefined when it covers nothing. */
export function shapeOf(input: CoverageInput): CoverageShape | undefined {
  const bands: CoverageShape['bands'] = {};
  let reachKm = 0;
  for (const band of COVERAGE_BANDS) {
    const outline = bandOutline(input, band);
    if (!outline) continue;
    bands[band] = outline;
    reachKm = Math.max(reachKm, outlineReachKm(outline));
  }
  if (reachKm === 0) return undefined;
  return { latitude: input.latitude, longitude: input.longitude, reachKm, bands };
}

/** Shapes by their inputs: the list is read again every 30 s, mostly unchanged. */
const shapeCache = new Map<string, CoverageShape | null>();
/** Far more than any network has transmitters; past it the cache starts afresh. */
const SHAPE_CACHE_LIMIT = 20_000;

/** The shape of a transmitter record, computed once per set of inputs. */
export function coverageShape(record: Record<string, unknown>): CoverageShape | undefined {
  const input = coverageInput(record);
  if (!input) return undefined;
  const key = coverageKey(input);
  let shape = shapeCache.get(key);
  if (shape === undefined) {
    if (shapeCache.size >= SHAPE_CACHE_LIMIT) shapeCache.clear();
    shape = shapeOf(input) ?? null;
    shapeCache.set(key, shape);
  }
  return shape ?? undefined;
}
