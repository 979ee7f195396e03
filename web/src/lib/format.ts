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

/** Which clock times are shown in: the browser's own zone, or UTC (DAPNET's rubrics, hams' logs). */
export type TimeZoneChoice = 'local' | 'utc';
export const TIME_ZONE_CHOICES: readonly TimeZoneChoice[] = ['local', 'utc'];

/** A 24-hour clock (14:03) or a 12-hour one (2:03 PM). */
export type HourCycleChoice = '24' | '12';
export const HOUR_CYCLE_CHOICES: readonly HourCycleChoice[] = ['24', '12'];

/** How every time in the app is shown: one setting, chosen in the user menu (session store). */
export interface TimeDisplay {
  zone: TimeZoneChoice;
  hours: HourCycleChoice;
}

export const DEFAULT_TIME_DISPLAY: TimeDisplay = { zone: 'local', hours: '24' };

/** Date, time and the zone's name, so no time on screen leaves its zone to be guessed. */
function dateTimeOptions({ zone, hours }: TimeDisplay): Intl.DateTimeFormatOptions {
  return {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: hours === '12' ? 'h12' : 'h23',
    timeZone: zone === 'utc' ? 'UTC' : undefined,
    timeZoneName: 'short',
  };
}

/**
 * Formatted date-times by language, time display and minute. They show minutes, so every
 * timestamp within one minute reads the same; a day of 100,000 calls has at most 1,440 distinct
 * texts.
 */
const minuteTexts = new Map<string, string>();
const MINUTE_MS = 60_000;

/**
 * Date and time in the reader's language, clock and zone, e.g. "12 May 2025, 14:03 UTC" or
 * "12. Mai 2025, 2:03 PM MESZ". Screens get it bound to the user's choice from
 * useFormatDateTime (features/session).
 */
export function formatDateTime(
  value: Date | string | number,
  language: Language,
  time: TimeDisplay = DEFAULT_TIME_DISPLAY,
): string {
  const date = toDate(value);
  if (!date) return '';
  const key = `${language}|${time.zone}|${time.hours}|${Math.floor(date.getTime() / MINUTE_MS)}`;
  let text = minuteTexts.get(key);
  if (text === undefined) {
    if (minuteTexts.size > 50_000) minuteTexts.clear();
    text = dateFormat(language, dateTimeOptions(time)).format(date);
    minuteTexts.set(key, text);
  }
  return text;
}

/**
 * A timestamp for files other programs read: ISO 8601 in UTC with its zone
 * ("2025-05-12T12:03:00.000Z"); null when it is none.
 */
export function isoDateTime(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return toDate(value)?.toISOString() ?? null;
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
export function warmUpFormats(language: Language, time: TimeDisplay): void {
  setTimeout(() => formatNumber(0, language), 0);
  setTimeout(() => formatDateTime(0, language, time), 0);
}
