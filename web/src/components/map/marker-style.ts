import type { CircleMarkerOptions } from 'leaflet';

/**
 * How a transmitter looks on every map: colour = status (green online, grey offline, orange
 * error, dark red disabled), size = usage (widerange bigger than personal). A dashed outline
 * marks personal transmitters so the difference does not rest on size alone.
 */
const STATUS_COLOURS: Record<string, string> = {
  ONLINE: '#2b8a3e',
  OFFLINE: '#868e96',
  ERROR: '#e8590c',
  DISABLED: '#862e2e',
};

export function transmitterMarkerStyle(transmitter: {
  status: string;
  usage: string;
}): CircleMarkerOptions {
  const colour = STATUS_COLOURS[transmitter.status] ?? '#e8590c';
  const widerange = transmitter.usage === 'WIDERANGE';
  return {
    radius: widerange ? 8 : 5,
    color: '#ffffff',
    weight: 1.5,
    fillColor: colour,
    fillOpacity: 0.9,
    dashArray: widerange ? undefined : '2 2',
  };
}

/** Nodes are squares in spirit: a larger ring in the node colour. */
export const NODE_MARKER_STYLE: CircleMarkerOptions = {
  radius: 9,
  color: '#1c5d99',
  weight: 3,
  fillColor: '#ffffff',
  fillOpacity: 1,
};

/** Parses the Core's text coordinates; null when a transmitter has none usable. */
export function markerPosition(item: {
  latitude: string;
  longitude: string;
}): [number, number] | null {
  const lat = Number(item.latitude);
  const lon = Number(item.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    return null;
  return [lat, lon];
}
