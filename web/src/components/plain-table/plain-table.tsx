import type { ReactNode } from 'react';
import look from '../table-look.module.css';
import styles from './plain-table.module.css';

export interface PlainColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Short values (times, numbers) that read better on one line. */
  nowrap?: boolean;
}

interface PlainTableProps<Row> {
  /** Names the table (its caption) and its scrolling region. */
  label: string;
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Shown in place of rows when there are none. */
  empty: string;
}

/**
 * A short read-only log (a transmitter's last messages, its connections) in the order given:
 * no search, sorting or pages, unlike the overview table (components/data-table), whose state in
 * the address could not be shared by two tables on one page.
 */
export function PlainTable<Row>({ label, columns, rows, rowKey, empty }: PlainTableProps<Row>) {
  return (
    // Keyboard users reach a table wider than its place by Tab (WCAG 2.1.1); on a phone the rows
    // become cards instead, as in the overview tables.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={look.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={`${look.table} ${styles.log}`}>
        <caption className={look.caption}>{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td
                  key={column.id}
                  className={column.nowrap ? look.nowrap : undefined}
                  // A phone shows each row as a card, each value under its header (see the CSS).
                  data-label={column.header}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={look.empty}>
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
