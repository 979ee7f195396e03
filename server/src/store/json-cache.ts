import type { Db } from '../db/database.js';

/**
 * Remembers the JSON text of whole lists between writes. Serialising a network-sized list
 * (20,000 subscribers, 100,000 calls) takes tens of milliseconds, and lists are read far more
 * often than written. Every write to the table clears it. Nothing is remembered while a
 * transaction is open, so a rolled-back write can never leave its data behind in the cache.
 */
export class JsonCache {
  private readonly entries = new Map<string, string>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 64,
  ) {}

  get(key: string, build: () => string): string {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const json = build();
    if (!this.db.inTransaction) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, json);
    }
    return json;
  }

  clear(): void {
    this.entries.clear();
  }
}
