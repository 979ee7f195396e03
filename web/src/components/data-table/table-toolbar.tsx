import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SEARCH_ATTRIBUTE } from '../../lib/page-search';
import { NextIcon, PreviousIcon, RefreshIcon } from './table-icons';
import { typedPage, type Sort, type SortDirection } from './table-model';
import styles from './data-table.module.css';

interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** Leaving the box: what was typed is kept at once (see TableState.commitQuery). */
  onLeave?(): void;
}

export function SearchBox({ value, onChange, onLeave }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <input
      type="search"
      className={styles.search}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onLeave}
      placeholder={t('table.searchPlaceholder')}
      aria-label={t('table.search')}
      autoComplete="off"
      spellCheck={false}
      // `/` anywhere on the page comes here (the app's keyboard shortcuts).
      {...{ [PAGE_SEARCH_ATTRIBUTE]: '' }}
      aria-keyshortcuts="/"
    />
  );
}

interface RefreshButtonProps {
  onRefresh(): void;
  refreshing: boolean;
}

export function RefreshButton({ onRefresh, refreshing }: RefreshButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${refreshing ? styles.spinning : ''}`}
      onClick={onRefresh}
      aria-label={t('table.refresh')}
      title={t('table.refresh')}
      aria-busy={refreshing}
    >
      <RefreshIcon />
    </button>
  );
}

interface PaginationProps {
  page: number;
  pageCount: number;
  /** `typed`: the number was typed rather than stepped to with a button. */
  onPage(page: number, typed?: boolean): void;
}

/**
 * "Page [x] of Y" with previous/next. A typed number jumps at once; one out of range goes to the
 * nearest page, and the field shows that page, so it never reads "9 of 3".
 */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const inputId = useId();
  // What is typed while the field has focus (possibly empty, while a number is being retyped).
  const [draft, setDraft] = useState<string | null>(null);

  const jump = (value: string) => {
    const target = typedPage(value, pageCount);
    setDraft(target === null || String(target) === value ? value : String(target));
    if (target !== null) onPage(target, true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft !== null) jump(draft);
    setDraft(null);
  };

  return (
    <form className={styles.pagination} onSubmit={submit} aria-label={t('table.pagination')}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={t('table.previousPage')}
        title={t('table.previousPage')}
      >
        <PreviousIcon />
      </button>
      <label htmlFor={inputId} className={styles.pageLabel}>
        {t('table.page')}
      </label>
      <input
        id={inputId}
        className={styles.pageInput}
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        value={draft ?? String(page)}
        onChange={(event) => jump(event.target.value)}
        onBlur={() => setDraft(null)}
      />
      <span className={`${styles.pageLabel} ${styles.pageCount}`}>
        {t('table.ofPages', { count: pageCount })}
      </span>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => onPage(page + 1)}
        disabled={page >= pageCount}
        aria-label={t('table.nextPage')}
        title={t('table.nextPage')}
      >
        <NextIcon />
      </button>
    </form>
  );
}

interface PhoneSortProps {
  columns: readonly { id: string; header: string }[];
  sort: Sort;
  onSort(sort: Sort): void;
}

/** On a phone the column headers are hidden (rows become cards), so sorting is a select. */
export function PhoneSort({ columns, sort, onSort }: PhoneSortProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className={styles.phoneSort}>
      <label htmlFor={id}>{t('table.sortBy')}</label>
      <select
        id={id}
        value={`${sort.columnId}:${sort.direction}`}
        onChange={(event) => {
          const [columnId = '', direction] = event.target.value.split(':');
          onSort({ columnId, direction: direction as SortDirection });
        }}
      >
        {columns.flatMap((column) =>
          (['asc', 'desc'] as const).map((direction) => (
            <option key={`${column.id}:${direction}`} value={`${column.id}:${direction}`}>
              {t(direction === 'asc' ? 'table.sortAscending' : 'table.sortDescending', {
                column: column.header,
              })}
            </option>
          )),
        )}
      </select>
    </span>
  );
}
