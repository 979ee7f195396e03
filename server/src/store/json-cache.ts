import { JsonBody } from '../http/json-body.js';
import type { Executor } from './executor.js';

/**
 * Remembers whole lists, ready to send, between writes: the JSON as bytes with its ETag and,
 * once asked for, its compressed forms (http/json-body.ts). Serialising a network-sized list
 * (20,000 subscribers, 100,000 calls) takes tens of milliseconds and compressing it about as
 * long, and lists are read far more often than written. Every write to the table clears it, and
 * so does a write by another node of the network (store/change-feed.ts). Nothing is remembered
 * while a transaction is open, so a rolled-back write can never leave its data behind in the
 * cache; a list built while a write was under way is not remembered either.
 */
export class JsonCache {
  private readonly entries = new Map<string, JsonBody>();
  /** Bumped by every clear: a list read before it may miss that write. */
  private generation = 0;

  constructor(
    private readonly executor: Executor,
    private readonly maxEntries = 64,
  ) {}

  async get(key: string, build: () => Promise<string>): Promise<JsonBody> {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const inTransaction = this.executor.inTransaction();
    const body = new JsonBody(await build());
    if (!inTransaction && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, body);
    }
    return body;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Runs a write to the table and forgets the lists: before it, and again once it is visible to
   * everyone (after the commit), so a list read while it was under way is not kept.
   */
  async clearAround<T>(write: () => Promise<T>): Promise<T> {
    this.clear();
    try {
      return await write();
    } finally {
      this.executor.afterWrite(() => this.clear());
    }
  }
}
