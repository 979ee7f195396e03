/**
 * The overview table's data work, kept apart from React so it can be tested and measured on
 * network-sized lists (100,000 calls). Search texts are computed once per data set, after the
 * first page is shown; a keystroke only filters precomputed strings.
 */
import type { ReactNode } from 'react';
import type { ExportValue } from '../../lib/records/export-fields';

export type SortKind = 'text' | 'number' | 'date';
export type SortDirection = 'asc' | 'desc';

export interface Column<Row> {
  /** Stable id: used in the URL (`?sort=`) and as the React key. */
  id: string;
  header: string;
  /** What the cell shows, as text. Search matches this and nothing else. */
  text: (row: Row) => string;
  /**
   * What exports write for the cell when it differs from the text: the API's value (a status
   * code, a flag, a number, a list, an ISO 8601 time), never a placeholder or a translated word.
   */
  value?: (row: Row) => ExportValue;
  /** A richer cell (badge, link); it must show the same text as `text`. */
  render?: (row: Row) => ReactNode;
  /** How the column sorts: language-aware text (default), numbers, or dates (nulls last). */
  sort?: SortKind;
  /** The value sorted on, when it differs from the text (a timestamp, a count). */
  sortValue?: (row: Row) => string | number | null | undefined;
  /** Direction of the first sort on this column; dates start with the newest. */
  firstDirection?: SortDirection;
  /**
   * Narrow columns (flags, counts) keep their content on one line (true). The first column, the
   * record's name, does so unless it says false: a long first value (a time with its zone) may
   * then break between words rather than push the row actions out of view.
   */
  nowrap?: boolean;
  /**
   * Short names made of a few words (a device and its version) break between their words only,
   * never inside one ("UniPage/r"), as long as the table fits its box; a word longer than the
   * table is wide still breaks. Other columns may break anywhere, so that a long description
   * without spaces cannot widen the table.
   */
  wholeWords?: boolean;
}

export interface Sort {
  columnId: string;
  direction: SortDirection;
}

/** A row and its place in the list as the server sent it, which breaks ties when sorting. */
export interface IndexedRow<Row> {
  row: Row;
  index: number;
}

export function indexRows<Row>(rows: readonly Row[]): IndexedRow<Row>[] {
  return rows.map((row, index) => ({ row, index }));
}

const CELL_SEPARATOR = '\u0000';

/**
 * Lower-cases without the locale: the nine interface languages have no special case rules
 * (unlike Turkish), and the plain form is several times faster on a network's worth of rows.
 */
const fold = (text: string) => text.toLowerCase();

/**
 * The search text of every row: its lower-cased cell texts joined by a character no one types,
 * so a match stays within one cell. Texts are made on demand and, through `fill`, in the
 * background: the first page of 100,000 calls must not wait for texts nobody has searched yet.
 */
export class SearchTexts<Row> {
  private readonly texts: (string | undefined)[];
  private filled = 0;

  constructor(
    private readonly rows: readonly Row[],
    private readonly columns: readonly Column<Row>[],
  ) {
    this.texts = new Array<string | undefined>(rows.length).fill(undefined);
  }

  /** The search text of the row at `index` in the list the texts were made for. */
  get(index: number): string {
    let text = this.texts[index];
    if (text === undefined) {
      const row = this.rows[index]!;
      text = fold(this.columns.map((column) => column.text(row)).join(CELL_SEPARATOR));
      this.texts[index] = text;
    }
    return text;
  }

  /**
   * Makes texts in list order while `hasTime()` allows (asked every 256 rows); returns true once
   * every row has its text.
   */
  fill(hasTime: () => boolean): boolean {
    while (this.filled < this.rows.length) {
      if (this.filled % 256 === 0 && !hasTime()) return false;
      this.get(this.filled);
      this.filled += 1;
    }
    return true;
  }
}

function dateValue(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

function numberValue(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isNaN(number) ? null : number;
}

/**
 * Sorts rows by one column. Text sorts in the language's alphabetical order with numbers
 * inside names compared as numbers ("db2" before "db10"); empty values always go last; ties keep
 * the server's order.
 */
export function sortRows<Row>(
  rows: readonly IndexedRow<Row>[],
  column: Column<Row>,
  direction: SortDirection,
  locale: string,
): IndexedRow<Row>[] {
  const kind = column.sort ?? 'text';
  const raw = column.sortValue ?? column.text;
  const sign = direction === 'asc' ? 1 : -1;
  let compareKeys: (a: unknown, b: unknown) => number;
  let keyOf: (row: Row) => unknown;
  if (kind === 'text') {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    keyOf = (row) => {
      const value = raw(row);
      return value === null || value === undefined || value === '' ? null : String(value);
    };
    compareKeys = (a, b) => collator.compare(a as string, b as string);
  } else {
    keyOf = (row) => (kind === 'date' ? dateValue(raw(row)) : numberValue(raw(row)));
    compareKeys = (a, b) => (a as number) - (b as number);
  }
  const keys = rows.map((item) => keyOf(item.row));
  const order = rows.map((_, position) => position);
  order.sort((left, right) => {
    const a = keys[left];
    const b = keys[right];
    if (a === null && b === null) return left - right;
    if (a === null) return 1;
    if (b === null) return -1;
    return sign * compareKeys(a, b) || left - right;
  });
  return order.map((position) => rows[position]!);
}

/** Rows whose shown text contains the query, ignoring case; an empty query keeps them all. */
export function filterRows<Row>(
  rows: readonly IndexedRow<Row>[],
  query: string,
  texts: SearchTexts<Row>,
): readonly IndexedRow<Row>[] {
  const needle = fold(query.trim());
  if (needle === '') return rows;
  return rows.filter((item) => texts.get(item.index).includes(needle));
}

/**
 * The first `limit` of the rows `filterRows` would keep, found without reading the whole list:
 * the page in view right after a key, while the complete search (count and pages) follows.
 */
export function firstMatches<Row>(
  rows: readonly IndexedRow<Row>[],
  query: string,
  texts: SearchTexts<Row>,
  limit: number,
): readonly IndexedRow<Row>[] {
  const needle = fold(query.trim());
  if (needle === '') return rows.slice(0, limit);
  const found: IndexedRow<Row>[] = [];
  for (const item of rows) {
    if (found.length >= limit) break;
    if (texts.get(item.index).includes(needle)) found.push(item);
  }
  return found;
}

export const PAGE_SIZE = 10;

export interface Page<T> {
  items: readonly T[];
  /** 1-based page number actually shown (clamped into range). */
  page: number;
  pageCount: number;
}

/**
 * The page a typed page number asks for, moved to the nearest page that exists ("9" of 3 pages
 * is page 3); null while the entry is not a number yet (empty while retyping).
 */
export function typedPage(entry: string, pageCount: number): number | null {
  if (entry.trim() === '') return null;
  const wanted = Number(entry);
  if (!Number.isFinite(wanted)) return null;
  return Math.min(Math.max(1, Math.round(wanted)), Math.max(1, pageCount));
}

/** One page of rows; there is always at least one page, and a page past the end shows the last. */
export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (shown - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: shown, pageCount };
}
