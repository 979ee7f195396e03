import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Sort, SortDirection } from './table-model';

/**
 * Search, sort and page live in the URL (`?q=&sort=&dir=&page=`), so a view can be shared and
 * survives a reload, and back/forward step through it. Typing (the search, a typed page number)
 * replaces the history entry, so the back button is not filled with keystrokes; a click (a sort,
 * the previous/next page buttons) adds an entry.
 */
export interface TableState {
  query: string;
  sort: Sort;
  page: number;
  setQuery(query: string): void;
  setSort(sort: Sort): void;
  /** `typed`: the number comes from typing, which replaces the history entry. */
  setPage(page: number, typed?: boolean): void;
}

const isDirection = (value: string | null): value is SortDirection =>
  value === 'asc' || value === 'desc';

export function useTableState(defaultSort: Sort, columnIds: readonly string[]): TableState {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const sortId = params.get('sort');
  const direction = params.get('dir');
  const page = Number(params.get('page') ?? '1');

  const sort = useMemo<Sort>(
    () =>
      sortId && columnIds.includes(sortId)
        ? { columnId: sortId, direction: isDirection(direction) ? direction : 'asc' }
        : defaultSort,
    [sortId, direction, columnIds, defaultSort],
  );

  const update = useCallback(
    (changes: Record<string, string | null>, { flushSync = false, replace = true } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace, preventScrollReset: true, flushSync },
      ),
    [setParams],
  );

  return {
    query,
    sort,
    page: Number.isFinite(page) ? page : 1,
    // A new search starts on the first page, as does a new sort.
    // Typing renders at once rather than as a transition: the router's transitions yield to the
    // browser between slices, which on a big list kept a keystroke from the table for 50 ms.
    setQuery: useCallback(
      (value) => update({ q: value, page: null }, { flushSync: true }),
      [update],
    ),
    setSort: useCallback(
      (value) =>
        update({ sort: value.columnId, dir: value.direction, page: null }, { replace: false }),
      [update],
    ),
    setPage: useCallback(
      (value, typed = false) =>
        update({ page: value > 1 ? String(value) : null }, { replace: typed }),
      [update],
    ),
  };
}
