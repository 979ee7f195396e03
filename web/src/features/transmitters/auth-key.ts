import { LIMITS } from '@dapnet/model';

/**
 * Letters and digits without the look-alikes 0/O/o, 1/l/I and 5/S/s, 2/Z/z, 8/B: an auth key is
 * often read off one screen and typed into a transmitter's configuration by hand.
 */
export const AUTH_KEY_ALPHABET = 'ACDEFGHJKLMNPQRTUVWXYabcdefghijkmnpqrtuvwxy34679';

export const GENERATED_AUTH_KEY_LENGTH = 20;

type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoRandom: RandomSource = (bytes) => crypto.getRandomValues(bytes);

/**
 * A new auth key from the cryptographic random source. Bytes at or above the largest multiple of
 * the alphabet's length are thrown away and drawn again, so every character is equally likely
 * (a plain `byte % length` would favour the first characters).
 */
export function generateAuthKey(
  length: number = GENERATED_AUTH_KEY_LENGTH,
  random: RandomSource = cryptoRandom,
): string {
  const size = AUTH_KEY_ALPHABET.length;
  const limit = 256 - (256 % size);
  let key = '';
  while (key.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte >= limit) continue;
      key += AUTH_KEY_ALPHABET[byte % size];
      if (key.length === length) break;
    }
  }
  return key.slice(0, Math.min(length, LIMITS.authKey.max));
}
