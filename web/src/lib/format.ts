import { languageTag, type Language } from './languages';

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Building an Intl formatter costs far more than using one, and tables format a whole network's
 * worth of cells (100,000 calls): keep one per language and style.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag(language), options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Formatted date-times by language and minute. They show minutes, so every timestamp within one
 * minute reads the same; a day of 100,000 calls has at most 1,440 distinct texts.
 */
const minuteTexts = new Map<string, string>();
const MINUTE_MS = 60_000;

/** Date and time in the reader's language, e.g. "12 May 2025, 14:03" or "12.05.2025, 14:03". */
export function formatDateTime(value: Date | string | number, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  const key = `${language}|${Math.floor(date.getTime() / MINUTE_MS)}`;
  let text = minuteTexts.get(key);
  if (text === undefined) {
    if (minuteTexts.size > 50_000) minuteTexts.clear();
    text = dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
    minuteTexts.set(key, text);
  }
  return text;
}

export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  const key = `${language}|${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag(language), options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * Builds the formatters most pages use first. The first Intl formatter of a page loads the
 * language's data: 15 to 25 ms on this project's machines, four times that on a phone, which
 * otherwise lands in the first render of a list, the map or the home page's statistics.
 * main.tsx calls this while the page's code and data are still on their way. Each is built in a
 * task of its own: together they would be one long task on a phone.
 */
export function warmUpFormats(language: Language): void {
  setTimeout(() => formatNumber(0, language), 0);
  setTimeout(() => formatDateTime(0, language), 0);
}
