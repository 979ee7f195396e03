import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEnglishRest, loadEnglishStart, loaders } from 'virtual:catalogues';
import { assembleCatalogue, LOCALES_FOLDER, readSections } from '../../scripts/catalogues.mjs';
import { LANGUAGES } from '../lib/languages';

type Tree = { [key: string]: string | Tree };

const sections = readSections();
const load = (language: string): Tree => assembleCatalogue(sections, language);

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') {
      for (const [inner, leaf] of flatten(value, `${prefix}${key}.`)) entries.set(inner, leaf);
    } else {
      entries.set(`${prefix}${key}`, value);
    }
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Brackets that do not form a {{name}} placeholder: a broken one, e.g. "{status}" or "{{status}". */
const strayBraces = (text: string) =>
  text.replace(/\{\{\s*[^}\s]+\s*\}\}/g, '').match(/[{}]/g) ?? [];

const english = flatten(load('en'));

describe('translation catalogues', () => {
  it('come only from section files, each with every language', () => {
    // A per-language catalogue beside them would be ignored: split-catalogues.mjs moves it in.
    expect(readdirSync(LOCALES_FOLDER).filter((name) => name.endsWith('.json'))).toEqual([]);
    expect(sections.size).toBeGreaterThan(0);
    const languages = (section: string) => Object.keys(sections.get(section)!).sort();
    const mismatched = [...sections.keys()].filter(
      (section) => languages(section).join() !== [...LANGUAGES].sort().join(),
    );
    expect(mismatched.map((section) => `sections/${section}.json`)).toEqual([]);
  });

  it('reach the app as one catalogue per language', async () => {
    // English in two parts: the public pages' sections, and the rest; together all of it.
    const start = await loadEnglishStart();
    expect({ ...start, ...(await loadEnglishRest()) }).toEqual(load('en'));
    expect(Object.keys(start).length).toBeLessThan(Object.keys(load('en')).length);
    const others = LANGUAGES.filter((code) => code !== 'en');
    expect(Object.keys(loaders).sort()).toEqual([...others].sort());
    expect(await loaders.de!()).toEqual(load('de'));
  });

  it.each(LANGUAGES.filter((code) => code !== 'en'))(
    '%s has every key of English and no other',
    (code) => {
      const catalogue = flatten(load(code));
      const missing = [...english.keys()].filter((key) => !catalogue.has(key));
      const extra = [...catalogue.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(LANGUAGES)('%s keeps every placeholder intact', (code) => {
    const catalogue = flatten(load(code));
    for (const [key, source] of english) {
      const text = catalogue.get(key);
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      expect(placeholders(text as string), key).toEqual(placeholders(source as string));
      expect(strayBraces(text as string), key).toEqual([]);
    }
  });

  it.each(LANGUAGES.filter((code) => code !== 'en'))(
    '%s leaves no English sentence untranslated',
    (code) => {
      const catalogue = flatten(load(code));
      // Short labels may legitimately match (OK, API, Support, Information); sentences may not.
      const untranslated = [...english].filter(([key, source]) => {
        const words = String(source)
          .replace(/\{\{[^}]+\}\}/g, '')
          .split(/\s+/)
          .filter((word) => /\p{L}/u.test(word));
        return catalogue.get(key) === source && words.length > 2;
      });
      expect(untranslated.map(([key]) => key)).toEqual([]);
    },
  );
});
