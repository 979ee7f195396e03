import { type ExportData, type ExportValue } from '../records/export-fields';

/** Items of a list in one cell: "dl1abc; db9xyz". Names and RICs never hold a semicolon. */
const LIST_SEPARATOR = '; ';

/**
 * A value as the text of one cell: a list's items joined, a record of a list (a pager) as JSON,
 * so the cell is still data a program can read back.
 */
export function cellText(value: ExportValue): string {
  if (value === null) return '';
  if (!Array.isArray(value)) return String(value);
  return (value as readonly unknown[])
    .map((item) =>
      item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item ?? ''),
    )
    .join(LIST_SEPARATOR);
}

/** Makes spreadsheets read the file as UTF-8, so umlauts and accents arrive intact. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula (or DDE command) starts with one of these; tab and
 * carriage return also count, as some programs skip them before looking (OWASP, CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Keeps a cell from being run as a formula: a leading apostrophe makes it plain text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field of RFC 4180: quoted when it holds a quote, a separator or a line break. */
export function csvField(value: ExportValue): string {
  if (value === null) return '';
  // A number or a flag is written as it is: "-2" is a number, not a formula.
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = neutraliseFormula(cellText(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV: a header line, then one line per row, comma-separated, CRLF line ends, with a
 * byte order mark in front so spreadsheets pick UTF-8.
 */
export function toCsv<Row>({ fields, rows }: ExportData<Row>): string {
  const lines = [fields.map((field) => csvField(field.header))];
  for (const row of rows) lines.push(fields.map((field) => csvField(field.value(row))));
  return BYTE_ORDER_MARK + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
