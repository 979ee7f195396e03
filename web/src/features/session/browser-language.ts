import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../lib/languages';

/**
 * The language a first visit gets: the first of the browser's preferred languages that is one of
 * the nine, else English. Swedish ('sv') is 'se' here. The same rule is written out in
 * web/index.html's first-screen script, which keeps the English prerendered page from anyone who
 * will get another language.
 */
export function browserLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Language {
  for (const tag of preferred) {
    const primary = (tag ?? '').split('-')[0]!.toLowerCase();
    // 'se' in a browser is Northern Sami, not Swedish.
    if (primary === 'se') continue;
    const code = primary === 'sv' ? 'se' : primary;
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}
