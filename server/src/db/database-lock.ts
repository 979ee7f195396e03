/**
 * One server per SQLite database. Two servers on one file would each take the other's rows for
 * their own: the second one's start-up marks the first one's connected transmitters offline, and
 * both would page the same calls. SQLite's own locks are held only while a transaction runs, so
 * an idle server holds none; this lock is held for the server's whole life instead.
 *
 * It is an exclusive SQLite lock on a small file beside the database, `<database>.lock`, taken
 * with `locking_mode = EXCLUSIVE` (the connection never gives its lock back). The operating
 * system drops it when the process ends, however it ends (kill -9, a power cut), so nothing
 * stale is ever left behind to clear by hand, unlike a process id in a file.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { markDatabaseInUse } from './server-marker.js';

export function lockFile(databaseFile: string): string {
  return `${databaseFile}.lock`;
}

/**
 * Takes the lock for `databaseFile`, or throws an error that says another server holds it. The
 * lock lasts until the process ends (or `release` is called, in tests).
 */
export function lockDatabaseFile(databaseFile: string): { release(): void } {
  mkdirSync(dirname(databaseFile), { recursive: true });
  // timeout 0: the answer is wanted now, not after better-sqlite3's default wait of 5 s.
  const lock = new Database(lockFile(databaseFile), { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new Error(
      `another server is already using the database ${databaseFile}. Stop it first, or give ` +
        'this one a database of its own (DAPNET_DB).',
    );
  }
  return { release: () => lock.close() };
}

/**
 * What a server does with its SQLite file before opening it: takes the lock, and writes the
 * marker that tells the restore command the database is in use (server-marker.ts). Both go when
 * the process exits; the lock is referenced until then, so collecting it cannot drop it early.
 */
export function claimDatabaseFile(databaseFile: string): void {
  const lock = lockDatabaseFile(databaseFile);
  const unmark = markDatabaseInUse(databaseFile);
  process.once('exit', () => {
    unmark();
    lock.release();
  });
}
