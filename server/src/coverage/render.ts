/**
 * Draws a coverage overlay: a square image centred on the transmitter whose pixels are coloured
 * by predicted level, and the latitude/longitude box Leaflet stretches it over.
 */
import { PNG } from 'pngjs';
import {
  BAND_COLOURS,
  coverageRadiusKm,
  KM_PER_DEGREE,
  receivedDbm,
  THRESHOLDS_DBM,
  type CoverageInput,
} from '@dapnet/model';

export const IMAGE_SIZE = 256;
/** An area too small to see still gets a box, so the overlay is never degenerate. */
const MIN_HALF_SIDE_KM = 0.5;

export interface Bounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

export interface RenderedCoverage {
  bounds: Bounds;
  png: Buffer;
}

function bandColour(level: number): readonly number[] | undefined {
  if (level >= THRESHOLDS_DBM.strong) return BAND_COLOURS.strong;
  if (level >= THRESHOLDS_DBM.medium) return BAND_COLOURS.medium;
  if (level >= THRESHOLDS_DBM.weak) return BAND_COLOURS.weak;
  return undefined;
}

export function coverageBounds(input: CoverageInput, halfSideKm: number): Bounds {
  const latitudeSpan = halfSideKm / KM_PER_DEGREE;
  // A degree of longitude shrinks with cos(latitude); near the poles keep the box finite.
  const cosine = Math.max(Math.cos((input.latitude * Math.PI) / 180), 0.01);
  const longitudeSpan = halfSideKm / (KM_PER_DEGREE * cosine);
  return {
    south: Math.max(input.latitude - latitudeSpan, -90),
    north: Math.min(input.latitude + latitudeSpan, 90),
    west: input.longitude - longitudeSpan,
    east: input.longitude + longitudeSpan,
  };
}

export function renderCoverage(input: CoverageInput): RenderedCoverage {
  const halfSide = Math.max(coverageRadiusKm(input), MIN_HALF_SIDE_KM);
  const png = new PNG({ width: IMAGE_SIZE, height: IMAGE_SIZE });
  const kmPerPixel = (2 * halfSide) / IMAGE_SIZE;
  for (let y = 0; y < IMAGE_SIZE; y += 1) {
    const north = halfSide - (y + 0.5) * kmPerPixel;
    for (let x = 0; x < IMAGE_SIZE; x += 1) {
      const east = (x + 0.5) * kmPerPixel - halfSide;
      const bearing = (Math.atan2(east, north) * 180) / Math.PI;
      const colour = bandColour(receivedDbm(input, Math.hypot(east, north), bearing));
      // PNG data starts zeroed: fully transparent unless a band colours the pixel.
      if (colour) png.data.set(colour, (y * IMAGE_SIZE + x) * 4);
    }
  }
  return { bounds: coverageBounds(input, halfSide), png: PNG.sync.write(png) };
}

/** The .txt beside the image: a timestamp, then south, north, west and east, one per line. */
export function coverageText(bounds: Bounds, generatedAt: Date): string {
  const lines = [bounds.south, bounds.north, bounds.west, bounds.east].map((value) =>
    value.toFixed(6),
  );
  return [generatedAt.toISOString(), ...lines, ''].join('\n');
}
