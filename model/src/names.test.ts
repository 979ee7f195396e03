import { describe, expect, it } from 'vitest';
import { nameSchema } from './names.js';
import { usageForPower } from './transmitter.js';

const messages = (value: unknown) =>
  (nameSchema.safeParse(value).error?.issues ?? []).map((issue) => issue.message);

describe('nameSchema', () => {
  it('accepts a callsign and refuses a colon anywhere in a name', () => {
    expect(messages('dl1abc')).toEqual([]);
    expect(messages('dl1:abc')).toEqual(['validation.colon']);
    expect(messages(':abc')).toEqual(['validation.colon']);
  });

  it('reports the length and the colon together', () => {
    expect(messages('a:')).toEqual(['validation.size', 'validation.colon']);
  });
});

describe('usageForPower', () => {
  it('puts 1 W and less in personal, anything above in widerange', () => {
    expect(usageForPower(0)).toBe('PERSONAL');
    expect(usageForPower(1)).toBe('PERSONAL');
    expect(usageForPower(1.001)).toBe('WIDERANGE');
    expect(usageForPower(25)).toBe('WIDERANGE');
  });
});
