import { describe, expect, it } from 'vitest';
import { mismatchedUsage } from './usage-power';

describe('mismatchedUsage', () => {
  it('names the usage the power calls for when the chosen one differs', () => {
    expect(mismatchedUsage('WIDERANGE', 1)).toBe('PERSONAL');
    expect(mismatchedUsage('PERSONAL', 5)).toBe('WIDERANGE');
  });

  it('is null when they match or no power is given', () => {
    expect(mismatchedUsage('PERSONAL', 1)).toBeNull();
    expect(mismatchedUsage('WIDERANGE', 1.5)).toBeNull();
    expect(mismatchedUsage('WIDERANGE', '')).toBeNull();
  });
});
