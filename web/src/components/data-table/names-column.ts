import type { Column } from './table-model';

/**
 * A column of names (owners, groups, subscribers): joined by commas on the screen and in the
 * search, a list in the exports.
 */
export function namesColumn<Row>(
  id: string,
  header: string,
  names: (row: Row) => readonly string[],
): Column<Row> {
  return { id, header, text: (row) => names(row).join(', '), value: names };
}
