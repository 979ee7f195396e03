import type { Db } from '../db/database.js';
import { JsonBody } from '../http/json-body.js';

/**
 * Remembers whole lists, ready to send, between writes: the JSON as bytes with its ETag and,
 * once asked for, its compressed forms (http/json-body.ts). Serialising a network-sized list
 * (20,000 subscribers, 100,000 calls) takes tens of milliseconds and compressing it about as
 * long, and lists are read far more often than written. Every write to the table clears it.
 * Nothing is remembered while a transaction is open, so a rolled-back write can never leave its
 * data behind in the cache.
 */
export class JsonCache {
  private readonly entries = new Map<string, JsonBody>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 64,
  ) {}

  get(key: string, build: () => string): JsonBody {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const body = new JsonBody(build());
    if (!this.db.inTransaction) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, body);
    }
    return body;
  }

  clear(): void {
    this.entries.clear();
  }
}
