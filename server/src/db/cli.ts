/**
 * Backs up and restores the server's SQLite database:
 *
 *   tsx src/db/cli.ts backup <file> [--db <file>]    (npm run backup -- <file>)
 *   tsx src/db/cli.ts restore <file> [--db <file>]   (npm run restore -- <file>)
 *
 * The database defaults to the server's (DAPNET_DB). A backup may be taken while the server runs;
 * a restore only while it is stopped. Mistakes end with a message and exit code 1 (2 for bad
 * usage), never with a stack trace.
 */
import { resolve } from 'node:path';
import { CONSOLE_LINES, isInvokedDirectly, reportError } from '../cli-entry.js';
import { databaseFileSetting } from '../config.js';
import { backupDatabase, CopyError, restoreDatabase, type CopySummary } from './backup.js';

export const USAGE = `Usage:
  npm run backup -- <file> [--db <file>]    copy the database, also while the server runs
  npm run restore -- <file> [--db <file>]   put a backup back (stop the server first)

  --db <file>  SQLite database (default: DAPNET_DB, else the server's default file)`;

function describe({ schemaVersion, users, transmitters, calls, bytes }: CopySummary): string {
  const size = `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `schema ${schemaVersion}, ${users} users, ${transmitters} transmitters, ${calls} calls, ${size}`;
}

export async function runCli(
  args: readonly string[],
  io: { out(line: string): void; err(line: string): void; env: Record<string, string | undefined> },
): Promise<number> {
  const [command, ...rest] = args;
  const files: string[] = [];
  let database: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--db') database = rest[++i];
    else files.push(arg);
  }
  const known = command === 'backup' || command === 'restore';
  if (!known || files.length !== 1 || !files[0] || files[0].startsWith('-') || database === '') {
    io.err(USAGE);
    return 2;
  }
  // npm runs scripts in the repository root; INIT_CWD is where the operator typed the command.
  const base = io.env.INIT_CWD ?? process.cwd();
  const file = resolve(base, files[0]);
  const databaseFile = database ? resolve(base, database) : databaseFileSetting(io.env);
  try {
    if (command === 'backup') {
      const summary = await backupDatabase(databaseFile, file);
      io.out(`Backed up ${databaseFile}`);
      io.out(`to ${file} (${describe(summary)})`);
    } else {
      const { summary, previous } = restoreDatabase(file, databaseFile);
      io.out(`Restored ${file} (${describe(summary)})`);
      io.out(`into ${databaseFile}`);
      if (previous) io.out(`The database it replaced is kept as ${previous}`);
      io.out('Start the server again; it brings an older backup up to its schema.');
    }
    return 0;
  } catch (error) {
    reportError(io.err, error, (known) => known instanceof CopyError);
    return 1;
  }
}

if (isInvokedDirectly(import.meta.url)) {
  process.exitCode = await runCli(process.argv.slice(2), { ...CONSOLE_LINES, env: process.env });
}
