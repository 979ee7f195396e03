import { describe, expect, it } from 'vitest';
import { statusToSend } from './transmitter-status';

describe('statusToSend', () => {
  it('keeps the loaded status, so an edit never re-enables by accident', () => {
    expect(statusToSend('ONLINE', false)).toBe('ONLINE');
    expect(statusToSend('ERROR', false)).toBe('ERROR');
    expect(statusToSend('DISABLED', true)).toBe('DISABLED');
    expect(statusToSend(undefined, false)).toBeUndefined();
  });

  it('disables or re-enables only when the checkbox says so', () => {
    expect(statusToSend('ONLINE', true)).toBe('DISABLED');
    expect(statusToSend(undefined, true)).toBe('DISABLED');
    expect(statusToSend('DISABLED', false)).toBe('OFFLINE');
  });
});
