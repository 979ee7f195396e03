import { rowRecord } from '../records/export-fields';
import { placedRows, type PlaceData } from './places';

/**
 * An RFC 7946 FeatureCollection: one Point feature per row with a position, its coordinates
 * [longitude, latitude] (GeoJSON's order), its fields as properties. Rows without a position
 * are left out, as a map cannot show them.
 */
export function toGeoJson<Row>({ fields, rows, places }: PlaceData<Row>): string {
  const features = placedRows(rows, places).map(({ row, latitude, longitude }) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
    properties: rowRecord(fields, row),
  }));
  return `${JSON.stringify({ type: 'FeatureCollection', features }, null, 2)}\n`;
}
