/**
 * Basic authentication the way the Core does it (contract section 1): an unparseable header
 * makes the caller anonymous, a wrong user or password is a 401 even on public endpoints.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { normalizeName } from '@dapnet/model';
import { ConcurrencyLimit } from './concurrency-limit.js';
import { verifyPassword } from './passwords.js';

export interface Credentials {
  /** The user name as typed: the Core copies it into calls and news unchanged. */
  username: string;
  password: string;
}

/** Parses `Authorization: Basic ...`; anything unparseable gives no credentials. */
export function parseBasicAuthorization(header: string | undefined): Credentials | undefined {
  if (!header) return undefined;
  // The Core strips the first "Basic " wherever it is and decodes the rest.
  const encoded = header.replace('Basic ', '').trim();
  if (encoded === header.trim() || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Counts a login attempt before its check; `giveBack` undoes the count for a right password. */
export type CountAttempt = () => Promise<{ giveBack(): Promise<void> }>;

/** Key derivations at a time, and how many more may wait (see ConcurrencyLimit). */
export const HASH_CHECKS = { concurrency: 2, maxWaiting: 100 };

/**
 * Remembers passwords that passed a full key derivation, as keyed digests, so that the Basic
 * credentials sent with every request cost one HMAC instead of a PBKDF2 run. An entry is valid
 * only while the user's stored hash is the one it was checked against. Key derivations run with
 * bounded concurrency, and simultaneous checks of the same credentials share one derivation.
 */
export class CredentialVerifier {
  private readonly key = randomBytes(32);
  private readonly verified = new Map<string, { hash: string; digest: Buffer }>();
  private readonly checking = new Map<string, Promise<boolean>>();
  private readonly hashChecks: ConcurrencyLimit;

  constructor(
    private readonly maxEntries = 10_000,
    checks = HASH_CHECKS,
  ) {
    this.hashChecks = new ConcurrencyLimit(checks.concurrency, checks.maxWaiting);
  }

  private digest(password: string): Buffer {
    return createHmac('sha256', this.key).update(password).digest();
  }

  private checkKey(name: string, digest: Buffer): string {
    return `${name}:${digest.toString('hex')}`;
  }

  /** True when exactly this password was verified for this hash before: one HMAC, no waiting. */
  remembers(username: string, password: string, storedHash: string): boolean {
    const cached = this.verified.get(normalizeName(username));
    return (
      cached !== undefined &&
      cached.hash === storedHash &&
      timingSafeEqual(cached.digest, this.digest(password))
    );
  }

  /**
   * Checks `password` against `storedHash`. `countAttempt` runs first (the login throttle counts
   * the attempt there, or throws) and its answer gives the attempt back if the password is right.
   * Simultaneous checks of the same credentials are one check, counted once: a repeat sent while
   * the first is under way (a web page's parallel requests) joins it, from the count on.
   */
  verify(
    username: string,
    password: string,
    storedHash: string,
    countAttempt?: CountAttempt,
  ): Promise<boolean> {
    const name = normalizeName(username);
    const digest = this.digest(password);
    const key = this.checkKey(name, digest);
    let check = this.checking.get(key);
    if (!check) {
      check = this.check(name, digest, password, storedHash, countAttempt).finally(() =>
        this.checking.delete(key),
      );
      this.checking.set(key, check);
    }
    return check;
  }

  private async check(
    name: string,
    digest: Buffer,
    password: string,
    storedHash: string,
    countAttempt: CountAttempt | undefined,
  ): Promise<boolean> {
    const attempt = await countAttempt?.();
    // Another password verified for this very hash answers at once: this one is not it.
    const cached = this.verified.get(name);
    const right =
      cached && cached.hash === storedHash
        ? timingSafeEqual(cached.digest, digest)
        : await this.hashChecks.run(() => verifyPassword(password, storedHash));
    if (!right) return false;
    await attempt?.giveBack();
    if (this.verified.size >= this.maxEntries && !this.verified.has(name)) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(name, { hash: storedHash, digest });
    return true;
  }
}
