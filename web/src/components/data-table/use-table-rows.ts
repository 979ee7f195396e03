import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
} from './table-model';
import { useSearchTexts } from './use-search-texts';
import { useTableState } from './use-table-state';

/** One empty list for every loading table, so memoized work is not redone on each render. */
const NO_ROWS: readonly never[] = [];

function useLocale(): string {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? languageTag(i18n.language) : 'en';
}

/**
 * What a table shows of its rows: sorted (by the first column initially), searched, and cut into
 * pages, with the search, sort and page kept in the URL (useTableState). `partial` rows (the
 * beginning of the list, see DataTableProps) are shown only in the first order without a search;
 * any other view waits for the whole list (`rows` answers undefined meanwhile).
 */
export function useTableRows<Row>(
  columns: readonly Column<Row>[],
  givenRows: readonly Row[] | undefined,
  partial = false,
) {
  const locale = useLocale();
  const first = columns[0]!;
  const defaultSort = useMemo<Sort>(
    () => ({ columnId: first.id, direction: first.firstDirection ?? 'asc' }),
    [first],
  );
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  const state = useTableState(defaultSort, columnIds);
  const query = state.query;
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
  return { state, filtered, page, rows };
}
