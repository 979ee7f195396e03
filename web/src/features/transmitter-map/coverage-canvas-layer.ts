import { DomUtil, Layer, type Map as LeafletMap } from 'leaflet';
import { drawShapes, placeShapes } from './coverage-drawing';
import type { CoverageShape } from './coverage-geometry';

/** Set after every drawing of the layer, with `{ ms, count }`; bench/coverage-layer.ts reads it. */
export const COVERAGE_DRAWN_MARK = 'all-coverage-drawn';
/**
 * The canvas reaches this share of the view beyond each edge, so a short pan shows no bare
 * border before the redraw; more costs drawing time on every pan (the canvas grows with its square).
 */
const PADDING = 0.25;

export interface CoverageLayerOptions {
  /** Names the drawing for screen readers, from the number of transmitters drawn. */
  describe: (count: number) => string;
  opacity: number;
}

/**
 * All coverage on one canvas: each band of every shape near the view, weak, then medium, then
 * strong, in opaque colours; the canvas's own opacity lets the map show through. The canvas moves
 * with the map while it is dragged and is drawn again once a pan, zoom or resize ends, so
 * thousands of transmitters cost one drawing per view, not one image per transmitter.
 */
export class CoverageCanvasLayer extends Layer {
  private canvas: HTMLCanvasElement | undefined;
  private shapes: readonly CoverageShape[] = [];
  private drawnCount = 0;

  constructor(private readonly layerOptions: CoverageLayerOptions) {
    super();
  }

  override onAdd(map: LeafletMap): this {
    const pane = map.getPane('allCoverage') ?? map.createPane('allCoverage');
    // Under the single overlays (350) and the markers (400).
    pane.style.zIndex = '340';
    const canvas = DomUtil.create('canvas', 'leaflet-zoom-hide', pane);
    canvas.setAttribute('role', 'img');
    canvas.style.pointerEvents = 'none';
    this.canvas = canvas;
    this.setOpacity(this.layerOptions.opacity);
    this.draw();
    return this;
  }

  override onRemove(): this {
    this.canvas?.remove();
    this.canvas = undefined;
    return this;
  }

  override getEvents() {
    // A zoom ends with a moveend too.
    return { moveend: this.draw, resize: this.draw, viewreset: this.draw };
  }

  setShapes(shapes: readonly CoverageShape[]): void {
    this.shapes = shapes;
    this.draw();
  }

  setOpacity(opacity: number): void {
    if (this.canvas) this.canvas.style.opacity = String(opacity);
  }

  setDescribe(describe: CoverageLayerOptions['describe']): void {
    this.layerOptions.describe = describe;
    this.canvas?.setAttribute('aria-label', describe(this.drawnCount));
  }

  private draw(): void {
    const map = this._map as LeafletMap | undefined;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    const started = performance.now();
    const size = map.getSize();
    const topLeft = size.multiplyBy(-PADDING);
    const width = Math.round(size.x * (1 + 2 * PADDING));
    const height = Math.round(size.y * (1 + 2 * PADDING));
    const ratio = window.devicePixelRatio || 1;
    const context = canvas.getContext('2d');
    if (!context) return;
    // A new size allocates a new bitmap; the same size is only cleared.
    if (
      canvas.width !== Math.round(width * ratio) ||
      canvas.height !== Math.round(height * ratio)
    ) {
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    DomUtil.setPosition(canvas, map.containerPointToLayerPoint(topLeft));

    const placed = placeShapes(map, this.shapes, topLeft, { x: width, y: height });
    drawShapes(context, placed);
    this.drawnCount = placed.length;
    canvas.setAttribute('aria-label', this.layerOptions.describe(placed.length));
    performance.mark(COVERAGE_DRAWN_MARK, {
      detail: { ms: performance.now() - started, count: placed.length },
    });
  }
}
