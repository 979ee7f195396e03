import { rowRecord, type ExportData } from '../records/export-fields';

/** The rows as a JSON array of objects keyed by the fields' keys, indented for reading. */
export function toJson<Row>({ fields, rows }: ExportData<Row>): string {
  return `${JSON.stringify(
    rows.map((row) => rowRecord(fields, row)),
    null,
    2,
  )}\n`;
}
