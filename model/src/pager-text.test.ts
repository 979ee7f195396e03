import { describe, expect, it } from 'vitest';
import {
  encodeForPager,
  pagerDisplay,
  pagerShowsAsTyped,
  replaceUnshowable,
  suggestedReplacement,
} from './pager-text.js';

describe('encodeForPager', () => {
  it('keeps plain ASCII', () => {
    expect(encodeForPager('CQ DL1ABC 73! (test) 1+1=2')).toBe('CQ DL1ABC 73! (test) 1+1=2');
  });

  it('maps the umlauts and ß onto the German national codes, as the Core does', () => {
    expect(encodeForPager('ÄÖÜäöüß')).toBe('[\\]{|}~');
    expect(encodeForPager('Grüße aus Köln')).toBe('Gr}~e aus K|ln');
  });

  it('keeps the low 7 bits of every other code unit, as the Core does', () => {
    expect(encodeForPager('é')).toBe('i'); // U+00E9
    expect(encodeForPager('€')).toBe(','); // U+20AC
    expect(encodeForPager('“')).toBe('\u001c'); // U+201C
    expect(encodeForPager('😀')).toBe('=\u0000'); // U+D83D U+DE00
  });

  it('sends line breaks as spaces so the protocol line stays whole', () => {
    expect(encodeForPager('a\r\nb')).toBe('a  b');
  });

  it('sends the national codes themselves unchanged', () => {
    expect(encodeForPager('{x}@[y]')).toBe('{x}@[y]');
  });
});

describe('pagerDisplay', () => {
  it('marks ASCII letters and umlauts as shown as typed', () => {
    expect(pagerDisplay('aÖ')).toEqual([
      { char: 'a', kind: 'exact', shown: 'a' },
      { char: 'Ö', kind: 'exact', shown: 'Ö' },
    ]);
    expect(pagerShowsAsTyped('Grüße, 73!')).toBe(true);
  });

  it('says what a pager shows for the national codes and other letters', () => {
    expect(pagerDisplay('{@é')).toEqual([
      { char: '{', kind: 'changed', shown: 'ä' },
      { char: '@', kind: 'changed', shown: '§' },
      { char: 'é', kind: 'changed', shown: 'i' },
    ]);
    expect(pagerShowsAsTyped('a@b')).toBe(false);
  });

  it('marks characters that become control codes as lost, one entry per emoji', () => {
    expect(pagerDisplay('“😀\t')).toEqual([
      { char: '“', kind: 'lost', shown: '' },
      { char: '😀', kind: 'lost', shown: '=' },
      { char: '\t', kind: 'lost', shown: '' },
    ]);
  });
});

describe('suggestedReplacement', () => {
  it('writes umlauts and ß out', () => {
    expect(['ä', 'ö', 'ü', 'Ä', 'Ö', 'Ü', 'ß'].map(suggestedReplacement)).toEqual([
      'ae',
      'oe',
      'ue',
      'Ae',
      'Oe',
      'Ue',
      'ss',
    ]);
  });

  it('turns typographic quotes, dashes and accents into ASCII', () => {
    expect(['„', '“', '’', '–', '—', '…', 'é', 'Ç', 'ﬁ'].map(suggestedReplacement)).toEqual([
      '"',
      '"',
      "'",
      '-',
      '-',
      '...',
      'e',
      'C',
      'fi',
    ]);
  });

  it('has none for plain ASCII or other scripts', () => {
    expect(suggestedReplacement('a')).toBeNull();
    expect(suggestedReplacement('ж')).toBeNull();
    expect(suggestedReplacement('😀')).toBeNull();
  });
});

describe('replaceUnshowable', () => {
  it('replaces what a pager would not show as typed and keeps umlauts', () => {
    expect(replaceUnshowable('„Grüße“ – café {x} @home 😀')).toBe('"Grüße" - cafe (x) (at)home ');
  });

  it('leaves a text a pager shows as typed alone', () => {
    expect(replaceUnshowable('Treffen um 19:30, QRG 439.9875')).toBe(
      'Treffen um 19:30, QRG 439.9875',
    );
  });
});
