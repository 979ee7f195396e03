/** The migration files of each engine, numbered `NNN-what.sql` (migrations/sqlite, migrations/postgres). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../server-root.js';
import type { Engine } from './database.js';

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

export const readMigration = (engine: Engine, file: string) =>
  readFileSync(join(MIGRATIONS_DIR, engine, file), 'utf8');
