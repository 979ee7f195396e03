import { languageTag, type Language } from './languages';

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Date and time in the reader's language, e.g. "12 May 2025, 14:03" or "12.05.2025, 14:03". */
export function formatDateTime(value: Date | string | number, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(languageTag(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

export function formatDate(value: Date | string | number, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium' }).format(date);
}

export function formatNumber(
  value: number,
  language: Language,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(languageTag(language), options).format(value);
}
