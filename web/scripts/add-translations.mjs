// Adds translated keys to the section files (src/locales/sections/) at once. The fragment is one
// JSON file keyed by language, each holding the same nested keys below their sections:
//   { "en": { "calls": { "title": "Calls" } }, "de": { "calls": { "title": "Rufe" } }, ... }
// A section that does not exist yet gets its own file. Existing keys are left alone unless
// --replace is given. Usage:
//   node web/scripts/add-translations.mjs fragment.json [--replace]
import { languagesOf, readJson, readSections, writeSection } from './catalogues.mjs';

const [fragmentFile, flag] = process.argv.slice(2);
if (!fragmentFile) {
  console.error('usage: node web/scripts/add-translations.mjs fragment.json [--replace]');
  process.exit(2);
}
const fragment = readJson(fragmentFile);
const sections = readSections();
const languages = languagesOf(sections);
const missing = languages.filter((language) => !fragment[language]);
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

const changed = new Set();
for (const language of languages) {
  for (const [name, texts] of Object.entries(fragment[language])) {
    if (texts === null || typeof texts !== 'object') {
      console.error(`${language}: "${name}" is a text, not a section; put it into one`);
      process.exit(1);
    }
    if (!sections.has(name)) sections.set(name, {});
    merge((sections.get(name)[language] ??= {}), texts, `${language}:${name}.`);
    changed.add(name);
  }
}
for (const name of changed) writeSection(name, sections.get(name));
if (conflicts.length > 0) console.warn(`kept existing texts for: ${conflicts.join(', ')}`);
console.log(`added to ${[...changed].map((name) => `sections/${name}.json`).join(', ')}`);
