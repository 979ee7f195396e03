import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import SCRIPT from './map-tiles-script.js?raw';

/**
 * The map frame's tiles script (map-tiles-script.js) against Leaflet itself: for the same box and
 * view, it must place the very tiles Leaflet's TileLayer places, at the same pixels, with the
 * same addresses (browser-side: e2e/tests/map-frame.spec.ts).
 */
interface Placed {
  src: string;
  left: number;
  top: number;
}

const byPlace = (a: Placed, b: Placed) => a.top - b.top || a.left - b.left;

/** jsdom lays nothing out: the box gets the size a browser would give it. */
function sized(element: HTMLElement, width: number, height: number): HTMLElement {
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(element, 'clientHeight', { configurable: true, value: height });
  return element;
}

interface Setting {
  tileUrl: string;
  center: [number, number];
  zoom: number;
  width: number;
  height: number;
  /** The address's query (a view the map page keeps there). */
  search?: string;
}

/** Runs the script over a frame's map box, as the server's page has it; the tiles it placed. */
function frameTiles(setting: Setting, shown = true): Placed[] {
  const config = {
    tileUrl: setting.tileUrl,
    tileAttribution: '© OpenStreetMap contributors',
    map: { center: setting.center, zoom: setting.zoom },
  };
  document.head.innerHTML = `<script type="application/json" id="dapnet-config">${JSON.stringify(config)}</script>`;
  document.body.innerHTML =
    '<div id="box"><div hidden data-map-frame-tiles><div data-map-frame-pane></div>' +
    '<p data-map-frame-attribution></p></div></div>';
  sized(document.getElementById('box')!, setting.width, setting.height);
  document.documentElement.toggleAttribute('data-frame-show', shown);
  window.history.replaceState(null, '', `/transmitters/map${setting.search ?? ''}`);
  new Function(SCRIPT)();
  return [...document.querySelectorAll<HTMLImageElement>('[data-map-frame-pane] img')].map(
    (image) => ({
      src: image.src,
      left: parseFloat(image.style.left),
      top: parseFloat(image.style.top),
    }),
  );
}

/** Where Leaflet put an element: by a transform, or by left and top, as the browser can. */
function offset(element: HTMLElement): { left: number; top: number } {
  const moved = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(element.style.transform);
  if (moved) return { left: Number(moved[1]), top: Number(moved[2]) };
  return { left: parseFloat(element.style.left) || 0, top: parseFloat(element.style.top) || 0 };
}

/** Leaflet's own tiles for the view the map page opens with, in a box of the same size. */
function leafletTiles(setting: Setting, view: { center: [number, number]; zoom: number }) {
  const container = sized(document.createElement('div'), setting.width, setting.height);
  document.body.append(container);
  const map = L.map(container, { ...view, zoomControl: false, fadeAnimation: false });
  L.tileLayer(setting.tileUrl).addTo(map);
  const placed = [...container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map(
    (image) => {
      // A tile sits in its zoom level's container, which Leaflet moves too (near the poles, the
      // level's origin is the world's edge rather than the view's corner).
      const tile = offset(image);
      const level = offset(image.parentElement!);
      return { src: image.src, left: tile.left + level.left, top: tile.top + level.top };
    },
  );
  map.remove();
  return placed;
}

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

afterEach(() => {
  document.documentElement.removeAttribute('data-frame-show');
  window.history.replaceState(null, '', '/');
});

describe("the map frame's tiles", () => {
  it.each<[string, Setting]>([
    [
      'the configured view on a desktop',
      { tileUrl: OSM, center: [51, 10], zoom: 5, width: 1019, height: 657 },
    ],
    [
      'the configured view on a phone',
      { tileUrl: OSM, center: [51, 10], zoom: 5, width: 378, height: 351 },
    ],
    [
      'odd sizes and a centre off the pixel grid',
      { tileUrl: OSM, center: [50.7731, 6.0832], zoom: 11, width: 777, height: 433 },
    ],
    [
      'across the date line',
      { tileUrl: OSM, center: [-41.3, 179.9], zoom: 6, width: 1200, height: 600 },
    ],
    [
      'the whole world, wrapped',
      { tileUrl: OSM, center: [0, 0], zoom: 1, width: 1300, height: 700 },
    ],
    ['near the pole', { tileUrl: OSM, center: [84.9, -30], zoom: 4, width: 800, height: 600 }],
    [
      'the deepest zoom',
      { tileUrl: OSM, center: [48.137, 11.575], zoom: 18, width: 640, height: 480 },
    ],
    [
      'subdomains and a reversed row',
      {
        tileUrl: 'https://{s}.tiles.example/{z}/{x}/{-y}{r}.png',
        center: [51, 10],
        zoom: 7,
        width: 900,
        height: 500,
      },
    ],
  ])('are where Leaflet puts them: %s', (_, setting) => {
    const placed = frameTiles(setting).sort(byPlace);
    const view = { center: setting.center, zoom: setting.zoom };
    expect(placed.length).toBeGreaterThan(0);
    expect(placed).toEqual(leafletTiles(setting, view).sort(byPlace));
  });

  it('follow the view in the address, as the map page reads it', () => {
    const setting: Setting = {
      ...{ tileUrl: OSM, center: [51, 10], zoom: 5, width: 1019, height: 657 },
      search: '?lat=50.77&lng=6.08&zoom=9&nodes=1',
    };
    const placed = frameTiles(setting).sort(byPlace);
    expect(placed).toEqual(leafletTiles(setting, { center: [50.77, 6.08], zoom: 9 }).sort(byPlace));
    // An unusable view in the address counts for nothing: the configured one.
    const unusable = { ...setting, search: '?lat=95&lng=6.08&zoom=9' };
    expect(frameTiles(unusable).sort(byPlace)).toEqual(
      leafletTiles(unusable, { center: [51, 10], zoom: 5 }).sort(byPlace),
    );
  });

  it('carry the attribution, and only show once placed', () => {
    const setting: Setting = { tileUrl: OSM, center: [51, 10], zoom: 5, width: 600, height: 400 };
    frameTiles(setting);
    const layer = document.querySelector<HTMLElement>('[data-map-frame-tiles]')!;
    expect(layer.hidden).toBe(false);
    expect(layer.textContent).toBe('© OpenStreetMap contributors');
  });

  it('are not placed for a visitor the frame is not shown to, nor without a tile server', () => {
    const setting: Setting = { tileUrl: OSM, center: [51, 10], zoom: 5, width: 600, height: 400 };
    expect(frameTiles(setting, false)).toEqual([]);
    expect(frameTiles({ ...setting, tileUrl: '' })).toEqual([]);
    expect(document.querySelector<HTMLElement>('[data-map-frame-tiles]')!.hidden).toBe(true);
    // A placeholder Leaflet would fill from options the app does not set: no guessing.
    expect(
      frameTiles({ ...setting, tileUrl: 'https://tiles.example/{z}/{x}/{y}.png?key={apiKey}' }),
    ).toEqual([]);
  });
});
