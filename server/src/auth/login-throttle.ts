/**
 * Limits password guessing. An attempt counts the moment it starts, before its (slow) hash check,
 * so a thousand simultaneous guesses are counted as a thousand, not as the few that finished
 * first. Attempts are limited per client address and per account; a successful login gives its
 * attempt back, so users who type their password right never use up the allowance.
 *
 * Passwords the server has verified before skip the address limit (someone else's failures from
 * the same address, such as a shared proxy, must not lock them out) but not the account limit:
 * past it, the right password must get the same 429 as a wrong one, or the limit would tell an
 * attacker which guess was right.
 */
import { ERROR_CODES } from '@dapnet/model';
import { ApiError } from '../http/api-error.js';

export interface LoginLimits {
  /** Attempts one address may start within the window. */
  perAddress: number;
  /** Attempts on one existing account within the window, from anywhere. */
  perAccount: number;
  windowMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  perAddress: 30,
  perAccount: 10,
  windowMs: 10 * 60 * 1000,
};

/** Addresses remembered at most; the oldest window is forgotten first. */
const MAX_TRACKED_KEYS = 100_000;

/** Attempts per key in a fixed window that starts with the key's first attempt. */
class AttemptWindows {
  private readonly windows = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts an attempt; false, without counting, when the key has used up its attempts. */
  take(key: string, now: number): boolean {
    let window = this.current(key, now);
    if (!window) {
      if (this.windows.size >= MAX_TRACKED_KEYS) {
        this.windows.delete(this.windows.keys().next().value!);
      }
      window = { count: 0, since: now };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  isFull(key: string, now: number): boolean {
    const window = this.current(key, now);
    return window !== undefined && window.count >= this.limit;
  }

  /** The key's window while it lasts; a window that has passed is forgotten. */
  private current(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && now - window.since >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  giveBack(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }
}

/** One counted attempt: what to give back when it turns out to be the right password. */
export interface LoginAttempt {
  address: string;
  account: string | undefined;
}

export class LoginThrottle {
  private readonly addresses: AttemptWindows;
  private readonly accounts: AttemptWindows;

  constructor(limits: LoginLimits = LOGIN_LIMITS) {
    this.addresses = new AttemptWindows(limits.perAddress, limits.windowMs);
    this.accounts = new AttemptWindows(limits.perAccount, limits.windowMs);
  }

  /**
   * Counts an attempt from `address` on `account` (the stored name of an existing user; unknown
   * names are limited by address only, so they cannot fill the account table), or throws 429.
   * The account is counted first and keeps the count when the address refuses: such a refusal
   * also answers a guess (a remembered right password would have passed), so it costs one.
   */
  begin(address: string, account: string | undefined, now = Date.now()): LoginAttempt {
    if (account !== undefined && !this.accounts.take(account, now)) {
      throw new ApiError(ERROR_CODES.tooManyRequests);
    }
    if (!this.addresses.take(address, now)) throw new ApiError(ERROR_CODES.tooManyRequests);
    return { address, account };
  }

  /** For a remembered password: 429 only when the account itself has used up its attempts. */
  assertAccountOpen(account: string, now = Date.now()): void {
    if (this.accounts.isFull(account, now)) throw new ApiError(ERROR_CODES.tooManyRequests);
  }

  /** The attempt found the right password: it does not count against anybody. */
  succeeded(attempt: LoginAttempt): void {
    this.addresses.giveBack(attempt.address);
    if (attempt.account !== undefined) this.accounts.giveBack(attempt.account);
  }
}
