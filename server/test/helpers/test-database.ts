/**
 * The database a test server runs on: a temporary SQLite file, or, in the PostgreSQL run of the
 * tests (vitest.postgres.config.ts), a fresh database on the run's PostgreSQL server. A test that
 * reopens "the same file" (a restart) gets the same PostgreSQL database again.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';

/** The PostgreSQL server of this run, or undefined in the SQLite run. */
export function postgresServer(): string | undefined {
  try {
    return inject('postgresUrl');
  } catch {
    return undefined;
  }
}

async function onAdminDatabase<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL database standing in for a test's database file, named after the file. */
function databaseNameFor(file: string): string {
  return `test_${createHash('sha256').update(file).digest('hex').slice(0, 16)}`;
}

export interface TestDatabase {
  database: Database;
  /** Closes it; `keep` leaves the data for a restart test, otherwise it is removed. */
  close(keep: boolean): Promise<void>;
}

export async function openTestDatabase(file: string): Promise<TestDatabase> {
  const serverUrl = postgresServer();
  if (!serverUrl) {
    const database = await openDatabase(file);
    return { database, close: () => database.close() };
  }
  const name = databaseNameFor(file);
  await onAdminDatabase(serverUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    async close(keep) {
      await database.close();
      if (!keep) {
        await onAdminDatabase(serverUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      }
    },
  };
}
