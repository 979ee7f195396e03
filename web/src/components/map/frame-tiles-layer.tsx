/**
 * The empty layer for the map page's first tiles in the static frame's map box
 * (prerender/map-page-frame.tsx): prerender/map-tiles-script.js fills it, the app's map takes it
 * over (frame-tiles.tsx). Apart from that code so the build renders it without Leaflet.
 */
import styles from './frame-tiles.module.css';

/** Marks the layer for the script that fills it and for the map that takes it over. */
export const FRAME_TILES_ATTRIBUTE = 'data-map-frame-tiles';

/**
 * The layer once the script has filled it, for the app's map. By its class too: the app's code
 * using the class keeps the layer's rules in the map's style sheet, where the build finds them
 * for the frame (prerender/frame-css.ts) and where they style the layer inside the app's map.
 */
export const FILLED_LAYER = `.${styles.layer}[${FRAME_TILES_ATTRIBUTE}]:not([hidden])`;

/** The empty layer in the frame's map box; hidden unless the script puts tiles into it. */
export function FrameTilesLayer() {
  return (
    <div className={styles.layer} hidden {...{ [FRAME_TILES_ATTRIBUTE]: '' }}>
      <div className={styles.pane} data-map-frame-pane="" />
      <p className={styles.attribution} data-map-frame-attribution="" />
    </div>
  );
}
