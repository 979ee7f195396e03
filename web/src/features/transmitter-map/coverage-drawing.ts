/**
 * Drawing coverage shapes on a canvas, in pixels: where each shape lands in the view, and its
 * bands painted weakest first in opaque colours, so at every point the strongest band wins.
 */
import { BAND_COLOURS, COVERAGE_BANDS, KM_PER_DEGREE } from '@dapnet/model';
import type { Map as LeafletMap, Point } from 'leaflet';
import type { BandOutline, CoverageShape, OutlinePoint } from './coverage-geometry';

const DRAWING_ORDER = [...COVERAGE_BANDS].reverse();
/** Below this radius in pixels an area is a dot: a square is as good and far cheaper. */
const DOT_PX = 1.5;

export interface PlacedShape {
  shape: CoverageShape;
  /** The antenna in canvas pixels. */
  x: number;
  y: number;
  pixelsPerKm: number;
}

/** The shapes that reach into a canvas of `size` whose corner is at `topLeft` in the map. */
export function placeShapes(
  map: LeafletMap,
  shapes: readonly CoverageShape[],
  topLeft: Point,
  size: { x: number; y: number },
): PlacedShape[] {
  // Web Mercator pixels per degree of longitude; a km is 1/KM_PER_DEGREE of a latitude degree,
  // stretched by 1/cos(latitude), as the model's outlines take it.
  const pixelsPerDegree = map.options.crs!.scale(map.getZoom()) / 360;
  const placed: PlacedShape[] = [];
  for (const shape of shapes) {
    const centre = map.latLngToContainerPoint([shape.latitude, shape.longitude]).subtract(topLeft);
    const cosine = Math.max(Math.cos((shape.latitude * Math.PI) / 180), 0.01);
    const pixelsPerKm = pixelsPerDegree / (KM_PER_DEGREE * cosine);
    const reach = shape.reachKm * pixelsPerKm;
    if (centre.x + reach < 0 || centre.y + reach < 0) continue;
    if (centre.x - reach > size.x || centre.y - reach > size.y) continue;
    placed.push({ shape, x: centre.x, y: centre.y, pixelsPerKm });
  }
  return placed;
}

/**
 * Paints every band of the placed shapes. Circles and dots of one band share one path; each
 * polygon is filled on its own, because one path of thousands of polygons is many times slower
 * to fill in Chromium, and polygons small on the screen keep only every few points.
 */
export function drawShapes(context: CanvasRenderingContext2D, placed: readonly PlacedShape[]) {
  for (const band of DRAWING_ORDER) {
    const [red, green, blue] = BAND_COLOURS[band];
    context.fillStyle = `rgb(${red} ${green} ${blue})`;
    const polygons: [PlacedShape, BandOutline & { kind: 'polygon' }][] = [];
    context.beginPath();
    for (const item of placed) {
      const outline = item.shape.bands[band];
      if (!outline) continue;
      if (outline.kind === 'polygon' && item.shape.reachKm * item.pixelsPerKm >= DOT_PX) {
        polygons.push([item, outline]);
        continue;
      }
      const radiusKm = outline.kind === 'circle' ? outline.radiusKm : item.shape.reachKm;
      addRound(context, item.x, item.y, radiusKm * item.pixelsPerKm);
    }
    context.fill();
    for (const [item, outline] of polygons) {
      context.beginPath();
      tracePolygon(context, item, outline.points);
      context.fill();
    }
  }
}

function addRound(context: CanvasRenderingContext2D, x: number, y: number, radius: number) {
  if (radius < DOT_PX) {
    const side = Math.max(radius, 0.5) * 2;
    context.rect(x - side / 2, y - side / 2, side, side);
    return;
  }
  context.moveTo(x + radius, y);
  context.arc(x, y, radius, 0, 2 * Math.PI);
}

function tracePolygon(
  context: CanvasRenderingContext2D,
  { x, y, pixelsPerKm, shape }: PlacedShape,
  points: readonly OutlinePoint[],
) {
  const reach = shape.reachKm * pixelsPerKm;
  // About one point per 4 pixels of outline, at most every sampled bearing.
  const stride = reach >= 40 ? 1 : reach >= 10 ? 3 : 9;
  for (let index = 0; index < points.length; index += stride) {
    const [east, north] = points[index]!;
    const px = x + east * pixelsPerKm;
    const py = y - north * pixelsPerKm;
    if (index === 0) context.moveTo(px, py);
    else context.lineTo(px, py);
  }
  context.closePath();
}
