import type { CircleMarkerOptions } from 'leaflet';

/**
 * How a transmitter looks on every map: colour = status (green online, grey offline, orange
 * error, dark red disabled), size = usage (widerange bigger than personal). A dashed outline
 * marks personal transmitters so the difference does not rest on size alone.
 */
const STATUS_COLOURS: Record<string, string> = {
  ONLINE: '#267a37',
  OFFLINE: '#6c757d',
  ERROR: '#bf4a0c',
  DISABLED: '#862e2e',
};

/**
 * A transmitter status's colour, the same on maps and badges. Each keeps white text readable
 * (at least 4.5:1); a status the app does not know looks like an error.
 */
export function statusColour(status: string): string {
  return STATUS_COLOURS[status] ?? STATUS_COLOURS.ERROR!;
}

export function transmitterMarkerStyle(transmitter: {
  status: string;
  usage: string;
}): CircleMarkerOptions {
  const colour = statusColour(transmitter.status);
  const widerange = transmitter.usage === 'WIDERANGE';
  // One object per look: react-leaflet restyles a marker whenever it gets a new object, and
  // there are only a handful of looks among thousands of markers.
  const key = `${colour}|${widerange}`;
  let style = MARKER_STYLES.get(key);
  if (!style) {
    style = Object.freeze({
      radius: widerange ? 8 : 5,
      color: '#ffffff',
      weight: 1.5,
      fillColor: colour,
      fillOpacity: 0.9,
      dashArray: widerange ? undefined : '2 2',
    });
    MARKER_STYLES.set(key, style);
  }
  return style;
}

const MARKER_STYLES = new Map<string, CircleMarkerOptions>();

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
