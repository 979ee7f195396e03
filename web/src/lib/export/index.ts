/**
 * Table exports: CSV and JSON of any overview table, GeoJSON and KML of those with places.
 * Loaded on demand (the table's export menu imports it when used), never at start-up.
 */
import { toCsv } from './csv';
import { downloadFile, exportFileName, type ExportFormat } from './download';
import type { ExportField } from '../records/export-fields';
import { toGeoJson } from './geojson';
import { toJson } from './json';
import { toKml } from './kml';
import type { PlaceExport } from './places';

export interface ExportRequest<Row> {
  format: ExportFormat;
  /** The list's name in file names: "transmitters". */
  name: string;
  /** The list's title, for a KML document. */
  title: string;
  fields: readonly ExportField<Row>[];
  rows: readonly Row[];
  places?: PlaceExport<Row>;
}

/** The file's contents in the requested format. */
export function serialise<Row>(request: ExportRequest<Row>): string {
  const { format, fields, rows, places, title } = request;
  if (format === 'csv') return toCsv({ fields, rows });
  if (format === 'json') return toJson({ fields, rows });
  if (!places) throw new Error(`The ${request.name} list has no places for ${format}`);
  return format === 'geojson'
    ? toGeoJson({ fields, rows, places, title })
    : toKml({ fields, rows, places, title });
}

/** Writes the rows in the format and hands the file to the browser. */
export function exportRows<Row>(request: ExportRequest<Row>): void {
  downloadFile(exportFileName(request.name, request.format), request.format, serialise(request));
}
