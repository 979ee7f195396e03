/** A cell of an export: what the table shows as text, or a raw value for machines. */
export type ExportValue = string | number | boolean | null;

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
