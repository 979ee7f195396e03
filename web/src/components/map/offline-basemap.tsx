import type { FeatureCollection } from 'geojson';
import { useEffect, useState } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';
import { useColorScheme } from '../../lib/color-scheme';

/** Country outlines (Natural Earth 1:110m via world-atlas), converted once and shared. */
let outlines: Promise<FeatureCollection> | undefined;

function loadOutlines(): Promise<FeatureCollection> {
  outlines ??= Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
  ]).then(([atlas, topojson]) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the atlas JSON is untyped TopoJSON
    const topology = (atlas.default ?? atlas) as any;
    return topojson.feature(topology, topology.objects.countries) as unknown as FeatureCollection;
  });
  return outlines;
}

/** The map is drawn on a canvas, out of CSS's reach: the land's colours for each scheme. */
const STYLES = {
  light: { color: '#8a9199', weight: 0.8, fillColor: '#eef1f4', fillOpacity: 1 },
  dark: { color: '#6b7178', weight: 0.8, fillColor: '#33363a', fillOpacity: 1 },
};

/**
 * A basemap that needs no network: country outlines drawn under the tiles, once they have failed
 * (see BaseMap). When tiles load after all they cover it; when they cannot (no internet, a
 * blocked tile server) the map still shows where things are.
 */
export function OfflineBasemap() {
  const [data, setData] = useState<FeatureCollection | null>(null);
  const scheme = useColorScheme();
  useEffect(() => {
    let active = true;
    void loadOutlines().then((loaded) => {
      if (active) setData(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return (
    <Pane name="offline-basemap" style={{ zIndex: 150 }}>
      {data && <GeoJSON key={scheme} data={data} style={STYLES[scheme]} interactive={false} />}
    </Pane>
  );
}
