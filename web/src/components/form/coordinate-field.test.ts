import { describe, expect, it } from 'vitest';
import {
  decimalSeparator,
  formatCoordinate,
  parseCoordinate,
  readTypedCoordinate,
  splitCoordinate,
  toSignedCoordinate,
} from './coordinate-field';

describe('coordinate helpers', () => {
  it('know each language decimal separator', () => {
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('de')).toBe(',');
    expect(decimalSeparator('se')).toBe(',');
  });

  it('read the language separator and a point, nothing else', () => {
    expect(parseCoordinate('50,7', 'de')).toBe(50.7);
    expect(parseCoordinate(' 50.7 ', 'de')).toBe(50.7);
    expect(parseCoordinate('50.7', 'en')).toBe(50.7);
    expect(parseCoordinate('7', 'fr')).toBe(7);
    expect(parseCoordinate('50,7', 'en')).toBeNull();
    expect(parseCoordinate('1.050,7', 'de')).toBeNull();
    expect(parseCoordinate('', 'de')).toBeNull();
    expect(parseCoordinate('-50.7', 'en')).toBeNull();
    expect(parseCoordinate('abc', 'en')).toBeNull();
    expect(parseCoordinate('50,', 'de')).toBeNull();
  });

  it('format with six decimals in the language notation', () => {
    expect(formatCoordinate(50.7, 'en')).toBe('50.700000');
    expect(formatCoordinate(6.0838871, 'de')).toBe('6,083887');
    expect(formatCoordinate(1234.5, 'en')).toBe('1234.500000');
  });

  it('split signed server text into value and hemisphere, keeping every digit', () => {
    expect(splitCoordinate('-7.09820712', 'de')).toEqual({ text: '7,09820712', sign: -1 });
    expect(splitCoordinate('50.73743', 'en')).toEqual({ text: '50.73743', sign: 1 });
    expect(splitCoordinate(-0.5, 'en')).toEqual({ text: '0.500000', sign: -1 });
  });

  it('build the signed text the Core wants', () => {
    expect(toSignedCoordinate({ text: '50,7', sign: -1 }, 'de')).toBe('-50.7');
    expect(toSignedCoordinate({ text: '6.08', sign: 1 }, 'de')).toBe('6.08');
    expect(toSignedCoordinate({ text: '0', sign: -1 }, 'en')).toBe('0');
    expect(toSignedCoordinate({ text: '', sign: 1 }, 'en')).toBeNull();
  });

  it('move a typed or pasted sign into the hemisphere select', () => {
    const north = { text: '', sign: 1 } as const;
    expect(readTypedCoordinate('-3.70', north)).toEqual({ text: '3.70', sign: -1 });
    expect(readTypedCoordinate(' \u22123,70', north)).toEqual({ text: '3,70', sign: -1 });
    expect(readTypedCoordinate('+50.1', { text: '', sign: -1 })).toEqual({ text: '50.1', sign: 1 });
    expect(readTypedCoordinate('-', north)).toEqual({ text: '', sign: -1 });
    expect(readTypedCoordinate('50.1', { text: '5', sign: -1 })).toEqual({
      text: '50.1',
      sign: -1,
    });
  });
});
