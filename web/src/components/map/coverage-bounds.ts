/** South-west and north-east corners of a coverage image, as Leaflet takes them. */
export type CoverageBounds = [[number, number], [number, number]];

const inRange = (value: number, limit: number) =>
  Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Reads the bounds of a coverage `.txt`: line 1 is a timestamp (ignored), lines 2-3 are two
 * latitudes and lines 4-5 two longitudes. The simulator does not promise their order, so the
 * corners are sorted here. Anything unreadable gives null: no overlay rather than a wrong one.
 */
export function parseCoverageBounds(text: string): CoverageBounds | null {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const fields = lines.slice(1, 5);
  if (fields.length < 4 || fields.some((field) => field === '')) return null;
  const [latA, latB, lonA, lonB] = fields.map(Number) as [number, number, number, number];
  if (![latA, latB].every((lat) => inRange(lat, 90))) return null;
  if (![lonA, lonB].every((lon) => inRange(lon, 180))) return null;
  if (latA === latB || lonA === lonB) return null;
  return [
    [Math.min(latA, latB), Math.min(lonA, lonB)],
    [Math.max(latA, latB), Math.max(lonA, lonB)],
  ];
}
