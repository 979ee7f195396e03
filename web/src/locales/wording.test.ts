import { describe, expect, it } from 'vitest';
import { assembleCatalogue, readSections } from '../../scripts/catalogues.mjs';
import { LANGUAGES, languageTag } from '../lib/languages';

type Tree = { [key: string]: string | Tree };

const sections = readSections();

/** Every text of a language as [key, text], the legal texts left out (they stay as written). */
function texts(language: string): [string, string][] {
  const walk = (tree: Tree, prefix: string): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : walk(value, `${prefix}${key}.`),
    );
  return walk(assembleCatalogue(sections, language) as Tree, '').filter(
    ([key]) => !key.startsWith('legal.'),
  );
}

/** The informal "du", its forms and the imperatives that go with it, as the texts had them. */
const INFORMAL =
  /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|bist|hast|kannst|musst|lädst|wählst|zeigst|lies|gib|klicke|wähle|verwende|prüfe|trage|frage)\b/i;

describe('German wording', () => {
  const german = texts('de');

  it('addresses the user as "Sie" everywhere', () => {
    // Lower-case "sie" is a third person; only the informal forms are looked for.
    expect(german.filter(([, text]) => INFORMAL.test(text))).toEqual([]);
  });

  it('calls personal transmitters "persönlich", not "Personal"', () => {
    expect(german.filter(([, text]) => /\bPersonal/.test(text))).toEqual([]);
  });
});

describe('examples with decimals', () => {
  // A decimal in an example: digits, the separator, digits; not part of a version or an address.
  const DECIMAL = /(?<![\d.,])\d{1,3}([.,])\d{1,4}(?![\d.,])/g;

  it.each(LANGUAGES)('use the decimal separator of %s', (language) => {
    const separator = new Intl.NumberFormat(languageTag(language)).format(1.5).charAt(1);
    const wrong = texts(language).filter(([, text]) =>
      [...text.matchAll(DECIMAL)].some(([number, mark]) => {
        // "2,500" or "2.500" is a thousands group, not a decimal.
        const thousands = number.split(/[.,]/)[1]!.length === 3 && mark !== separator;
        return mark !== separator && !thousands;
      }),
    );
    expect(wrong).toEqual([]);
  });
});
