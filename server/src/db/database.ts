import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { repairTimeSlot } from '@dapnet/model';

export type Db = Database.Database;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

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
  migrate(db);
  return db;
}

/**
 * Rules of the model that migrations apply to stored records, as SQL functions: SQL alone cannot
 * sort the characters of a text (004-time-slots.sql).
 */
function registerRepairFunctions(db: Db): void {
  db.function('dapnet_repair_time_slot', { deterministic: true }, (value: unknown) =>
    repairTimeSlot(typeof value === 'string' ? value : ''),
  );
}

/** Applies every migration file numbered above the database's user_version, in order. */
function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d+-.+\.sql$/.test(file))
    .map((file) => ({ version: Number.parseInt(file, 10), file }))
    .filter(({ version }) => version > current)
    .sort((a, b) => a.version - b.version);
  for (const { version, file } of pending) {
    db.transaction(() => {
      db.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      db.pragma(`user_version = ${version}`);
    })();
  }
}
