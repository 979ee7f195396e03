/**
 * Password hashes in the Core's string format "<iterations>:<saltHex>:<hashHex>"
 * (PBKDF2WithHmacSHA1, 24-byte salt and key), so a real Core State.json can be imported and
 * exported with working logins.
 */
import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(pbkdf2);

const SALT_BYTES = 24;
const KEY_BYTES = 24;
/**
 * The Core hashes with 1000 iterations. We use more, but keep four digits: the Core validates
 * `User.hash` as exactly 102 characters, and an exported State.json must still load in a Core.
 */
export const HASH_ITERATIONS = 9999;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, HASH_ITERATIONS, KEY_BYTES, 'sha1');
  return `${HASH_ITERATIONS}:${salt.toString('hex')}:${key.toString('hex')}`;
}

/** Checks a password against a stored Core hash in constant time. Malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [iterationsText, saltHex, keyHex] = stored.split(':');
  const iterations = Number(iterationsText);
  if (
    !Number.isInteger(iterations) ||
    iterations < 1 ||
    iterations > 10_000_000 ||
    !saltHex ||
    !keyHex ||
    !/^[0-9a-f]+$/i.test(saltHex + keyHex) ||
    keyHex.length % 2 !== 0
  ) {
    return false;
  }
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await derive(
    password,
    Buffer.from(saltHex, 'hex'),
    iterations,
    expected.length,
    'sha1',
  );
  return timingSafeEqual(actual, expected);
}
