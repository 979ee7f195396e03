import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/languages';

const folder = dirname(fileURLToPath(import.meta.url));
type Tree = { [key: string]: string | Tree };

function load(language: string): Tree {
  return JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as Tree;
}

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
  it('has exactly one catalogue per language', () => {
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .sort();
    expect(files).toEqual(LANGUAGES.map((code) => `${code}.json`).sort());
  });

  it.each(LANGUAGES.filter((code) => code !== 'en'))(
    '%s has every key of en.json and no other',
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
