import { describe, expect, it } from 'vitest';
import { median } from './stats.js';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});
