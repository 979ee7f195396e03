/**
 * The PostgreSQL run of the server tests (vitest.postgres.config.ts): one throwaway PostgreSQL
 * server for the whole run, in a temporary folder (src/cluster/local-postgres.ts). Each test
 * server then gets a fresh database of its own on it (helpers/test-database.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalPostgres } from '../../src/cluster/local-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the run's server, without a database name's meaning (the admin one). */
    postgresUrl: string;
  }
}

export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'dapnet-pg-run-'));
  const port = 26_000 + (process.pid % 4_000);
  const server = startLocalPostgres({ folder, port, database: 'postgres', fast: true });
  project.provide('postgresUrl', server.url);
  return () => {
    server.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
