/**
 * Which connection a table's query runs on: the open transaction of the current request (kept in
 * async context, so the code inside `store.transaction` reads like the code outside it), or the
 * database itself.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { Schema } from '../db/schema.js';

export interface Executor {
  /** The query builder to use now. */
  db(): Kysely<Schema>;
  /**
   * Whether a read inside a transaction must lock the rows it will write: on PostgreSQL other
   * nodes write at the same time; SQLite lets one writer in at a time, and has no FOR UPDATE.
   */
  readonly locksRows: boolean;
  /** True inside `transaction`: lists must not be remembered before the commit. */
  inTransaction(): boolean;
  /** Runs `work` in one transaction (joining the open one, if any): all of it or none. */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `then` once the current write is visible to every reader: at once outside a
   * transaction, after the commit (or the rollback) inside one.
   */
  afterWrite(then: () => void): void;
}

interface OpenTransaction {
  trx: Transaction<Schema>;
  /** False once committed or rolled back: work started inside but finished later goes direct. */
  open: boolean;
  afterEnd: (() => void)[];
}

export function createExecutor(database: Database): Executor {
  const context = new AsyncLocalStorage<OpenTransaction>();
  const openTransaction = () => {
    const current = context.getStore();
    return current?.open ? current : undefined;
  };
  return {
    db: () => openTransaction()?.trx ?? database.kysely,
    locksRows: database.engine === 'postgres',
    inTransaction: () => openTransaction() !== undefined,
    async transaction(work) {
      if (openTransaction()) return work();
      const afterEnd: (() => void)[] = [];
      try {
        return await database.kysely.transaction().execute(async (trx) => {
          const current: OpenTransaction = { trx, open: true, afterEnd };
          try {
            return await context.run(current, work);
          } finally {
            current.open = false;
          }
        });
      } finally {
        for (const then of afterEnd) then();
      }
    },
    afterWrite(then) {
      const current = openTransaction();
      if (current) current.afterEnd.push(then);
      else then();
    },
  };
}
