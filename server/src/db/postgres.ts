/**
 * The database on a PostgreSQL server that the nodes of a network share: its connection pool,
 * its migrations under the start lock, and the change notices the nodes listen to.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.js';
import { listMigrations, readMigration } from './migration-files.js';
import { describeUrl, postgresStartupError } from './postgres-errors.js';
import type { Schema } from './schema.js';

/** The channel of the nodes' messages to each other (network/node-link.ts). */
const BROADCAST_CHANNEL = 'dapnet_network';

/** The key of the advisory lock that the nodes' starts take turns on. */
const START_LOCK = 73_501_001;

/** BIGINT columns (times, ids, counts) as numbers: every value fits in 2^53. */
const NUMERIC_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? Number
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    types: NUMERIC_TYPES,
    // Thousands of transmitters logging in at once each read their waiting pages; three nodes of
    // 20 stay well within PostgreSQL's default of 100 connections.
    max: 20,
    connectionTimeoutMillis: 10_000,
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
  const changes = await listenForChanges(url);
  return {
    engine: 'postgres',
    kysely,
    sqlite: undefined,
    withStartLock,
    onChange: changes.onChange,
    onBroadcast: changes.onBroadcast,
    broadcast: async (message) =>
      void (await pool.query('SELECT pg_notify($1, $2)', [BROADCAST_CHANNEL, message])),
    close: async () => {
      await changes.close();
      await kysely.destroy();
    },
  };
}

/**
 * A connection of its own that listens for the change notices of migration 008 and the nodes'
 * messages. Should it break (the database restarted), it connects again after a second; everyone
 * forgets every list then (a change to '*'), since notices may have been missed meanwhile.
 */
async function listenForChanges(url: string) {
  const listeners: ((table: string) => void)[] = [];
  const broadcastListeners: ((message: string) => void)[] = [];
  const tell = (table: string) => listeners.forEach((listener) => listener(table));
  const notified = (message: pg.Notification) => {
    if (message.channel === BROADCAST_CHANNEL)
      broadcastListeners.forEach((listener) => listener(message.payload ?? ''));
    else tell(message.payload ?? '*');
  };
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'dapnet-web-listen' });
    next.on('notification', notified);
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`LISTEN dapnet_changes; LISTEN ${BROADCAST_CHANNEL}`);
    client = next;
  };
  const reconnect = () => {
    if (closed || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(() => tell('*'))
        .catch(() => reconnect());
    }, 1_000);
    retry.unref();
  };
  await connect();
  return {
    onChange: (listener: (table: string) => void) => void listeners.push(listener),
    onBroadcast: (listener: (message: string) => void) => void broadcastListeners.push(listener),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
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
