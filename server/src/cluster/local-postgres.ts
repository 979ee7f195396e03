/**
 * A PostgreSQL server of our own in a folder, for trying a network of nodes (`npm run cluster`)
 * and for the tests and benchmarks that need a real one. It uses the PostgreSQL programs of the
 * machine (Debian's `postgresql` package), listens on loopback only and trusts local
 * connections: a playground, never a production database.
 *
 * PostgreSQL refuses to run as root. Started by root (as CI is), the server runs as the
 * `postgres` system user, which then owns the folder.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface LocalPostgres {
  /** postgres://dapnet@127.0.0.1:<port>/<database> */
  url: string;
  port: number;
  /** Stops the server (fast shutdown: open connections are ended). */
  stop(): void;
}

export interface LocalPostgresOptions {
  /** The folder of the cluster: created, or reused when it already holds one. */
  folder: string;
  port: number;
  database?: string;
  /**
   * Trade durability for speed (no fsync): for tests and benchmarks, whose data may be lost
   * with the machine. Off by default.
   */
  fast?: boolean;
}

const SYSTEM_USER = 'postgres';
const ROLE = 'dapnet';

/** Where the PostgreSQL programs are: DAPNET_PG_BIN, else Debian's newest version. */
export function findPostgresPrograms(): string {
  const fromSetting = process.env.DAPNET_PG_BIN;
  if (fromSetting) return fromSetting;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return join(root, versions[0], 'bin');
  throw new Error(
    'PostgreSQL is not installed: install Debian\'s "postgresql" package, or set DAPNET_PG_BIN to the folder of pg_ctl and initdb.',
  );
}

const runningAsRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program, as the postgres system user when we are root. */
function run(program: string, args: string[]): string {
  const [command, fullArgs] = runningAsRoot()
    ? ['runuser', ['-u', SYSTEM_USER, '--', program, ...args]]
    : [program, args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${program} ${args.join(' ')} failed:\n${result.stderr || result.stdout || result.error?.message}`,
    );
  }
  return result.stdout;
}

/** Makes `folder` the system user's, so the server may write it. */
function giveToSystemUser(folder: string): void {
  if (!runningAsRoot()) return;
  const uid = Number(execFileSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8' }).trim());
  chownSync(folder, uid, gid);
  // Every folder above must let that user pass.
  try {
    run('test', ['-w', folder]);
  } catch {
    throw new Error(
      `The "${SYSTEM_USER}" user cannot reach ${folder}: choose a folder whose parents it may enter.`,
    );
  }
}

/** Starts (and on first use creates) a PostgreSQL server in `folder`; waits until it answers. */
export function startLocalPostgres({
  folder,
  port,
  database = 'dapnet',
  fast = false,
}: LocalPostgresOptions): LocalPostgres {
  const bin = findPostgresPrograms();
  const data = join(folder, 'data');
  mkdirSync(folder, { recursive: true });
  accessSync(folder, constants.W_OK);
  giveToSystemUser(folder);
  if (!existsSync(join(data, 'PG_VERSION'))) {
    run(join(bin, 'initdb'), [
      '--pgdata',
      data,
      '--username',
      ROLE,
      '--auth',
      'trust',
      '--encoding',
      'UTF8',
      '--no-locale',
    ]);
  }
  const settings = [
    `-p ${port}`,
    `-k ${folder}`,
    `-c listen_addresses=127.0.0.1`,
    `-c max_connections=300`,
    ...(fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ');
  run(join(bin, 'pg_ctl'), [
    '--pgdata',
    data,
    '--log',
    join(folder, 'postgresql.log'),
    '--options',
    settings,
    '--wait',
    'start',
  ]);
  const stop = () =>
    void run(join(bin, 'pg_ctl'), ['--pgdata', data, '--mode', 'fast', '--wait', 'stop']);
  // Both clients reach the server by its socket folder and port, as the cluster's role.
  const connection = ['--host', folder, '--port', String(port), '--username', ROLE];
  try {
    const exists = run(join(bin, 'psql'), [
      ...connection,
      '--dbname',
      'postgres',
      '--tuples-only',
      '--no-align',
      '--command',
      `SELECT 1 FROM pg_database WHERE datname = '${database.replace(/'/g, "''")}'`,
    ]).trim();
    if (exists !== '1') {
      run(join(bin, 'createdb'), [...connection, database]);
    }
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://${ROLE}@127.0.0.1:${port}/${database}`, port, stop };
}
