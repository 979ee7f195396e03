import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
// One catalogue per language, put together at build time from src/locales/sections/ (see
// scripts/catalogues.mjs). English is the source and fallback: the sections the public pages use
// ship in the main bundle, the rest comes with the first other page. Every other catalogue is
// fetched whole, only when chosen.
import { en, loadEnglishRest, loaders } from 'virtual:catalogues';
import { DEFAULT_LANGUAGE, languageTag, type Language } from './languages';

export const i18n = i18next.createInstance();

/** Whether a page beyond the public ones has been opened: English is then needed whole. */
let wholeEnglishWanted = false;
let englishRest: Promise<void> | undefined;
/** The language asked for last, known before its catalogue has arrived. */
let requestedLanguage: Language = DEFAULT_LANGUAGE;

function ensureEnglishRest(): Promise<void> {
  englishRest ??= loadEnglishRest().then(
    (rest) => void i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', rest, true, false),
    (error: unknown) => {
      englishRest = undefined; // the next page asks again
      throw error;
    },
  );
  return englishRest;
}

/**
 * Every text a page beyond the public ones may use, before it renders: its route asks for them
 * beside its code (app/router.tsx), so they cost no extra wait. Only English needs it; the other
 * catalogues are whole.
 */
export async function ensurePageTexts(): Promise<void> {
  wholeEnglishWanted = true;
  if (requestedLanguage === DEFAULT_LANGUAGE) await ensureEnglishRest();
}

async function ensureCatalogue(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, 'translation')) return;
  const load = loaders[language];
  if (!load) throw new Error(`No catalogue for ${language}`);
  i18n.addResourceBundle(language, 'translation', await load());
}

function applyToDocument(language: Language) {
  // No document when the build prerenders a page (prerender/render-page.tsx).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageTag(language);
}

/**
 * Called before the router is made, so that a first page's route knows the language it asks
 * texts for; the first page waits for its own texts (ensurePageTexts), the start does not.
 */
export async function initI18n(language: Language): Promise<typeof i18n> {
  requestedLanguage = language;
  const resources: Resource = { en: { translation: en } };
  await i18n.use(initReactI18next).init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    // React escapes text itself; catalogue values are never rendered as HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Texts added later (the rest of English) re-render what is shown.
    react: { bindI18nStore: 'added' },
  });
  await applyLanguage(language);
  return i18n;
}

/**
 * Loads the catalogue if needed, then switches; English stays in place if loading fails. Back to
 * English on a page beyond the public ones, the rest of English comes first.
 */
export async function switchLanguage(language: Language): Promise<void> {
  requestedLanguage = language;
  if (language === DEFAULT_LANGUAGE && wholeEnglishWanted) {
    await ensureEnglishRest().catch((error: unknown) => console.warn(error));
  }
  await applyLanguage(language);
}

async function applyLanguage(language: Language): Promise<void> {
  try {
    await ensureCatalogue(language);
  } catch (error) {
    console.warn(error);
    language = DEFAULT_LANGUAGE;
    requestedLanguage = language;
  }
  await i18n.changeLanguage(language);
  applyToDocument(language);
}
