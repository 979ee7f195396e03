import { useEffect, useRef } from 'react';
import { TileLayer } from 'react-leaflet';
import type { TileLayer as LeafletTileLayer } from 'leaflet';

interface Props {
  url: string;
  attribution: string;
  /** Called with true once tiles fail to load and none has loaded, false once one loads. */
  onUnavailable: (unavailable: boolean) => void;
  /** Called each time every tile of the view has loaded or failed (Leaflet's `load`). */
  onSettled?: () => void;
}

/** Map tiles from the configured server, reporting when they cannot be loaded. */
export function TileLayerWithStatus({ url, attribution, onUnavailable, onSettled }: Props) {
  const layer = useRef<LeafletTileLayer>(null);
  const loaded = useRef(false);
  useEffect(() => {
    const tiles = layer.current;
    if (!tiles) return;
    const onLoad = () => {
      loaded.current = true;
      onUnavailable(false);
    };
    const onError = () => {
      if (!loaded.current) onUnavailable(true);
    };
    const onAllSettled = () => onSettled?.();
    tiles.on('tileload', onLoad);
    tiles.on('tileerror', onError);
    tiles.on('load', onAllSettled);
    return () => {
      tiles.off('tileload', onLoad);
      tiles.off('tileerror', onError);
      tiles.off('load', onAllSettled);
    };
  }, [onUnavailable, onSettled]);
  return <TileLayer ref={layer} url={url} attribution={attribution} />;
}
