import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASH_ITERATIONS, hashPassword, verifyPassword } from '../../src/auth/passwords.js';
import { CredentialVerifier } from '../../src/auth/credentials.js';

/** A hash made exactly as the Core's HashUtil makes it: 1000 iterations, 24-byte salt and key. */
function coreHash(password: string): string {
  const salt = Buffer.alloc(24, 7);
  const key = pbkdf2Sync(password, salt, 1000, 24, 'sha1');
  return `1000:${salt.toString('hex')}:${key.toString('hex')}`;
}

describe('password hashes in the Core format', () => {
  it('verifies hashes written by a real Core', async () => {
    const stored = coreHash('oldSecret42');
    expect(stored).toHaveLength(102);
    expect(await verifyPassword('oldSecret42', stored)).toBe(true);
    expect(await verifyPassword('oldSecret43', stored)).toBe(false);
  });

  it('writes 102-character hashes with more iterations, each with its own salt', async () => {
    const first = await hashPassword('abc123');
    const second = await hashPassword('abc123');
    expect(first).toHaveLength(102);
    expect(first.startsWith(`${HASH_ITERATIONS}:`)).toBe(true);
    expect(first).not.toBe(second);
    expect(await verifyPassword('abc123', first)).toBe(true);
  });

  it.each(['', 'abc', '1000:zz:yy', 'x:00:00', '99999999999:00:00'])(
    'never matches malformed %j',
    async (stored) => {
      expect(await verifyPassword('', stored)).toBe(false);
    },
  );
});

describe('CredentialVerifier', () => {
  it('accepts a remembered password only while the stored hash is unchanged', async () => {
    const verifier = new CredentialVerifier();
    const hash = coreHash('secret1');
    expect(await verifier.verify('DL1ABC', 'secret1', hash)).toBe(true);
    expect(await verifier.verify('dl1abc', 'secret1', hash)).toBe(true);
    expect(await verifier.verify('dl1abc', 'secret2', hash)).toBe(false);
    const changed = coreHash('secret2');
    expect(await verifier.verify('dl1abc', 'secret1', changed)).toBe(false);
    expect(await verifier.verify('dl1abc', 'secret2', changed)).toBe(true);
  });
});
