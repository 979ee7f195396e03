/** The interface languages, in the order the language menu lists them. */
export const LANGUAGES = ['en', 'de', 'es', 'nl', 'fr', 'pl', 'it', 'pt', 'se'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Each language by its own name. These do not change with the interface language (a reader looks
 * for their own language's name), so they live here rather than in the catalogues.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  nl: 'Nederlands',
  fr: 'Français',
  pl: 'Polski',
  it: 'Italiano',
  pt: 'Português',
  se: 'Svenska',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The BCP 47 tag for a language code. The app keeps the old front end's code 'se' for Swedish
 * (stored sessions use it), but 'se' is Northern Sami: the page and Intl must say 'sv'.
 */
export function languageTag(language: Language): string {
  return language === 'se' ? 'sv' : language;
}
