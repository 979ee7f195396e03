import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber } from './format';
import { languageTag } from './languages';

const moment = new Date(2025, 4, 12, 14, 3);

describe('formatting per language', () => {
  it('formats dates the way each language writes them', () => {
    expect(formatDateTime(moment, 'de')).toBe('12.05.2025, 14:03');
    expect(formatDateTime(moment, 'en')).toMatch(/May 12, 2025/);
    expect(formatDateTime(moment, 'se')).toMatch(/12 maj 2025/);
    expect(formatDateTime('not a date', 'en')).toBe('');
  });

  it('formats numbers the way each language writes them', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });

  it('says sv for Swedish, whose code here is se', () => {
    expect(languageTag('se')).toBe('sv');
    expect(languageTag('de')).toBe('de');
  });
});
