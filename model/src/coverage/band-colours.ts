import type { CoverageBand } from './coverage-area.js';

/**
 * RGBA per band, with the alpha values of the network's own coverage simulator: the server's
 * overlay images use them as they are; the web app's all-coverage layer draws the colours opaque
 * and makes the whole layer transparent instead, so overlapping areas do not darken.
 */
export const BAND_COLOURS: Readonly<
  Record<CoverageBand, readonly [number, number, number, number]>
> = {
  strong: [220, 30, 30, 170],
  medium: [245, 200, 0, 150],
  weak: [40, 170, 60, 160],
};
