/** One plain value of an export: the API's value, never a display text. */
export type ExportScalar = string | number | boolean | null;

/**
 * A cell of an export: a plain value, a list of them (owners, groups) or a list of small records
 * (a subscriber's pagers). JSON keeps lists as lists; CSV writes them into one cell (csv.ts).
 */
export type ExportValue =
  ExportScalar | readonly ExportScalar[] | readonly Readonly<Record<string, ExportScalar>>[];

/** One column of an export file: a stable key (JSON, GeoJSON), a header (CSV) and its value. */
export interface ExportField<Row> {
  key: string;
  header: string;
  value: (row: Row) => ExportValue;
}

/** The rows of one export and the fields each row is written with, in order. */
export interface ExportData<Row> {
  fields: readonly ExportField<Row>[];
  rows: readonly Row[];
}

/** A row as an object of its fields' keys, in field order. */
export function rowRecord<Row>(
  fields: readonly ExportField<Row>[],
  row: Row,
): Record<string, ExportValue> {
  return Object.fromEntries(fields.map((field) => [field.key, field.value(row)]));
}

/** A number the Core sends as text ("50.775"), as a number; null when it is none. */
export function numberFromText(text: string): number | null {
  return text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text);
}

/**
 * A place's latitude and longitude as numbers (nodes, transmitters), under the headers given in
 * the user's language.
 */
export function coordinateFields<Row extends { latitude: string; longitude: string }>(headers: {
  latitude: string;
  longitude: string;
}): ExportField<Row>[] {
  return [
    { key: 'latitude', header: headers.latitude, value: (row) => numberFromText(row.latitude) },
    { key: 'longitude', header: headers.longitude, value: (row) => numberFromText(row.longitude) },
  ];
}
