import { describe, expect, it } from 'vitest';
import { locationFailure } from './use-my-location';

describe('locationFailure', () => {
  it('tells a refusal from a position that could not be found', () => {
    expect(locationFailure(1)).toBe('denied'); // PERMISSION_DENIED
    expect(locationFailure(2)).toBe('unavailable'); // POSITION_UNAVAILABLE
    expect(locationFailure(3)).toBe('unavailable'); // TIMEOUT
  });
});
