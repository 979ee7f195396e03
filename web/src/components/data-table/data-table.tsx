import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../error-banner';
import { errorTitle, listErrorMessage } from '../../lib/error-messages';
import { isLanguage, languageTag } from '../../lib/languages';
import {
  filterRows,
  firstMatches,
  indexRows,
  PAGE_SIZE,
  paginate,
  sortRows,
  type Column,
  type Sort,
  type SortDirection,
} from './table-model';
import { useSearchTexts } from './use-search-texts';
import { useTableState } from './use-table-state';
import { Pagination, PhoneSort, RefreshButton, SearchBox } from './table-toolbar';
import { ExportMenu, type TableExport } from './export-menu';
import { SortIcon } from './table-icons';
import styles from './data-table.module.css';

export interface DataTableProps<Row> {
  /** The table's accessible name (its caption), e.g. "Calls". */
  label: string;
  columns: readonly Column<Row>[];
  /** Undefined while the first load is running. */
  rows: readonly Row[] | undefined;
  /**
   * `rows` is only the beginning of the list in the table's first order (the first column's
   * first direction: the newest calls), while the rest is still arriving. They are shown in that
   * order and without a search; pages, export and the count wait for the whole list, and the
   * count says that more is on its way.
   */
  partial?: boolean;
  /** A row's React key; `index` is its place in `rows`, for records without a name (calls). */
  rowKey: (row: Row, index: number) => string;
  /** Row actions; a row without any (null) shows a dash. */
  actions?: (row: Row) => ReactNode | null;
  onRefresh?: () => void;
  refreshing?: boolean;
  /** A failed load, shown as the list error of spec section 8. */
  error?: unknown;
  /** What an empty list says ("No transmitters yet."), with a link to create the first. */
  empty?: EmptyList;
  /** Offers the rows shown (after search and sort, all pages) as files; see TableExport. */
  exportAs?: TableExport<Row>;
}

export interface EmptyList {
  text: string;
  /** Only for those who may create one. */
  create?: { href: string; label: string };
}

/** One empty list for every loading table, so memoized work is not redone on each render. */
const NO_ROWS: readonly never[] = [];

function useLocale(): string {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? languageTag(i18n.language) : 'en';
}

/**
 * Export and pages describe rows. While the rows are on their way, these controls keep their
 * places unseen, so that the toolbar does not rearrange (and move the table down on a phone)
 * when the rows arrive.
 */
function KeptPlace({ waiting, children }: { waiting: boolean; children: ReactNode }) {
  if (!waiting) return children;
  return (
    <div className={styles.keptPlace} aria-hidden="true">
      {children}
    </div>
  );
}

/**
 * The one overview table of the app: search over what the cells show, sortable columns (the first
 * sorted initially), ten rows a page, a refresh button, row actions; its state lives in the URL.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    columns,
    rows: givenRows,
    partial = false,
    rowKey,
    actions,
    onRefresh,
    refreshing = false,
    error,
    empty,
    exportAs,
  } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const first = columns[0]!;
  const defaultSort = useMemo<Sort>(
    () => ({ columnId: first.id, direction: first.firstDirection ?? 'asc' }),
    [first],
  );
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const state = useTableState(defaultSort, columnIds);
  const query = state.query;
  // The beginning of a list is its first rows only in its first order and without a search:
  // any other view waits for the whole list.
  const beginningFits =
    query.trim() === '' &&
    state.sort.columnId === defaultSort.columnId &&
    state.sort.direction === defaultSort.direction;
  const rows = partial && !beginningFits ? undefined : givenRows;

  const list = rows ?? NO_ROWS;
  const searchTexts = useSearchTexts(list, columns);
  const sorted = useMemo(() => {
    const column = columns.find((candidate) => candidate.id === state.sort.columnId) ?? first;
    return sortRows(indexRows(list), column, state.sort.direction, locale);
  }, [list, columns, first, state.sort, locale]);
  // A key shows its first page at once, found from the top of the list; the complete search (the
  // count, the pages, what an export holds) follows in a render of its own, so typing into
  // 100,000 rows on a slow phone does not wait for every row to be searched.
  const searchedQuery = useDeferredValue(query);
  const filtered = useMemo(
    () => filterRows(sorted, searchedQuery, searchTexts),
    [sorted, searchedQuery, searchTexts],
  );
  const page =
    searchedQuery === query
      ? paginate(filtered, state.page)
      : // A new search always starts on the first page.
        { ...paginate(filtered, 1), items: firstMatches(sorted, query, searchTexts, PAGE_SIZE) };

  const toggleSort = (column: Column<Row>) => {
    const current = state.sort.columnId === column.id ? state.sort.direction : null;
    const next: SortDirection =
      current === null ? (column.firstDirection ?? 'asc') : current === 'asc' ? 'desc' : 'asc';
    state.setSort({ columnId: column.id, direction: next });
  };

  const columnCount = columns.length + (actions ? 1 : 0);
  // Counts and pages describe data: while it is on its way (or failed) there is none to count.
  const loading = rows === undefined && !error;
  // While the rest of the list arrives, the rows shown are real but pages and export are not yet.
  const waiting = loading || partial;

  return (
    <div className={styles.wrapper}>
      <div className={styles.toolbar}>
        <SearchBox value={state.query} onChange={state.setQuery} />
        {onRefresh && <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />}
        {exportAs && (rows || loading) && (
          <KeptPlace waiting={waiting}>
            <ExportMenu
              label={label}
              columns={columns}
              exportAs={exportAs}
              count={filtered.length}
              rows={() => filtered.map((item) => item.row)}
            />
          </KeptPlace>
        )}
        <PhoneSort columns={columns} sort={state.sort} onSort={state.setSort} />
        {(rows || loading) && (
          <KeptPlace waiting={waiting}>
            <Pagination page={page.page} pageCount={page.pageCount} onPage={state.setPage} />
          </KeptPlace>
        )}
      </div>
      <ErrorBanner message={error ? listErrorMessage(error) : null} title={errorTitle(error)} />
      {/* A table wider than a phone scrolls sideways; keyboard users reach it by Tab (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
        <table className={styles.table} aria-busy={waiting}>
          <caption className={styles.caption}>{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = state.sort.columnId === column.id ? state.sort.direction : null;
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
              {actions && <th scope="col">{t('table.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {page.items.map(({ row, index }) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column, place) => (
                  <td
                    key={column.id}
                    className={
                      column.nowrap
                        ? styles.nowrap
                        : place === 0 && column.nowrap !== false
                          ? styles.name
                          : undefined
                    }
                    data-label={column.header}
                  >
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
            {rows && page.items.length === 0 && (
              <tr>
                <td colSpan={columnCount} className={styles.empty}>
                  {rows.length > 0 ? t('table.noMatches') : <EmptyListText {...empty} />}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p className={styles.count} aria-live="polite">
        {rows &&
          (partial ? t('table.loadingMore') : t('table.entryCount', { count: filtered.length }))}
      </p>
    </div>
  );
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
