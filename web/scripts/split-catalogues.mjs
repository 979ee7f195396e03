// Turns one-file-per-language catalogues (src/locales/<code>.json, the layout before
// src/locales/sections/) into section files, one per top-level section holding every language,
// then removes the per-language files. They are taken as the whole truth: each section file is
// written anew from them, and a section file whose section none of them has is removed. Without
// per-language files there is nothing to do, so running it again changes nothing.
//   node web/scripts/split-catalogues.mjs
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  LOCALES_FOLDER,
  SOURCE_LANGUAGE,
  languageOrder,
  readJson,
  sectionFiles,
  sectionName,
  writeSection,
} from './catalogues.mjs';

const codes = readdirSync(LOCALES_FOLDER)
  .filter((name) => /^[a-z]{2}\.json$/.test(name))
  .map((name) => name.slice(0, 2));
if (codes.length === 0) {
  console.log('no per-language catalogues in src/locales: nothing to split');
  process.exit(0);
}
if (!codes.includes(SOURCE_LANGUAGE)) {
  console.error(`src/locales/${SOURCE_LANGUAGE}.json is missing: it names the sections`);
  process.exit(1);
}

const languages = languageOrder(codes);
const catalogues = new Map(
  languages.map((code) => [code, readJson(join(LOCALES_FOLDER, `${code}.json`))]),
);
// The sources' sections in English order, then any only another language has (the catalogue
// test reports those as extra keys).
const names = [...new Set([...catalogues.values()].flatMap((catalogue) => Object.keys(catalogue)))];

for (const name of names) {
  const byLanguage = {};
  for (const [code, catalogue] of catalogues) {
    const texts = catalogue[name];
    if (texts === undefined) continue;
    if (texts === null || typeof texts !== 'object') {
      console.error(`${code}.json: "${name}" is a text, not a section; put it into one`);
      process.exit(1);
    }
    byLanguage[code] = texts;
  }
  writeSection(name, byLanguage);
}
for (const file of sectionFiles()) {
  if (!names.includes(sectionName(file))) rmSync(file);
}
for (const code of languages) rmSync(join(LOCALES_FOLDER, `${code}.json`));
console.log(`${names.length} sections in src/locales/sections/ from ${languages.join(' ')}`);
