/**
 * The sources of the translation catalogues: one file per section of texts,
 * `src/locales/sections/<section>.json`, holding that section in every language:
 *
 *   { "en": { "title": "Calls", … }, "de": { "title": "Rufe", … }, … }
 *
 * At build and test time they are put together into one catalogue per language (the virtual
 * modules below), so at run time nothing changes: English ships with the app, every other
 * language is one chunk fetched when chosen. Plain JavaScript, so that the scripts beside it run
 * with `node` alone; vite.config.ts and vitest.config.ts use the plugin.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ [key: string]: string | Tree }} Tree */
/** @typedef {Record<string, Tree>} ByLanguage a section's texts, by language code */

export const LOCALES_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'locales');
export const SECTIONS_FOLDER = join(LOCALES_FOLDER, 'sections');
export const SOURCE_LANGUAGE = 'en';

/** @param {string} file */
export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Written the way Prettier leaves it, so that a rewrite shows only what changed. */
export function writeJson(/** @type {string} */ file, /** @type {unknown} */ value) {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** @param {string} [folder] @returns {string[]} the section files' paths, by name */
export function sectionFiles(folder = SECTIONS_FOLDER) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(folder, name));
}

/** A section's name: its file's name. */
export const sectionName = (/** @type {string} */ file) => basename(file, '.json');

/** Every section by its name (the file name), in name order. */
export function readSections(folder = SECTIONS_FOLDER) {
  /** @type {Map<string, ByLanguage>} */
  const sections = new Map();
  for (const file of sectionFiles(folder)) sections.set(sectionName(file), readJson(file));
  return sections;
}

/** English first, then the others by code: the order of the languages in a section file. */
export function languageOrder(/** @type {Iterable<string>} */ codes) {
  const rest = [...new Set(codes)].filter((code) => code !== SOURCE_LANGUAGE).sort();
  return [SOURCE_LANGUAGE, ...rest];
}

/** Every language any section has. */
export function languagesOf(/** @type {Map<string, ByLanguage>} */ sections) {
  return languageOrder([...sections.values()].flatMap((byLanguage) => Object.keys(byLanguage)));
}

/**
 * English's first part: whole sections, or single keys of a section, that the pages open to
 * everybody (home, login, version, the legal pages and the shell around them) use. The rest of
 * English loads with the first other page, so a new screen's texts never grow the first visit. `src/locales/start-up-texts.test.ts` walks the code those pages run and fails
 * when a text they use is missing here.
 */
export const START_UP_TEXTS = [
  'alerts',
  'app',
  'award',
  'common',
  'cookies',
  'footer',
  'form',
  'home',
  'legal',
  'login',
  'map',
  'myPages',
  // The shell announces a signed-in user's own sites going offline on every page (the live
  // stream's site watch), in any tab, as it announces new pages (myPages).
  'mySites',
  'nav',
  'networkHealth',
  'notFound',
  'pageTitle',
  'rest',
  'routeError',
  'validation',
  'version',
  // The home page's first steps for a new network name the forms they lead to.
  'nodes.new',
  'subscribers.new',
  'transmitterGroups.new',
  'transmitters.new',
  'table.refresh',
];

const wholeAtStart = (/** @type {string} */ section) => START_UP_TEXTS.includes(section);

/** A section's start-up part: all of it, the listed keys of it, or nothing. */
function startUpPart(/** @type {string} */ section, /** @type {Tree} */ texts) {
  if (wholeAtStart(section)) return texts;
  /** @type {Tree} */
  const part = {};
  for (const key of START_UP_TEXTS.filter((text) => text.startsWith(`${section}.`))) {
    const path = key.split('.').slice(1);
    let from = /** @type {Tree | string | undefined} */ (texts);
    let to = part;
    path.forEach((step, index) => {
      from = typeof from === 'object' ? from[step] : undefined;
      if (from === undefined) return;
      if (index === path.length - 1) to[step] = from;
      else to = /** @type {Tree} */ (to[step] ??= {});
    });
  }
  return Object.keys(part).length > 0 ? part : undefined;
}

/**
 * Which texts of a section a catalogue holds: all, the start-up part, or the rest (a section
 * of which only some keys start up comes whole with the rest: simpler, and only a few words).
 */
const PARTS = {
  all: (/** @type {string} */ _section, /** @type {Tree} */ texts) => texts,
  'start-up': startUpPart,
  rest: (/** @type {string} */ section, /** @type {Tree} */ texts) =>
    wholeAtStart(section) ? undefined : texts,
};

/** One language's catalogue: `{ <section>: <its texts in that language> }`. */
export function assembleCatalogue(
  /** @type {Map<string, ByLanguage>} */ sections,
  /** @type {string} */ language,
  /** @type {keyof typeof PARTS} */ part = 'all',
) {
  /** @type {Tree} */
  const catalogue = {};
  for (const [name, byLanguage] of sections) {
    const texts = byLanguage[language];
    const chosen = texts === undefined ? undefined : PARTS[part](name, texts);
    if (chosen !== undefined) catalogue[name] = chosen;
  }
  return catalogue;
}

/** Writes one section file, its languages in the usual order. */
export function writeSection(
  /** @type {string} */ name,
  /** @type {ByLanguage} */ byLanguage,
  folder = SECTIONS_FOLDER,
) {
  mkdirSync(folder, { recursive: true });
  const ordered = Object.fromEntries(
    languageOrder(Object.keys(byLanguage)).map((code) => [code, byLanguage[code] ?? {}]),
  );
  writeJson(join(folder, `${name}.json`), ordered);
}

const ALL = 'virtual:catalogues';
const ONE = 'virtual:catalogue/';

/**
 * Vite plugin: `virtual:catalogues` exports `loadEnglishStart` and `loadEnglishRest` (English's
 * two parts: the texts of the pages open to everybody, and the rest) and `loaders` (every other
 * language's whole catalogue); each is a chunk of its own, so no language's texts are part of
 * the start-up script that every visitor runs. `virtual:catalogue/<code>` is one language's
 * whole catalogue, `virtual:catalogue/en/start-up` and `…/en/rest` English's two parts. They are
 * rebuilt when a section file changes.
 * @returns {import('vite').Plugin}
 */
export function cataloguesPlugin(folder = SECTIONS_FOLDER) {
  return {
    name: 'dapnet:catalogues',
    resolveId(id) {
      return id === ALL || id.startsWith(ONE) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id !== `\0${ALL}` && !id.startsWith(`\0${ONE}`)) return undefined;
      for (const file of sectionFiles(folder)) this.addWatchFile(file);
      const sections = readSections(folder);
      if (id.startsWith(`\0${ONE}`)) {
        const [language, part = 'all'] = id.slice(ONE.length + 1).split('/');
        if (!(part in PARTS)) return undefined;
        const catalogue = assembleCatalogue(sections, language, /** @type {any} */ (part));
        return `export default ${JSON.stringify(catalogue)};`;
      }
      const others = languagesOf(sections).filter((code) => code !== SOURCE_LANGUAGE);
      const loaders = others.map(
        (code) => `${JSON.stringify(code)}: () => import('${ONE}${code}').then((m) => m.default)`,
      );
      return [
        `export const loadEnglishStart = () => import('${ONE}${SOURCE_LANGUAGE}/start-up').then((m) => m.default);`,
        `export const loadEnglishRest = () => import('${ONE}${SOURCE_LANGUAGE}/rest').then((m) => m.default);`,
        `export const loaders = { ${loaders.join(', ')} };`,
      ].join('\n');
    },
    configureServer(server) {
      // Any change to the sections changes the catalogues: make them again and reload the page.
      const reload = (/** @type {string} */ file) => {
        if (!file.startsWith(folder)) return;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith('\0virtual:catalogue')) {
            server.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
      };
      for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, reload);
    },
  };
}
