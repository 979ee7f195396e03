/** Shared pieces of the State.json tests: the fixture and a key-order-free comparison form. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURE_FILE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'State.json');

/**
 * Passwords of the fixture's users. Their hashes were made once, outside the tests, the way the
 * Core makes them: PBKDF2-SHA1, 1000 iterations, 24-byte salt and key.
 */
export const FIXTURE_PASSWORDS = { admin: 'admin', dl7old: 'oldpass73', pe1old: 'geheim42' };

export function readFixture(): unknown {
  return JSON.parse(readFileSync(FIXTURE_FILE, 'utf8'));
}

/** The same document with every object's keys sorted, so comparisons ignore key order. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
