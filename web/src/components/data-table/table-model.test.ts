import { describe, expect, it } from 'vitest';
import {
  SearchTexts,
  filterRows,
  firstMatches,
  indexRows,
  paginate,
  sortRows,
  typedPage,
  type Column,
} from './table-model';

interface Row {
  name: string;
  owners: string[];
  when: string | null;
  count: number;
  secret: string;
}

const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', text: (row) => row.name },
  { id: 'owners', header: 'Owners', text: (row) => row.owners.join(', ') },
  {
    id: 'when',
    header: 'When',
    text: (row) => row.when ?? '---',
    sortValue: (row) => row.when,
    sort: 'date',
  },
  {
    id: 'count',
    header: 'Count',
    text: (row) => String(row.count),
    sortValue: (row) => row.count,
    sort: 'number',
  },
];

const rows: Row[] = [
  { name: 'db10', owners: ['Ärger'], when: '2026-01-02T10:00:00Z', count: 9, secret: 'hidden' },
  { name: 'DB2', owners: ['zulu'], when: null, count: 100, secret: 'hidden' },
  {
    name: 'db1',
    owners: ['alpha', 'beta'],
    when: '2026-01-03T10:00:00Z',
    count: 10,
    secret: 'hidden',
  },
];

const names = (items: readonly { row: Row }[]) => items.map((item) => item.row.name);

describe('overview table model', () => {
  const prepared = indexRows(rows);
  const texts = new SearchTexts(rows, columns);

  it('searches what the cells show, ignoring case, never hidden fields', () => {
    expect(names(filterRows(prepared, 'ALPHA', texts))).toEqual(['db1']);
    expect(names(filterRows(prepared, 'ärg', texts))).toEqual(['db10']);
    expect(names(filterRows(prepared, 'hidden', texts))).toEqual([]);
    expect(names(filterRows(prepared, '  ', texts))).toHaveLength(3);
  });

  it('does not match across two cells', () => {
    expect(names(filterRows(prepared, 'db1alpha', texts))).toEqual([]);
  });

  it('searches the sorted rows by their place in the original list', () => {
    const sorted = sortRows(prepared, columns[3]!, 'desc', 'en');
    expect(names(filterRows(sorted, 'd', texts))).toEqual(['DB2', 'db1', 'db10']);
    expect(names(filterRows(sorted, 'zulu', texts))).toEqual(['DB2']);
  });

  it('finds the first page of a search without reading the rest of the list', () => {
    const many = Array.from({ length: 1_000 }, (_, index) => ({
      ...rows[index % 3]!,
      name: `row${index}`,
    }));
    const read: number[] = [];
    const counting: Column<Row>[] = [
      { id: 'name', header: 'Name', text: (row) => (read.push(1), row.name) },
    ];
    const all = indexRows(many);
    const sorted = sortRows(all, counting[0]!, 'desc', 'en');
    for (const query of ['row', 'ROW9', '99', '', 'nothing']) {
      const complete = filterRows(sorted, query, new SearchTexts(many, counting));
      const first = firstMatches(sorted, query, new SearchTexts(many, counting), 10);
      expect(names(first)).toEqual(names(complete.slice(0, 10)));
    }
    read.length = 0;
    expect(names(firstMatches(sorted, 'row', new SearchTexts(many, counting), 10))).toHaveLength(
      10,
    );
    expect(read).toHaveLength(10);
  });

  it('makes search texts only when searched or while there is time, then all of them', () => {
    const asked: string[] = [];
    const counted: Column<Row>[] = [
      {
        id: 'name',
        header: 'Name',
        text: (row) => {
          asked.push(row.name);
          return row.name;
        },
      },
    ];
    const lazy = new SearchTexts(rows, counted);
    expect(asked).toEqual([]);
    expect(lazy.fill(() => false)).toBe(false);
    expect(asked).toEqual([]);
    expect(lazy.get(2)).toBe('db1');
    expect(asked).toEqual(['db1']);
    expect(lazy.fill(() => true)).toBe(true);
    // The text made for the search is not made again.
    expect(asked).toEqual(['db1', 'db10', 'DB2']);
  });

  it('sorts text in alphabetical order with numbers inside names compared as numbers', () => {
    expect(names(sortRows(prepared, columns[0]!, 'asc', 'de'))).toEqual(['db1', 'DB2', 'db10']);
    expect(names(sortRows(prepared, columns[0]!, 'desc', 'de'))).toEqual(['db10', 'DB2', 'db1']);
  });

  it('sorts by the language: Ä with A in German', () => {
    expect(names(sortRows(prepared, columns[1]!, 'asc', 'de'))).toEqual(['db1', 'db10', 'DB2']);
  });

  it('sorts dates by time and numbers by value, empty values last in both directions', () => {
    expect(names(sortRows(prepared, columns[2]!, 'desc', 'de'))).toEqual(['db1', 'db10', 'DB2']);
    expect(names(sortRows(prepared, columns[2]!, 'asc', 'de'))).toEqual(['db10', 'db1', 'DB2']);
    expect(names(sortRows(prepared, columns[3]!, 'asc', 'de'))).toEqual(['db10', 'db1', 'DB2']);
  });

  it('pages ten rows at a time and clamps the page into range', () => {
    const items = Array.from({ length: 25 }, (_, index) => index);
    expect(paginate(items, 1)).toMatchObject({
      page: 1,
      pageCount: 3,
      items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    });
    expect(paginate(items, 3).items).toEqual([20, 21, 22, 23, 24]);
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate(items, -4).page).toBe(1);
    expect(paginate([], 1)).toMatchObject({ page: 1, pageCount: 1, items: [] });
  });

  it('moves a typed page number to the nearest page, and waits while the entry is empty', () => {
    expect(typedPage('2', 3)).toBe(2);
    expect(typedPage('9', 3)).toBe(3);
    expect(typedPage('0', 3)).toBe(1);
    expect(typedPage('-4', 3)).toBe(1);
    expect(typedPage('2.6', 3)).toBe(3);
    expect(typedPage('5', 0)).toBe(1);
    expect(typedPage('', 3)).toBeNull();
    expect(typedPage(' ', 3)).toBeNull();
  });
});
