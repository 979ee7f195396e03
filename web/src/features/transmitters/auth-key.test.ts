import { describe, expect, it } from 'vitest';
import { isAlphanumeric } from '@dapnet/model';
import { AUTH_KEY_ALPHABET, generateAuthKey, GENERATED_AUTH_KEY_LENGTH } from './auth-key';

describe('generateAuthKey', () => {
  it('gives 20 letters and digits without look-alike characters', () => {
    for (let round = 0; round < 200; round += 1) {
      const key = generateAuthKey();
      expect(key).toHaveLength(GENERATED_AUTH_KEY_LENGTH);
      expect(isAlphanumeric(key)).toBe(true);
      expect(key).not.toMatch(/[0O1lI]/);
    }
  });

  it('has an alphabet of distinct letters and digits only', () => {
    expect(new Set(AUTH_KEY_ALPHABET).size).toBe(AUTH_KEY_ALPHABET.length);
    expect(isAlphanumeric(AUTH_KEY_ALPHABET)).toBe(true);
    expect(AUTH_KEY_ALPHABET).not.toMatch(/[0Oo1lI]/);
  });

  it('throws away bytes that would favour the first characters', () => {
    const size = AUTH_KEY_ALPHABET.length;
    const limit = 256 - (256 % size);
    // Every byte at or above the limit must be skipped; 0 maps to the first character.
    const bytes = [255, limit, 0, size + 1];
    const fake = (target: Uint8Array<ArrayBuffer>) => {
      target.fill(0);
      bytes.forEach((byte, index) => (target[index] = byte));
      return target;
    };
    expect(generateAuthKey(2, fake)).toBe(AUTH_KEY_ALPHABET[0]! + AUTH_KEY_ALPHABET[1]!);
  });

  it('draws every character about equally often', () => {
    const counts = new Map<string, number>();
    const keys = 2000;
    for (let round = 0; round < keys; round += 1) {
      for (const character of generateAuthKey()) {
        counts.set(character, (counts.get(character) ?? 0) + 1);
      }
    }
    const expected = (keys * GENERATED_AUTH_KEY_LENGTH) / AUTH_KEY_ALPHABET.length;
    expect(counts.size).toBe(AUTH_KEY_ALPHABET.length);
    for (const count of counts.values()) {
      // 40,000 draws over 48 characters: about 833 each; 25 % off would be far outside chance.
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.25);
    }
  });
});
