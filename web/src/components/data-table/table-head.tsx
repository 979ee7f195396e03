import { useTranslation } from 'react-i18next';
import type { Column, Sort, SortDirection } from './table-model';
import { SortIcon } from './table-icons';
import styles from './data-table.module.css';

interface TableHeadProps<Row> {
  columns: readonly Column<Row>[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** Whether the rows have an actions column. */
  withActions: boolean;
}

/**
 * The header row: each column's header is a button that sorts by it, first in the column's own
 * direction, then the other way on each click; `aria-sort` tells screen readers the current one.
 */
export function TableHead<Row>({ columns, sort, onSort, withActions }: TableHeadProps<Row>) {
  const { t } = useTranslation();
  const toggleSort = (column: Column<Row>) => {
    const current = sort.columnId === column.id ? sort.direction : null;
    const next: SortDirection =
      current === null ? (column.firstDirection ?? 'asc') : current === 'asc' ? 'desc' : 'asc';
    onSort({ columnId: column.id, direction: next });
  };
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const direction = sort.columnId === column.id ? sort.direction : null;
          return (
            <th
              key={column.id}
              scope="col"
              className={styles.sortable}
              aria-sort={
                direction === null ? 'none' : direction === 'asc' ? 'ascending' : 'descending'
              }
            >
              <button
                type="button"
                className={styles.sortButton}
                onClick={() => toggleSort(column)}
              >
                {column.header}
                <SortIcon direction={direction} />
              </button>
            </th>
          );
        })}
        {withActions && <th scope="col">{t('table.actions')}</th>}
      </tr>
    </thead>
  );
}
