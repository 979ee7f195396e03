import type { ReactNode } from 'react';
import { ErrorBanner } from '../page/error-banner';
import { errorTitle, listErrorMessage } from '../../lib/messages/error-messages';
import { LaterStage } from '../../lib/staged-render';
import { useTranslation } from 'react-i18next';
import type { Column } from './table-model';
import { useTableRows } from './use-table-rows';
import { Pagination, PhoneSort, RefreshButton, SearchBox } from './table-toolbar';
import { ExportMenu, type TableExport } from './export-menu';
import { TableHead } from './table-head';
import { TableBody, type EmptyList } from './table-body';
import styles from './data-table.module.css';

export type { EmptyList } from './table-body';

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
  const { label, columns, partial = false, rowKey, actions, onRefresh, refreshing = false } = props;
  const { t } = useTranslation();
  const { state, filtered, page, rows } = useTableRows(columns, props.rows, partial);
  // Counts and pages describe data: while it is on its way (or failed) there is none to count.
  const loading = rows === undefined && !props.error;
  // While the rest of the list arrives, the rows shown are real but pages and export are not yet.
  const waiting = loading || partial;

  return (
    <div className={styles.wrapper}>
      <div className={styles.toolbar}>
        <SearchBox value={state.query} onChange={state.setQuery} onLeave={state.commitQuery} />
        {onRefresh && <RefreshButton onRefresh={onRefresh} refreshing={refreshing} />}
        {props.exportAs && (rows || loading) && (
          <KeptPlace waiting={waiting}>
            <ExportMenu
              label={label}
              columns={columns}
              exportAs={props.exportAs}
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
      <ErrorBanner
        message={props.error ? listErrorMessage(props.error) : null}
        title={errorTitle(props.error)}
      />
      {/* A table wider than a phone scrolls sideways; keyboard users reach it by Tab (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
        <table className={styles.table} aria-busy={waiting}>
          <caption className={styles.caption}>{label}</caption>
          <TableHead
            columns={columns}
            sort={state.sort}
            onSort={state.setSort}
            withActions={!!actions}
          />
          {/* The rows in a task after the toolbar's, in the staged first render. */}
          <LaterStage>
            <TableBody
              columns={columns}
              items={page.items}
              rows={rows}
              rowKey={rowKey}
              actions={actions}
              loading={loading}
              empty={props.empty}
            />
          </LaterStage>
        </table>
      </div>
      <p className={styles.count} aria-live="polite">
        {rows &&
          (partial ? t('table.loadingMore') : t('table.entryCount', { count: filtered.length }))}
      </p>
    </div>
  );
}
