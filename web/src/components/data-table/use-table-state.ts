import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Sort, SortDirection } from './table-model';

/**
 * Search, sort and page live in the URL (`?q=&sort=&dir=&page=`), so a view can be shared and
 * survives a reload, and back/forward step through it. Typing (the search, a typed page number)
 * replaces the history entry, so the back button is not filled with keystrokes; a click (a sort,
 * the previous/next page buttons) adds an entry.
 *
 * What is typed into the search shows at once and reaches the address after a short pause (or
 * with the next sort or page change, or when the search box loses the focus): a change of the address renders the whole app again, which
 * on a slow phone with 100,000 calls cost more than the search itself.
 */
export interface TableState {
  query: string;
  sort: Sort;
  page: number;
  setQuery(query: string): void;
  /**
   * What was typed reaches the address now (the search box lost the focus): a click on a row's
   * link right after typing must find the search in the address when the user comes back.
   */
  commitQuery(): void;
  setSort(sort: Sort): void;
  /** `typed`: the number comes from typing, which replaces the history entry. */
  setPage(page: number, typed?: boolean): void;
}

const isDirection = (value: string | null): value is SortDirection =>
  value === 'asc' || value === 'desc';

/** How long typing may pause before the address follows it. */
export const QUERY_TO_ADDRESS_MS = 300;

/** A search typed but not yet in the address, and the address's search it was typed over. */
interface TypedQuery {
  text: string;
  over: string;
}

export function useTableState(defaultSort: Sort, columnIds: readonly string[]): TableState {
  const [params, setParams] = useSearchParams();
  const addressQuery = params.get('q') ?? '';
  const [typed, setTyped] = useState<TypedQuery | null>(null);
  // Typing waits for the address only while the address still holds what it was typed over: back
  // and forward (or a link) bring their own search.
  const pending =
    typed !== null && typed.over === addressQuery && typed.text !== addressQuery
      ? typed.text
      : null;
  const query = pending ?? addressQuery;
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
    (changes: Record<string, string | null>, { replace = true } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  // After a pause in typing, the address follows (a new search starts on the first page).
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (pending === null) return;
    pause.current = setTimeout(() => update({ q: pending, page: null }), QUERY_TO_ADDRESS_MS);
    return () => clearTimeout(pause.current);
  }, [pending, update]);
  /**
   * Another change takes what was typed along, so the address never loses it, and stops the
   * pause's own write at once: written after the change, from the address before it, that write
   * would undo the change.
   */
  const withTyped = (changes: Record<string, string | null>) => {
    clearTimeout(pause.current);
    return pending === null ? changes : { q: pending, ...changes };
  };

  return {
    query,
    sort,
    // A new search starts on the first page, as does a new sort.
    page: pending !== null ? 1 : Number.isFinite(page) ? page : 1,
    setQuery: useCallback(
      (value) => {
        // The last pause ends now: the effect's cleanup runs after the next paint (Preact).
        clearTimeout(pause.current);
        setTyped({ text: value, over: addressQuery });
      },
      [addressQuery],
    ),
    commitQuery: () => {
      if (pending !== null) update(withTyped({ page: null }));
    },
    setSort: (value) =>
      update(withTyped({ sort: value.columnId, dir: value.direction, page: null }), {
        replace: false,
      }),
    setPage: (value, typedPage = false) =>
      update(withTyped({ page: value > 1 ? String(value) : null }), { replace: typedPage }),
  };
}
