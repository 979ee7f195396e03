import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, isoDateTime } from './format';
import { languageTag } from './languages';

const moment = new Date(Date.UTC(2025, 4, 12, 14, 3));

describe('formatting per language', () => {
  it('formats dates the way each language writes them', () => {
    const utc = { zone: 'utc', hours: '24' } as const;
    expect(formatDateTime(moment, 'de', utc)).toBe('12. Mai 2025, 14:03 UTC');
    expect(formatDateTime(moment, 'en', utc)).toMatch(/May 12, 2025/);
    expect(formatDateTime(moment, 'se', utc)).toMatch(/12 maj 2025/);
    expect(formatDateTime('not a date', 'en')).toBe('');
  });

  it('shows the chosen zone and clock, and always names the zone', () => {
    expect(formatDateTime(moment, 'en', { zone: 'utc', hours: '12' })).toMatch(/2:03\sPM UTC$/);
    expect(formatDateTime(moment, 'en', { zone: 'utc', hours: '24' })).toMatch(/14:03 UTC$/);
    // The local zone (whatever this machine's is) is named too: the text ends in its name.
    expect(formatDateTime(moment, 'en', { zone: 'local', hours: '24' })).toMatch(/\d{2}:03 \S+$/);
  });

  it('writes timestamps for files as ISO 8601 with the zone', () => {
    expect(isoDateTime('2025-05-12T16:03:00+02:00')).toBe('2025-05-12T14:03:00.000Z');
    expect(isoDateTime(null)).toBeNull();
    expect(isoDateTime('soon')).toBeNull();
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
