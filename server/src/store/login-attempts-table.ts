import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.js';
import { countRows } from './count-rows.js';
import type { Executor } from './executor.js';

/** What a login attempt is counted against: the client's address, or an existing account. */
export type AttemptKind = 'address' | 'account';

/** The window an attempt was counted in, so a success can give it back to that window only. */
export interface CountedAttempt {
  kind: AttemptKind;
  subject: string;
  windowStart: number;
}

/**
 * The login throttle's counts (auth/login-throttle.ts): per key, the attempts of a fixed window
 * that starts with the key's first attempt. Every change is one statement, so attempts that arrive
 * at the same moment through any number of nodes are each counted once, and none past the limit.
 */
export function loginAttemptsTable(executor: Executor) {
  const db = () => executor.db();
  return {
    /**
     * Counts an attempt on `subject` unless its window already holds `limit` attempts; a window
     * that began `windowMs` or longer before `now` is over, and the attempt starts a new one.
     * Answers the window it was counted in, or undefined (nothing counted) when it is full.
     */
    async take(
      kind: AttemptKind,
      subject: string,
      limit: number,
      windowMs: number,
      now: number,
    ): Promise<CountedAttempt | undefined> {
      // A burst is refused by reads alone, without a write (nor, on PostgreSQL, a wait for the
      // row's lock) per guess: a window seen full stays full unless a success gives one back a
      // moment later. Only the conditional write below decides what is counted.
      if (await isFull(db(), { kind, subject, limit, windowMs, now })) return undefined;
      return takeAttempt(db(), { kind, subject, limit, windowMs, now });
    },

    /** True when `subject`'s window, while it lasts, holds `limit` attempts or more. */
    isFull: (kind: AttemptKind, subject: string, limit: number, windowMs: number, now: number) =>
      isFull(db(), { kind, subject, limit, windowMs, now }),

    /** Takes a counted attempt back, if its window is still the key's current one. */
    async giveBack({ kind, subject, windowStart }: CountedAttempt): Promise<void> {
      await db()
        .updateTable('login_attempts')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('window_start', '=', windowStart)
        .where('attempts', '>', 0)
        .execute();
    },

    /** Removes the windows that began at or before `before` (they are over); answers how many. */
    async removeEnded(before: number): Promise<number> {
      const result = await db()
        .deleteFrom('login_attempts')
        .where('window_start', '<=', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** How many keys have a row, ended windows included. */
    size: () => countRows(db(), 'login_attempts'),
  };
}

export type LoginAttemptsTable = ReturnType<typeof loginAttemptsTable>;

interface AttemptToCount {
  kind: AttemptKind;
  subject: string;
  /** Attempts the window may hold. */
  limit: number;
  windowMs: number;
  now: number;
}

async function isFull(
  db: Kysely<Schema>,
  { kind, subject, limit, windowMs, now }: AttemptToCount,
): Promise<boolean> {
  const row = await db
    .selectFrom('login_attempts')
    .select('attempts')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('window_start', '>', now - windowMs)
    .executeTakeFirst();
  return row !== undefined && Number(row.attempts) >= limit;
}

/**
 * One statement: insert the key's first attempt, or update its row only where the window is over
 * or not yet full. The database locks the row for the check and the change together.
 */
async function takeAttempt(
  db: Kysely<Schema>,
  { kind, subject, limit, windowMs, now }: AttemptToCount,
): Promise<CountedAttempt | undefined> {
  const passedBefore = now - windowMs;
  const row = await db
    .insertInto('login_attempts')
    .values({ kind, subject, attempts: 1, window_start: now })
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'subject'])
        .doUpdateSet((eb) => {
          const over = eb('login_attempts.window_start', '<=', passedBefore);
          return {
            attempts: eb
              .case()
              .when(over)
              .then(1)
              .else(eb('login_attempts.attempts', '+', 1))
              .end(),
            window_start: eb
              .case()
              .when(over)
              .then(now)
              .else(eb.ref('login_attempts.window_start'))
              .end(),
          };
        })
        .where((eb) =>
          eb.or([
            eb('login_attempts.window_start', '<=', passedBefore),
            eb('login_attempts.attempts', '<', limit),
          ]),
        ),
    )
    .returning('window_start')
    .executeTakeFirst();
  return row && { kind, subject, windowStart: Number(row.window_start) };
}
