import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { DEFAULT_LANGUAGE, languageTag, type Language } from './languages';

type Catalogue = Record<string, unknown>;

/**
 * English is the source and fallback, so it ships in the main bundle; every other catalogue is
 * fetched only when chosen.
 */
const loaders = import.meta.glob<Catalogue>(['../locales/*.json', '!../locales/en.json'], {
  import: 'default',
});

export const i18n = i18next.createInstance();

async function ensureCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const load = loaders[`../locales/${language}.json`];
  if (!load) throw new Error(`No catalogue for ${language}`);
  i18n.addResourceBundle(language, 'translation', await load());
}

function applyToDocument(language: Language) {
  // No document when the build prerenders the home page (prerender/render-home.tsx).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageTag(language);
}

export async function initI18n(language: Language): Promise<typeof i18n> {
  const resources: Resource = { en: { translation: en } };
  await i18n.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    // React escapes text itself; catalogue values are never rendered as HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await switchLanguage(language);
  return i18n;
}

/** Loads the catalogue if needed, then switches; English stays in place if loading fails. */
export async function switchLanguage(language: Language): Promise<void> {
  try {
    await ensureCatalogue(language);
  } catch (error) {
    console.warn(error);
    language = DEFAULT_LANGUAGE;
  }
  await i18n.changeLanguage(language);
  applyToDocument(language);
}
