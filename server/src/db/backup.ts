/**
 * Copies of the SQLite database: a backup taken while the server runs, and putting one back while
 * it is stopped. Both work on the database file only, never through the running server.
 */
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { listMigrations } from './database.js';
import { runningServer } from './server-marker.js';

/** What a copy holds, for the command to report and the restore to check. */
export interface CopySummary {
  /** The schema version (the number of the last migration applied). */
  schemaVersion: number;
  users: number;
  transmitters: number;
  calls: number;
  bytes: number;
}

/** A refusal the operator can act on, reported as a message without a stack trace. */
export class CopyError extends Error {}

/**
 * Writes a consistent copy of the database to `target` with SQLite's online backup, while the
 * server may go on writing. The copy is written beside the target first and renamed when it is
 * complete, so an interrupted backup never leaves a half file under the chosen name.
 */
export async function backupDatabase(databaseFile: string, target: string): Promise<CopySummary> {
  if (!existsSync(databaseFile)) throw new CopyError(`There is no database at ${databaseFile}.`);
  if (existsSync(target))
    throw new CopyError(`${target} exists already; choose a new file name for the backup.`);
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  // Not openDatabase: a backup must never migrate (or otherwise change) the database it copies.
  const source = new Database(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // All remaining pages in one step: the online backup starts over whenever another connection
    // (the server) writes between two steps, so small steps could start over for as long as
    // writes go on. One step reads a single snapshot, as one read transaction does.
    await source.backup(partial, { progress: () => 0x7fffffff });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  const summary = summarise(partial);
  renameSync(partial, target);
  return summary;
}

/**
 * Puts a backup back as the database. Refused while a server uses the database (a running server
 * would go on with its own view and overwrite the restored data). The database it replaces is
 * kept beside it, so a restore of the wrong file can be undone.
 */
export function restoreDatabase(
  backupFile: string,
  databaseFile: string,
  now = new Date(),
): { summary: CopySummary; previous: string | undefined } {
  const pid = runningServer(databaseFile);
  if (pid !== undefined) {
    throw new CopyError(
      `The server (process ${pid}) is running on ${databaseFile}. Stop it first ` +
        '(for example: sudo systemctl stop dapnet-web), then run the restore again.',
    );
  }
  if (!existsSync(backupFile)) throw new CopyError(`There is no file ${backupFile}.`);
  const summary = summarise(backupFile);
  const latest = listMigrations().at(-1)?.version ?? 0;
  if (summary.schemaVersion > latest) {
    throw new CopyError(
      `${backupFile} was made by a newer version of DAPNET Web (schema ${summary.schemaVersion}, ` +
        `this one knows up to ${latest}); restore it with that version.`,
    );
  }
  mkdirSync(dirname(databaseFile), { recursive: true });
  let previous: string | undefined;
  if (existsSync(databaseFile)) {
    previous = `${databaseFile}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}.bak`;
    copyDatabase(databaseFile, previous);
  }
  const incoming = `${databaseFile}.restoring`;
  rmSync(incoming, { force: true });
  copyDatabase(backupFile, incoming, { readonly: true });
  // The old database's write-ahead log belongs to it; left beside the restored file, SQLite
  // would apply it to the wrong data.
  for (const suffix of ['-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
  renameSync(incoming, databaseFile);
  return { summary, previous };
}

/**
 * A consistent single-file copy (including what is still in a write-ahead log). The backup is
 * only read, so it may lie on read-only media.
 */
function copyDatabase(from: string, to: string, { readonly = false } = {}): void {
  const db = new Database(from, { fileMustExist: true, readonly });
  try {
    db.prepare('VACUUM INTO ?').run(to);
  } finally {
    db.close();
  }
}

/** Opens a copy read-only, checks that it is a sound DAPNET Web database and counts its records. */
export function summarise(file: string): CopySummary {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new CopyError(`${file} cannot be opened as a database: ${(error as Error).message}`);
  }
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new CopyError(`${file} is damaged (SQLite says: ${String(check)}).`);
    const schemaVersion = db.pragma('user_version', { simple: true }) as number;
    const tables = new Set(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
    );
    if (schemaVersion < 1 || !['users', 'transmitters', 'calls'].every((t) => tables.has(t)))
      throw new CopyError(`${file} is not a DAPNET Web database.`);
    const count = (table: string) =>
      db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    return {
      schemaVersion,
      users: count('users'),
      transmitters: count('transmitters'),
      calls: count('calls'),
      bytes: statSync(file).size,
    };
  } catch (error) {
    if (error instanceof CopyError) throw error;
    throw new CopyError(`${file} is not a usable database: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}
