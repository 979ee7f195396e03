import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase, summarise } from '../../src/db/backup.js';
import { listMigrations, openSqlite } from '../../src/db/database.js';
import { createStore } from '../../src/store/store.js';
import { bootstrapDatabase } from '../../src/bootstrap.js';

const dir = mkdtempSync(join(tmpdir(), 'dapnet-backup-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function newDatabase(name: string): Promise<string> {
  const file = join(dir, name);
  const db = openSqlite(file);
  await bootstrapDatabase(createStore(db), { adminPassword: 'secret42', demoData: false, port: 0 });
  await db.close();
  return file;
}

it('reports what a backup holds', async () => {
  const file = await newDatabase('summary.sqlite');
  const copy = join(dir, 'summary-copy.sqlite');
  const summary = await backupDatabase(file, copy);
  expect(summary).toEqual(summarise(copy));
  expect(summary).toMatchObject({
    schemaVersion: listMigrations().at(-1)!.version,
    users: 1,
    transmitters: 0,
  });
});

it('refuses a backup made by a newer version, and leaves the database as it was', async () => {
  const file = await newDatabase('current.sqlite');
  const newer = await newDatabase('newer.sqlite');
  const db = new Database(newer);
  db.pragma(`user_version = ${listMigrations().at(-1)!.version + 1}`);
  db.close();
  expect(() => restoreDatabase(newer, file)).toThrow(/newer version of DAPNET Web/);
  expect(summarise(file).users).toBe(1);
});
