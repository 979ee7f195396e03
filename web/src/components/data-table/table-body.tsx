import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column, IndexedRow } from './table-model';
import styles from './data-table.module.css';

export interface EmptyList {
  text: string;
  /** Only for those who may create one. */
  create?: { href: string; label: string };
}

interface TableBodyProps<Row> {
  columns: readonly Column<Row>[];
  /** The rows of the page shown. */
  items: readonly IndexedRow<Row>[];
  /** Undefined while the first load is running. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => string;
  actions?: (row: Row) => ReactNode | null;
  loading: boolean;
  empty?: EmptyList;
}

/**
 * The rows of one page; while loading, a spinner row; with none to show, a row that says why (no
 * match for the search, or an empty list with a link to create the first record).
 */
export function TableBody<Row>(props: TableBodyProps<Row>) {
  const { columns, items, rows, rowKey, actions, loading, empty } = props;
  const { t } = useTranslation();
  const columnCount = columns.length + (actions ? 1 : 0);
  return (
    <tbody>
      {items.map(({ row, index }) => (
        <tr key={rowKey(row, index)}>
          {columns.map((column, place) => (
            <td key={column.id} className={cellClass(column, place)} data-label={column.header}>
              {column.render ? column.render(row) : column.text(row)}
            </td>
          ))}
          {actions && (
            <td className={styles.nowrap} data-label={t('table.actions')}>
              {actions(row) ?? <NoActions />}
            </td>
          )}
        </tr>
      ))}
      {loading && (
        <tr>
          <td colSpan={columnCount} className={`${styles.empty} ${styles.loading}`}>
            <span className={styles.spinner} aria-hidden="true" />
            {t('common.loading')}
          </td>
        </tr>
      )}
      {rows && items.length === 0 && (
        <tr>
          <td colSpan={columnCount} className={styles.empty}>
            {rows.length > 0 ? t('table.noMatches') : <EmptyListText {...empty} />}
          </td>
        </tr>
      )}
    </tbody>
  );
}

/**
 * A column that asks not to wrap, or to keep its words whole; else the first column, the
 * record's name, unless it says no.
 */
function cellClass<Row>(column: Column<Row>, place: number): string | undefined {
  if (column.nowrap) return styles.nowrap;
  if (column.wholeWords) return styles.wholeWords;
  return place === 0 && column.nowrap !== false ? styles.name : undefined;
}

/** A list with nothing in it yet: says so, and offers to create the first record. */
function EmptyListText({ text, create }: Partial<EmptyList>) {
  const { t } = useTranslation();
  return (
    <>
      {text ?? t('table.noEntries')}
      {create && (
        <>
          {' '}
          <Link to={create.href}>{create.label}</Link>
        </>
      )}
    </>
  );
}

function NoActions() {
  const { t } = useTranslation();
  return (
    <span aria-label={t('table.noActions')} title={t('table.noActions')}>
      ---
    </span>
  );
}
