import { ERROR_CODES } from '@dapnet/model';
import { ApiError } from '../http/api-error.js';

/**
 * Runs at most `concurrency` tasks at a time; up to `maxWaiting` more wait their turn, and any
 * beyond that are refused with 503. Password hashing runs on Node's small thread pool and eats
 * CPU: bounded, a burst of logins cannot starve every other request.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ApiError(ERROR_CODES.serviceUnavailable);
      }
      // The finishing task hands its slot over directly, so `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
