import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
// One catalogue per language, put together at build time from src/locales/sections/ (see
// scripts/catalogues.mjs). English is the source and fallback, so it ships in the main bundle;
// every other catalogue is fetched only when chosen.
import { en, loaders } from 'virtual:catalogues';
import { DEFAULT_LANGUAGE, languageTag, type Language } from './languages';

export const i18n = i18next.createInstance();

async function ensureCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const load = loaders[language];
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
