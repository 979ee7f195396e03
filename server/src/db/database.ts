/**
 * The node's database: a SQLite file (the default, one node) or a PostgreSQL server that several
 * nodes share. Both are reached through one query builder (Kysely), so the store's tables are
 * written once; only the migrations have a file per engine.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { repairTimeSlot } from '@dapnet/model';
import { SERVER_ROOT } from '../server-root.js';
import type { Schema } from './schema.js';
import { describeUrl, postgresStartupError } from './postgres-errors.js';

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
  close(): Promise<void>;
}

/** Read from the source tree also by the compiled server, so a new migration needs no copying. */
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'src/db/migrations');

export interface Migration {
  version: number;
  file: string;
}

/** Every migration file of an engine, numbered `NNN-what.sql`, in order. */
export function listMigrations(engine: Engine = 'sqlite'): Migration[] {
  return readdirSync(join(MIGRATIONS_DIR, engine))
    .filter((file) => /^\d+-.+\.sql$/.test(file))
    .map((file) => ({ version: Number.parseInt(file, 10), file }))
    .sort((a, b) => a.version - b.version);
}

const readMigration = (engine: Engine, file: string) =>
  readFileSync(join(MIGRATIONS_DIR, engine, file), 'utf8');

/** Opens (creating and migrating if needed) the database named by `target`. */
export async function openDatabase(target: DatabaseTarget | string): Promise<Database> {
  if (typeof target === 'string') return openSqlite(target);
  return 'file' in target ? openSqlite(target.file) : openPostgres(target.url);
}

// ---------------------------------------------------------------------------------------------
// SQLite

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

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** The key of the advisory lock that the nodes' starts take turns on. */
const START_LOCK = 73_501_001;

/** BIGINT columns (times, ids, counts) as numbers: every value fits in 2^53. */
const NUMERIC_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    types: NUMERIC_TYPES,
    max: 10,
    connectionTimeoutMillis: 5_000,
    application_name: 'dapnet-web',
  });
  // An idle connection that the server ends (a restart) must not end the process: the pool
  // drops it and the next query opens a new one.
  pool.on('error', () => {});
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });

  const withStartLock = async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK]).catch(() => {});
      client.release();
    }
  };

  try {
    await withStartLock(() => migratePostgres(pool));
  } catch (error) {
    await pool.end().catch(() => {});
    throw postgresStartupError(error, describeUrl(url));
  }
  return {
    engine: 'postgres',
    kysely,
    sqlite: undefined,
    withStartLock,
    close: () => kysely.destroy(),
  };
}

/** Applies each pending migration in a transaction of its own; the caller holds the start lock. */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    const { rows } = await client.query<{ version: number }>(
      'SELECT max(version) AS version FROM schema_version',
    );
    const current = rows[0]?.version ?? 0;
    for (const { version, file } of listMigrations('postgres')) {
      if (version <= current) continue;
      await client.query('BEGIN');
      try {
        await client.query(readMigration('postgres', file));
        await client.query('INSERT INTO schema_version (version) VALUES ($1)', [version]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    client.release();
  }
}
