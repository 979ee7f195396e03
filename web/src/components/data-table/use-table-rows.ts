import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, languageTag } from '../../lib/languages';
import { filterRows, indexRows, paginate, sortRows, type Column, type Sort } from './table-model';
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
 * pages, with the search, sort and page kept in the URL (useTableState).
 */
export function useTableRows<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[] | undefined,
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

  const list = rows ?? NO_ROWS;
  const searchTexts = useSearchTexts(list, columns);
  const sorted = useMemo(() => {
    const column = columns.find((candidate) => candidate.id === state.sort.columnId) ?? first;
    return sortRows(indexRows(list), column, state.sort.direction, locale);
  }, [list, columns, first, state.sort, locale]);
  const filtered = useMemo(
    () => filterRows(sorted, query, searchTexts),
    [sorted, query, searchTexts],
  );
  return { state, filtered, page: paginate(filtered, state.page) };
}
