/**
 * An upgrade's first start: a database with a schema gets copied before pending migrations
 * change it, so the version before can be restored. Real SQLite files on disk.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { listMigrations, migrationBackupFile, openSqlite } from '../../src/db/database.js';
import { databaseAtVersion } from '../helpers/database-at-version.js';

const dir = mkdtempSync(join(tmpdir(), 'dapnet-migration-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const migrations = listMigrations();
const latest = migrations.at(-1)!;

/** A database as the previous version left it: every migration but the newest, and a user. */
function databaseOfPreviousVersion(file: string): void {
  const db = databaseAtVersion(file, migrations.at(-2)!.version);
  db.prepare('INSERT INTO users (name, hash, doc) VALUES (?, ?, ?)').run(
    'dl1old',
    'x',
    JSON.stringify({ name: 'dl1old', mail: 'dl1old@example.org', admin: false }),
  );
  db.close();
}

it('copies the database before applying pending migrations to it', async () => {
  expect(migrations.length).toBeGreaterThan(1);
  const file = join(dir, 'upgrade.sqlite');
  databaseOfPreviousVersion(file);

  await openSqlite(file).close();

  const copy = migrationBackupFile(file, latest.version);
  expect(copy).toBe(`${file}.before-${String(latest.version).padStart(3, '0')}.bak`);
  expect(existsSync(copy)).toBe(true);
  const before = new Database(copy, { readonly: true });
  expect(before.pragma('user_version', { simple: true })).toBe(latest.version - 1);
  expect(before.prepare('SELECT name FROM users').pluck().all()).toEqual(['dl1old']);
  before.close();
  const after = new Database(file, { readonly: true });
  expect(after.pragma('user_version', { simple: true })).toBe(latest.version);
  after.close();
});

it('makes no copy of a new database, nor of one already up to date', async () => {
  const file = join(dir, 'new.sqlite');
  await openSqlite(file).close();
  await openSqlite(file).close();
  expect(
    readdirSync(dir).filter((name) => name.startsWith('new.sqlite') && name.endsWith('.bak')),
  ).toEqual([]);
});
