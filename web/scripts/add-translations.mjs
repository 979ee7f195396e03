// Adds translated keys to the nine catalogues at once. The fragment is one JSON file keyed by
// language, each holding the same nested keys:
//   { "en": { "calls": { "title": "Calls" } }, "de": { "calls": { "title": "Rufe" } }, ... }
// Existing keys are left alone unless --replace is given. Usage:
//   node web/scripts/add-translations.mjs fragment.json [--replace]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['en', 'de', 'es', 'nl', 'fr', 'pl', 'it', 'pt', 'se'];
const folder = join(dirname(fileURLToPath(import.meta.url)), '../src/locales');
const [fragmentFile, flag] = process.argv.slice(2);
if (!fragmentFile) {
  console.error('usage: node web/scripts/add-translations.mjs fragment.json [--replace]');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(fragmentFile, 'utf8'));
const missing = LANGUAGES.filter((language) => !fragment[language]);
if (missing.length > 0) {
  console.error(`the fragment lacks: ${missing.join(', ')}`);
  process.exit(1);
}

const conflicts = [];
function merge(target, source, prefix) {
  for (const [key, value] of Object.entries(source)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object') {
      if (typeof target[key] === 'string') conflicts.push(path);
      else merge((target[key] ??= {}), value, `${path}.`);
    } else if (target[key] === undefined || flag === '--replace') {
      target[key] = value;
    } else if (target[key] !== value) {
      conflicts.push(path);
    }
  }
}

for (const language of LANGUAGES) {
  const file = join(folder, `${language}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  merge(catalogue, fragment[language], `${language}:`);
  writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
}
if (conflicts.length > 0) console.warn(`kept existing texts for: ${conflicts.join(', ')}`);
console.log(`added to ${LANGUAGES.length} catalogues`);
