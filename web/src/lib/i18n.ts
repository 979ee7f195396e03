import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// One catalogue per language, put together at build time from src/locales/sections/ (see
// scripts/catalogues.mjs), each a chunk of its own: the start-up script carries no language's
// texts, so nobody downloads English they will not read. English comes in two parts, the
// sections the public pages use and the rest with the first other page; every other catalogue
// is fetched whole. The server names the page's catalogue beside its code (the pages manifest's
// `texts`), so it arrives with the start-up script rather than after it.
import { loadEnglishRest, loadEnglishStart, loaders } from 'virtual:catalogues';
import { DEFAULT_LANGUAGE, languageTag, type Language } from './languages';

export const i18n = i18next.createInstance();

/** Whether a page beyond the public ones has been opened: English is then needed whole. */
let wholeEnglishWanted = false;
let englishStart: Promise<void> | undefined;
let englishRest: Promise<void> | undefined;
/** The language asked for last, known before its catalogue has arrived. */
let requestedLanguage: Language = DEFAULT_LANGUAGE;

/** Adds a part of English once; a part that failed to arrive is asked for again next time. */
function addEnglish(
  load: () => Promise<Record<string, unknown>>,
  forget: () => void,
): Promise<void> {
  return load().then(
    (texts) => void i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', texts, true, false),
    (error: unknown) => {
      forget();
      throw error;
    },
  );
}

function ensureEnglishStart(): Promise<void> {
  englishStart ??= addEnglish(loadEnglishStart, () => (englishStart = undefined));
  return englishStart;
}

function ensureEnglishRest(): Promise<void> {
  englishRest ??= addEnglish(loadEnglishRest, () => (englishRest = undefined));
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
  if (language === DEFAULT_LANGUAGE) return ensureEnglishStart();
  if (i18n.hasResourceBundle(language, 'translation')) return;
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
  // Once only: a second init would drop the catalogues that have arrived, and each is loaded
  // once (the build's prerender makes its pages one after another with this instance).
  initialised ??= initOnce();
  await initialised;
  await applyLanguage(language);
  return i18n;
}

let initialised: Promise<unknown> | undefined;

function initOnce() {
  return i18n.use(initReactI18next).init({
    // Every catalogue is added once it has arrived (ensureCatalogue).
    resources: {},
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: false,
    // React escapes text itself; catalogue values are never rendered as HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Texts added later (the rest of English) re-render what is shown.
    react: { bindI18nStore: 'added' },
  });
}

/**
 * Loads the catalogue if needed, then switches; English is shown if loading fails. Back to
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
    if (language !== DEFAULT_LANGUAGE) {
      language = DEFAULT_LANGUAGE;
      requestedLanguage = language;
      await ensureCatalogue(language).catch((englishError: unknown) => console.warn(englishError));
    }
  }
  await i18n.changeLanguage(language);
  applyToDocument(language);
}
