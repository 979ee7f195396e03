/**
 * The node's database: a SQLite file (the default, one node) or a PostgreSQL server that several
 * nodes share. Both are reached through one query builder (Kysely), so the store's tables are
 * written once; only the migrations have a file per engine.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { repairTimeSlot } from '@dapnet/model';
import type { Schema } from './schema.js';
import { listMigrations, readMigration } from './migration-files.js';
import { openPostgres } from './postgres.js';

export { listMigrations, MIGRATIONS_DIR, type Migration } from './migration-files.js';

/** SQLite's own handle, for what only SQLite has (its online backup, VACUUM INTO). */
export type Db = BetterSqlite3.Database;

export type Engine = 'sqlite' | 'postgres';

/** Where the database is: `DAPNET_DB` (a file) or `DAPNET_DATABASE_URL` (PostgreSQL). */
export type DatabaseTarget = { file: string } | { url: string };

export interface Database {
  engine: Engine;
  /** The query builder over every table (used by `store/` only). */
  kysely: Kysely<Schema>;
  /** SQLite's handle; undefined on PostgreSQL. */
  sqlite: Db | undefined;
  /**
   * Runs `work` while no other node of the network runs its own: the migrations and the first
   * filling of an empty database (PostgreSQL's advisory lock; one process owns a SQLite file).
   */
  withStartLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `listener` with a table's name whenever another node (or this one) committed a change
   * to it (PostgreSQL's LISTEN/NOTIFY); never on SQLite, where this node is the only writer.
   */
  onChange(listener: (table: string) => void): void;
  /**
   * Sends a short text (at most about 8,000 bytes) to every node of the network, this one
   * included (PostgreSQL's NOTIFY); nowhere on SQLite, where there is no other node.
   */
  broadcast(message: string): Promise<void>;
  /** Calls `listener` with every text broadcast by any node, this one included. */
  onBroadcast(listener: (message: string) => void): void;
  close(): Promise<void>;
}

/** Opens (creating and migrating if needed) the database named by `target`. */
export async function openDatabase(target: DatabaseTarget | string): Promise<Database> {
  if (typeof target === 'string') return openSqlite(target);
  return 'file' in target ? openSqlite(target.file) : openPostgres(target.url);
}

/**
 * WAL lets readers go on while a write commits; synchronous=FULL makes every committed write
 * durable before its response is sent.
 */
export function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerRepairFunctions(sqlite);
  migrateSqlite(sqlite, file);
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    engine: 'sqlite',
    kysely,
    sqlite,
    withStartLock: (work) => work(),
    onChange: () => {},
    broadcast: async () => {},
    onBroadcast: () => {},
    // Kysely's destroy closes the SQLite handle too.
    close: () => kysely.destroy(),
  };
}

/**
 * Rules of the model that migrations apply to stored records, as SQL functions: SQL alone cannot
 * sort the characters of a text (sqlite/005-time-slots.sql).
 */
export function registerRepairFunctions(db: Db): void {
  db.function('dapnet_repair_time_slot', { deterministic: true }, (value: unknown) =>
    repairTimeSlot(typeof value === 'string' ? value : ''),
  );
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
function migrateSqlite(db: Db, file: string): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const pending = listMigrations('sqlite').filter(({ version }) => version > current);
  const first = pending[0];
  if (first && current > 0 && file !== ':memory:') {
    const copy = migrationBackupFile(file, first.version);
    // VACUUM INTO needs a free name; one left by an earlier, failed attempt is older than now.
    rmSync(copy, { force: true });
    db.prepare('VACUUM INTO ?').run(copy);
  }
  for (const { version, file: migration } of pending) {
    db.transaction(() => {
      db.exec(readMigration('sqlite', migration));
      db.pragma(`user_version = ${version}`);
    })();
  }
}
