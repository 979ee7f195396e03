import { describe, expect, it } from 'vitest';
import { singleLine } from './message-text';

describe('singleLine', () => {
  it('turns every kind of line break into one space', () => {
    expect(singleLine('a\nb\r\nc\rd\u2028e\u2029f')).toBe('a b c d e f');
  });

  it('leaves a text without breaks as it is', () => {
    expect(singleLine('DL1ABC: QRV 145.500  now')).toBe('DL1ABC: QRV 145.500  now');
  });
});
