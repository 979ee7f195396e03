import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  listMigrations,
  MIGRATIONS_DIR,
  registerRepairFunctions,
  type Db,
} from '../../src/db/database.js';

/**
 * A database file as an older version of the server left it: the migrations up to `version`,
 * applied one by one as they were, and nothing newer. For the tests of an upgrade's first start.
 */
export function databaseAtVersion(file: string, version: number): Db {
  const db = new Database(file);
  registerRepairFunctions(db);
  for (const migration of listMigrations().filter((one) => one.version <= version)) {
    db.exec(readFileSync(join(MIGRATIONS_DIR, 'sqlite', migration.file), 'utf8'));
    db.pragma(`user_version = ${migration.version}`);
  }
  return db;
}
