import type { ExportData } from '../records/export-fields';

/** What the map formats (GeoJSON, KML) need beyond the table's fields. */
export interface PlaceExport<Row> {
  /** Where the row is, as [latitude, longitude]; null leaves it out of a map file. */
  position: (row: Row) => readonly [number, number] | null;
  /** The placemark's title. */
  name: (row: Row) => string;
  /** The lines of the placemark's description, as [label, value]. */
  details: (row: Row) => readonly (readonly [string, string])[];
  /** A link under the details (a transmitter's coverage image). */
  link?: (row: Row) => { href: string; text: string } | null;
  /** An id that groups rows of the same look (a status), with its colour as #rrggbb. */
  style?: (row: Row) => { id: string; colour: string };
}

export interface PlaceData<Row> extends ExportData<Row> {
  /** The file's title (a KML document's name). */
  title: string;
  places: PlaceExport<Row>;
}

/** The rows that have a position, each with it. */
export function placedRows<Row>(
  rows: readonly Row[],
  places: PlaceExport<Row>,
): { row: Row; latitude: number; longitude: number }[] {
  return rows.flatMap((row) => {
    const position = places.position(row);
    if (!position) return [];
    const [latitude, longitude] = position;
    const usable =
      Number.isFinite(latitude) &&
      Number.isFinite(longitude) &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180;
    return usable ? [{ row, latitude, longitude }] : [];
  });
}
