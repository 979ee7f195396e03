import { describe, expect, it } from 'vitest';
import { decodeFromPager, encodeForPager } from './pager-text.js';
import {
  decodeSkyperRubric,
  RUBRIC_CONTENT_RIC,
  RUBRIC_NAMES_RIC,
  skyperRubricContentText,
  skyperRubricNameText,
} from './skyper-rubrics.js';

describe('Skyper rubric messages', () => {
  it('encode as the Core does', () => {
    // Number 5 → '$' (0x24); 10 + 0x20 → '*'; "Wetter" shifted → "Xfuufs".
    expect(skyperRubricNameText(5, 'Wetter')).toBe('1$*Xfuufs');
    // Slot 3 → '#'; 'ü' goes out as '}', shifted to '~'.
    expect(skyperRubricContentText(5, 3, 'kühl')).toBe('$#l~im');
  });

  it.each([
    ['Wetter', 5],
    ['Größe & Übermaß: 12 C, sonnig!', 95],
    ['DX-Cluster (KW) 14.074 MHz', 1],
    ['', 42],
  ])('read back what they put on the air: %j in rubric %i', (text, rubricNumber) => {
    expect(decodeSkyperRubric(RUBRIC_NAMES_RIC, skyperRubricNameText(rubricNumber, text))).toEqual({
      kind: 'rubricName',
      rubricNumber,
      label: text,
    });
    for (const slot of [1, 10]) {
      expect(
        decodeSkyperRubric(RUBRIC_CONTENT_RIC, skyperRubricContentText(rubricNumber, slot, text)),
      ).toEqual({ kind: 'rubricContent', rubricNumber, slot, text });
    }
  });

  it('read back what a pager shows when the encoding lost a character', () => {
    // '°' (U+00B0) keeps its low 7 bits on the air: '0'.
    expect(decodeSkyperRubric(RUBRIC_CONTENT_RIC, skyperRubricContentText(5, 1, '12 °C'))).toEqual({
      kind: 'rubricContent',
      rubricNumber: 5,
      slot: 1,
      text: '12 0C',
    });
  });

  it('leave other RICs and texts not in the format alone', () => {
    expect(decodeSkyperRubric(1234, skyperRubricNameText(5, 'Wetter'))).toBeUndefined();
    expect(decodeSkyperRubric(RUBRIC_NAMES_RIC, 'hello')).toBeUndefined();
    expect(decodeSkyperRubric(RUBRIC_CONTENT_RIC, '$')).toBeUndefined();
  });
});

describe('decodeFromPager', () => {
  it('turns the German codes back into umlauts and ß', () => {
    expect(decodeFromPager(encodeForPager('Schöne Grüße aus Köln, ÄÖÜ'))).toBe(
      'Schöne Grüße aus Köln, ÄÖÜ',
    );
    expect(decodeFromPager('mail@example.org 73')).toBe('mail@example.org 73');
  });
});
