/**
 * Moves a network between a real DAPNET Core and this server:
 *
 *   tsx src/migration/cli.ts import <State.json> [--db <file>] [--force]
 *   tsx src/migration/cli.ts export <State.json> [--db <file>] [--force]
 *
 * The database defaults to the server's (DAPNET_DB). Stop the server first: it does not expect
 * its database to change underneath it. Mistakes in the input end with a message and exit code
 * 1 (2 for bad usage), never with a stack trace.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CONSOLE_LINES, isInvokedDirectly, reportError } from '../cli-entry.js';
import { readSettings } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createStore } from '../store/store.js';
import {
  countState,
  countStore,
  exportState,
  importState,
  type StateCounts,
} from './state-json.js';
import { readState } from './state-read.js';

export const USAGE = `Usage:
  npm run import-state -w server -- <State.json> [--db <file>] [--force]
  npm run export-state -w server -- <State.json> [--db <file>] [--force]
  (in server/ also: npx tsx src/migration/cli.ts import|export <State.json> ...)

  import       replace everything in the database with a DAPNET Core State.json
  export       write the database as a DAPNET Core State.json
  --db <file>  SQLite database (default: DAPNET_DB, else the server's default file)
  --force      import into a database that holds data; overwrite an existing State.json`;

/** A mistake of the person running the command: reported as a message, not a crash. */
class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

interface Options {
  command: 'import' | 'export';
  file: string;
  database: string | undefined;
  force: boolean;
}

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: Record<string, string | undefined>;
  cwd: string;
}

function parseArguments(args: readonly string[]): Options {
  const [command, ...rest] = args;
  if (command !== 'import' && command !== 'export') {
    throw new UserError(command ? `Unknown command "${command}".` : 'No command given.', 2);
  }
  const files: string[] = [];
  let database: string | undefined;
  let force = false;
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index] as string;
    if (arg === '--force') force = true;
    else if (arg === '--db') {
      database = rest[index + 1];
      index += 1;
      if (!database) throw new UserError('--db needs a file name.', 2);
    } else if (arg.startsWith('--db=')) database = arg.slice('--db='.length);
    else if (arg.startsWith('-')) throw new UserError(`Unknown option "${arg}".`, 2);
    else files.push(arg);
  }
  if (files.length !== 1) throw new UserError(`Give exactly one State.json file to ${command}.`, 2);
  return { command, file: files[0] as string, database, force };
}

/**
 * The npm scripts run in the server folder; npm keeps the caller's folder in INIT_CWD, and
 * relative paths are meant from there.
 */
function baseDirectory(io: CliIo): string {
  const script = io.env.npm_lifecycle_event;
  return (script === 'import-state' || script === 'export-state') && io.env.INIT_CWD
    ? io.env.INIT_CWD
    : io.cwd;
}

function databaseFile(options: Options, io: CliIo): string {
  if (options.database) return resolve(baseDirectory(io), options.database);
  try {
    return readSettings(io.env).databaseFile;
  } catch (error) {
    throw new UserError(`Bad server settings: ${(error as Error).message}`);
  }
}

function readJson(file: string): unknown {
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UserError(`Cannot read ${file}: there is no such file.`);
    if (code === 'EISDIR') throw new UserError(`Cannot read ${file}: it is a folder.`);
    throw new UserError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(content);
  } catch (error) {
    throw new UserError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function describeCounts(counts: StateCounts): string[] {
  return Object.entries(counts).map(([name, count]) => `  ${name.padEnd(18)} ${count}`);
}

const SHOWN_WARNINGS = 20;

async function runImport(options: Options, io: CliIo): Promise<void> {
  const file = resolve(baseDirectory(io), options.file);
  const state = readJson(file);
  try {
    readState(state); // checks the file before the database is even opened
  } catch (error) {
    throw new UserError(`${file}: ${(error as Error).message}`);
  }
  const target = databaseFile(options, io);
  const db = await openDatabase(target);
  try {
    const store = createStore(db);
    const held = Object.entries(await countStore(store)).filter(([, count]) => count > 0);
    if (held.length > 0 && !options.force) {
      const what = held.map(([name, count]) => `${count} ${name}`).join(', ');
      throw new UserError(
        `The database ${target} already holds data (${what}). Add --force to replace all of it.`,
      );
    }
    const { counts, warnings } = await importState(store, state);
    io.out(`Imported ${file} into ${target}:`);
    describeCounts(counts).forEach((line) => io.out(line));
    if (warnings.length > 0) {
      io.out(`Warnings (${warnings.length}):`);
      warnings.slice(0, SHOWN_WARNINGS).forEach((warning) => io.out(`  - ${warning}`));
      if (warnings.length > SHOWN_WARNINGS)
        io.out(`  ... and ${warnings.length - SHOWN_WARNINGS} more`);
    }
  } finally {
    await db.close();
  }
}

async function runExport(options: Options, io: CliIo): Promise<void> {
  const file = resolve(baseDirectory(io), options.file);
  const source = databaseFile(options, io);
  if (!existsSync(source)) throw new UserError(`There is no database at ${source}.`);
  if (existsSync(file) && !options.force) {
    throw new UserError(`${file} already exists. Add --force to overwrite it.`);
  }
  const db = await openDatabase(source);
  try {
    const state = await exportState(createStore(db));
    try {
      // Pretty-printed like the Core writes it.
      writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`, 'utf8');
    } catch (error) {
      throw new UserError(`Cannot write ${file}: ${(error as Error).message}`);
    }
    io.out(`Exported ${source} to ${file}:`);
    describeCounts(countState(state)).forEach((line) => io.out(line));
  } finally {
    await db.close();
  }
}

/** Runs the command and answers its exit code; all output goes through `io`. */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  try {
    if (args.includes('--help') || args.includes('-h')) {
      io.out(USAGE);
      return 0;
    }
    const options = parseArguments(args);
    if (options.command === 'import') await runImport(options, io);
    else await runExport(options, io);
    return 0;
  } catch (error) {
    if (error instanceof UserError) {
      io.err(`error: ${error.message}`);
      if (error.exitCode === 2) io.err(USAGE);
      return error.exitCode;
    }
    reportError(io.err, error);
    return 1;
  }
}

if (isInvokedDirectly(import.meta.url)) {
  process.exitCode = await runCli(process.argv.slice(2), {
    ...CONSOLE_LINES,
    env: process.env,
    cwd: process.cwd(),
  });
}
