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
 *
 * The counts live in the database (store/login-attempts-table.ts), so every node of a network
 * that shares one counts the same attempts: guesses spread over several nodes meet the limits
 * they would meet on one. Each count is one atomic statement there.
 */
import { ERROR_CODES } from '@dapnet/model';
import { ApiError } from '../http/api-error.js';
import type { CountedAttempt, LoginAttemptsTable } from '../store/login-attempts-table.js';

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

/**
 * How often a node removes the windows that are over, while attempts come in: the table then
 * holds only the keys of the last window and a minute (it replaces the in-memory cap of 100,000
 * keys; a flood from many addresses costs rows on disk for that long, not memory).
 */
export const REMOVE_ENDED_EVERY_MS = 60 * 1000;

/** One counted attempt, to be given back when it turns out to be the right password. */
export interface LoginAttempt {
  /** The attempt found the right password: it does not count against anybody. */
  giveBack(): Promise<void>;
}

export class LoginThrottle {
  /** When this node last removed ended windows; the first attempt does it at once. */
  private lastRemoval = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly attempts: LoginAttemptsTable,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {}

  /**
   * Counts an attempt from `address` on `account` (the stored name of an existing user; unknown
   * names are limited by address only, so they cannot fill the account table), or throws 429.
   * The account is counted first and keeps the count when the address refuses: such a refusal
   * also answers a guess (a remembered right password would have passed), so it costs one.
   */
  async begin(
    address: string,
    account: string | undefined,
    now = Date.now(),
  ): Promise<LoginAttempt> {
    await this.removeEndedWindows(now);
    const { perAddress, perAccount, windowMs } = this.limits;
    const counted: CountedAttempt[] = [];
    if (account !== undefined) {
      const onAccount = await this.attempts.take('account', account, perAccount, windowMs, now);
      if (!onAccount) throw new ApiError(ERROR_CODES.tooManyRequests);
      counted.push(onAccount);
    }
    const onAddress = await this.attempts.take('address', address, perAddress, windowMs, now);
    if (!onAddress) throw new ApiError(ERROR_CODES.tooManyRequests);
    counted.push(onAddress);
    return {
      giveBack: async () => {
        for (const attempt of counted) await this.attempts.giveBack(attempt);
      },
    };
  }

  /** For a remembered password: 429 only when the account itself has used up its attempts. */
  async assertAccountOpen(account: string, now = Date.now()): Promise<void> {
    const { perAccount, windowMs } = this.limits;
    if (await this.attempts.isFull('account', account, perAccount, windowMs, now)) {
      throw new ApiError(ERROR_CODES.tooManyRequests);
    }
  }

  /** At most once a minute per node: the synchronous check keeps a burst to one removal. */
  private async removeEndedWindows(now: number): Promise<void> {
    if (now - this.lastRemoval < REMOVE_ENDED_EVERY_MS) return;
    this.lastRemoval = now;
    await this.attempts.removeEnded(now - this.limits.windowMs);
  }
}
