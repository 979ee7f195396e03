import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { SERVER_ROOT } from '../server-root.js';
import { repairTimeSlot } from '@dapnet/model';

export type Db = Database.Database;

/** Read from the source tree also by the compiled server, so a new migration needs no copying. */
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'src/db/migrations');

/**
 * Opens (creating if needed) the SQLite database and brings its schema up to date. WAL lets
 * readers go on while a write commits; synchronous=FULL makes every committed write durable
 * before its response is sent.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  registerRepairFunctions(db);
  migrate(db, file);
  return db;
}

/**
 * Rules of the model that migrations apply to stored records, as SQL functions: SQL alone cannot
 * sort the characters of a text (005-time-slots.sql).
 */
export function registerRepairFunctions(db: Db): void {
  db.function('dapnet_repair_time_slot', { deterministic: true }, (value: unknown) =>
    repairTimeSlot(typeof value === 'string' ? value : ''),
  );
}

export interface Migration {
  version: number;
  file: string;
}

/** Every migration file, numbered `NNN-what.sql`, in order. */
export function listMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d+-.+\.sql$/.test(file))
    .map((file) => ({ version: Number.parseInt(file, 10), file }))
    .sort((a, b) => a.version - b.version);
}

/** Where the copy taken before migration `version` goes: `dapnet.sqlite.before-004.bak`. */
export function migrationBackupFile(databaseFile: string, version: number): string {
  return `${databaseFile}.before-${String(version).padStart(3, '0')}.bak`;
}

/**
 * Applies every migration file numbered above the database's user_version, in order. A database
 * that already has a schema is copied first (a new version's first start), so an upgrade that
 * goes wrong can be undone with the restore command. `VACUUM INTO` writes a consistent copy in
 * one step, synchronously, as opening the database is.
 */
function migrate(db: Db, file: string): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const pending = listMigrations().filter(({ version }) => version > current);
  const first = pending[0];
  if (first && current > 0 && file !== ':memory:') {
    const copy = migrationBackupFile(file, first.version);
    // VACUUM INTO needs a free name; one left by an earlier, failed attempt is older than now.
    rmSync(copy, { force: true });
    db.prepare('VACUUM INTO ?').run(copy);
  }
  for (const { version, file: migration } of pending) {
    db.transaction(() => {
      db.exec(readFileSync(join(MIGRATIONS_DIR, migration), 'utf8'));
      db.pragma(`user_version = ${version}`);
    })();
  }
}
