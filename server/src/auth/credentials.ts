/**
 * Basic authentication the way the Core does it (contract section 1): an unparseable header
 * makes the caller anonymous, a wrong user or password is a 401 even on public endpoints.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES, normalizeName } from '@dapnet/model';
import { ApiError } from '../http/api-error.js';
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

/**
 * Remembers passwords that passed a full key derivation, as keyed digests, so that the Basic
 * credentials sent with every request cost one HMAC instead of a PBKDF2 run. An entry is valid
 * only while the user's stored hash is the one it was checked against.
 */
export class CredentialVerifier {
  private readonly key = randomBytes(32);
  private readonly verified = new Map<string, { hash: string; digest: Buffer }>();

  constructor(private readonly maxEntries = 10_000) {}

  private digest(password: string): Buffer {
    return createHmac('sha256', this.key).update(password).digest();
  }

  async verify(username: string, password: string, storedHash: string): Promise<boolean> {
    const name = normalizeName(username);
    const digest = this.digest(password);
    const cached = this.verified.get(name);
    if (cached && cached.hash === storedHash) return timingSafeEqual(cached.digest, digest);
    if (!(await verifyPassword(password, storedHash))) return false;
    if (this.verified.size >= this.maxEntries) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(name, { hash: storedHash, digest });
    return true;
  }
}

/**
 * Slows down password guessing: after `maxFailures` failed logins from one address within the
 * window, that address gets 429 until the window has passed.
 */
export class FailedLoginLimiter {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly maxFailures = 30,
    private readonly windowMs = 10 * 60 * 1000,
  ) {}

  assertAllowed(address: string, now = Date.now()): void {
    const entry = this.failures.get(address);
    if (!entry) return;
    if (now - entry.since > this.windowMs) {
      this.failures.delete(address);
      return;
    }
    if (entry.count >= this.maxFailures) throw new ApiError(ERROR_CODES.tooManyRequests);
  }

  recordFailure(address: string, now = Date.now()): void {
    const entry = this.failures.get(address);
    if (!entry || now - entry.since > this.windowMs) {
      if (this.failures.size > 100_000) this.failures.clear();
      this.failures.set(address, { count: 1, since: now });
    } else {
      entry.count += 1;
    }
  }
}
