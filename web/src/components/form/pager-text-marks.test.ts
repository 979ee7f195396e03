import { describe, expect, it } from 'vitest';
import {
  markedCharacters,
  pagerLines,
  replaceAllMarked,
  replaceCharacter,
} from './pager-text-marks';

const lineText = (line: { shown: string }[]) => line.map((cell) => cell.shown).join('');

describe('markedCharacters', () => {
  it('marks umlauts once each, with their plain replacement', () => {
    expect(markedCharacters('Grüße, Süd')).toEqual([
      { char: 'ü', reason: 'regional', shown: 'ü', replacement: 'ue' },
      { char: 'ß', reason: 'regional', shown: 'ß', replacement: 'ss' },
    ]);
  });

  it('marks characters shown as something else, and ones not shown at all', () => {
    expect(markedCharacters('{é}')).toEqual([
      { char: '{', reason: 'changed', shown: 'ä', replacement: '(' },
      { char: 'é', reason: 'changed', shown: 'i', replacement: 'e' },
      { char: '}', reason: 'changed', shown: 'ü', replacement: ')' },
    ]);
    const [quote] = markedCharacters('“');
    expect(quote).toMatchObject({ reason: 'lost', replacement: '"' });
  });

  it('leaves plain ASCII alone', () => {
    expect(markedCharacters('DB9XYZ: QRV 73!')).toEqual([]);
  });
});

describe('replacing', () => {
  it('replaces every marked character at once', () => {
    expect(replaceAllMarked('Grüße')).toBe('Gruesse');
    expect(replaceAllMarked('„Hallo“ – 5 €')).toBe('"Hallo" - 5 EUR');
  });

  it('replaces one character wherever it occurs, and drops one without a replacement', () => {
    const [u] = markedCharacters('München, Zürich');
    expect(replaceCharacter('München, Zürich', u!)).toBe('Muenchen, Zuerich');
    const [emoji] = markedCharacters('73 😀');
    expect(replaceCharacter('73 😀', emoji!)).toBe('73 ');
  });
});

describe('pagerLines', () => {
  it('breaks the displayed text every 20 characters, not at words', () => {
    const lines = pagerLines('DB9XYZ: Treffen morgen um 10 Uhr am Relais');
    expect(lines.map(lineText)).toEqual(['DB9XYZ: Treffen morg', 'en um 10 Uhr am Rela', 'is']);
  });

  it('shows what the pager shows and marks it', () => {
    const [line] = pagerLines('a{ü');
    expect(line).toEqual([
      { shown: 'a', marked: false },
      { shown: 'ä', marked: true },
      { shown: 'ü', marked: true },
    ]);
  });
});
