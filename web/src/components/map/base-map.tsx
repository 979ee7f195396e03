import 'leaflet/dist/leaflet.css';
import type { LatLng, LatLngExpression, Map as LeafletMap } from 'leaflet';
import { useCallback, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, ZoomControl } from 'react-leaflet';
import { getConfig } from '../../lib/config';
import { useAfterPaint } from '../../lib/use-after-paint';
import { FrameTilesHandover, useFrameTiles } from './frame-tiles';
import { MapClicks, useEarlyClicks } from './map-clicks';
import { OfflineBasemap } from './offline-basemap';
import { TileLayerWithStatus } from './tile-layer-with-status';
import styles from './base-map.module.css';

export interface BaseMapProps {
  /** Accessible name of the map region. */
  label: string;
  center?: LatLngExpression;
  zoom?: number;
  className?: string;
  /** The Leaflet map, for views that move it (permalinks, pickers). */
  mapRef?: Ref<LeafletMap>;
  /** Called each time every tile of the view has loaded or failed. */
  onTilesSettled?: () => void;
  /**
   * A click on the map, where it landed. Answered from the moment the map is shown, before its
   * tiles and what is drawn on it (which come in later steps, below); a click on the box before
   * Leaflet is there counts once it is.
   */
  onClick?: (at: LatLng) => void;
  children?: ReactNode;
}

/**
 * Every map of the app: tiles from the configured tile server, or, once they fail, an offline
 * basemap of country outlines, and markers drawn on canvas so thousands of them stay smooth. Says
 * so when tiles are missing.
 * Centre and zoom default to the configured ones (spec: [51, 10], zoom 5).
 */
export function BaseMap(props: BaseMapProps) {
  const { label, center, zoom, className, mapRef, onTilesSettled, onClick, children } = props;
  const { t, i18n } = useTranslation();
  const config = getConfig();
  const [tilesUnavailable, setTilesUnavailable] = useState(false);
  // The map page's tiles from its HTML, until this map's own cover them (frame-tiles.tsx).
  const { host, taken, release, drop, dropAttribution } = useFrameTiles();
  const onSettled = useCallback(() => {
    release();
    onTilesSettled?.();
  }, [release, onTilesSettled]);
  // A click on the box before Leaflet is there is kept for MapClicks (map-clicks.tsx).
  const { box, earlyClickRef, mapShownRef } = useEarlyClicks(host, onClick !== undefined);
  const onUnavailable = useCallback(
    (unavailable: boolean) => {
      if (unavailable) release();
      setTilesUnavailable(unavailable);
    },
    [release],
  );
  return (
    <div
      ref={box}
      className={`${styles.frame} ${className ?? ''}`}
      role="region"
      aria-label={label}
    >
      {/* Leaflet measures the page as it sets up: done in the task that first shows the page,
          that measuring lays out the whole new page at once. After the paint, it is laid out. */}
      <AfterPaint>
        <MapContainer
          ref={mapRef}
          center={center ?? config.map.center}
          zoom={zoom ?? config.map.zoom}
          preferCanvas
          worldCopyJump
          // Leaflet's own zoom buttons are titled in English only: ours are titled in the
          // interface language (a new language re-creates them with their new titles).
          zoomControl={false}
          className={styles.map}
        >
          {onClick && (
            <MapClicks onClick={onClick} earlyClickRef={earlyClickRef} mapShownRef={mapShownRef} />
          )}
          <ZoomControl
            key={i18n.language}
            zoomInTitle={t('map.zoomIn')}
            zoomOutTitle={t('map.zoomOut')}
          />
          {/* Leaflet's set-up is three long steps on a phone's CPU (the map, its tiles, what is
              drawn on it: 150 to 270 ms together at CPU 4x, bench/long-tasks.ts). Each comes
              after a paint, in a task of its own; the page's tiles from its HTML cover the wait. */}
          <AfterPaint>
            {/* Country outlines (about 40 KB) are fetched only once tiles have failed. */}
            {tilesUnavailable && <OfflineBasemap />}
            <TileLayerWithStatus
              url={config.tileUrl}
              attribution={config.tileAttribution}
              onUnavailable={onUnavailable}
              onSettled={onSettled}
            />
            {taken && <FrameTilesHandover drop={drop} dropAttribution={dropAttribution} />}
            <AfterPaint>{children}</AfterPaint>
          </AfterPaint>
        </MapContainer>
      </AfterPaint>
      {tilesUnavailable && (
        <p className={styles.notice} role="status">
          {t('map.offlineBasemap')}
        </p>
      )}
    </div>
  );
}

/** Its children in a render of their own, once the screen the render before made is painted. */
function AfterPaint({ children }: { children: ReactNode }): ReactNode {
  return useAfterPaint() ? children : null;
}
