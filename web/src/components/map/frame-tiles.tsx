/**
 * The map page's first tiles, painted from its HTML before any script (web/README.md, "The static
 * frame"): the frame's map box holds an empty, hidden layer (`FrameTilesLayer`), which
 * prerender/map-tiles-script.js fills with the tiles of the map's first view, where Leaflet will
 * draw them. The app's map then takes that layer over (`useFrameTiles`), so the tiles stay on
 * the screen until Leaflet's own, the same images from the browser's cache, cover them.
 */
import { useCallback, useLayoutEffect, useState } from 'react';
import { useMapEvents } from 'react-leaflet';
import { FILLED_LAYER } from './frame-tiles-layer';

/** Leaflet fades a tile in over 200 ms: the frame's stay under it until then. */
const LEAFLET_FADE_MS = 250;

/**
 * The frame's layer with its tiles, while the frame is still in the page: the app's first render
 * runs before it replaces the frame, so the layer is found then and kept.
 */
function findFilledLayer(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLElement>(FILLED_LAYER);
}

export interface FrameTiles {
  /** The map's box: the layer moves into it as the app's first render is put on the screen. */
  host: (box: HTMLDivElement | null) => (() => void) | undefined;
  /** Whether there is a layer to take over. */
  taken: boolean;
  /** The map's tiles are drawn (or will not be): the frame's go once Leaflet's have faded in. */
  release: () => void;
  /** The map moved or its size changed: the frame's tiles no longer match, they go now. */
  drop: () => void;
  /** Leaflet shows its own attribution: the frame's goes. */
  dropAttribution: () => void;
}

/** Takes the frame's tiles over into the map's box (BaseMap), and lets them go. */
export function useFrameTiles(): FrameTiles {
  const [layer] = useState(findFilledLayer);
  // A ref, set in the commit before the browser paints: the tiles never leave the screen.
  const host = useCallback(
    (box: HTMLDivElement | null) => {
      if (!box || !layer) return undefined;
      box.prepend(layer);
      return () => layer.remove();
    },
    [layer],
  );
  const drop = useCallback(() => layer?.remove(), [layer]);
  const release = useCallback(() => {
    if (layer?.isConnected) setTimeout(() => layer.remove(), LEAFLET_FADE_MS);
  }, [layer]);
  const dropAttribution = useCallback(
    () => layer?.querySelector('[data-map-frame-attribution]')?.remove(),
    [layer],
  );
  return { host, taken: layer !== null, release, drop, dropAttribution };
}

/**
 * Inside the Leaflet map: the frame's attribution goes as the map's appears, and the frame's
 * tiles as soon as the view moves or the map's size changes.
 */
export function FrameTilesHandover({
  drop,
  dropAttribution,
}: Pick<FrameTiles, 'drop' | 'dropAttribution'>) {
  useLayoutEffect(dropAttribution, [dropAttribution]);
  useMapEvents({ movestart: drop, zoomstart: drop, resize: drop });
  return null;
}
