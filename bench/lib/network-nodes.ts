/**
 * The network benchmark's nodes: a throwaway PostgreSQL server, a database seeded through the
 * store (the same data set as the SQLite benchmarks), and real server processes on it, each with
 * its own name and ports, that can be stopped or killed one by one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  startLocalPostgres,
  type LocalPostgres,
} from '@dapnet/server/src/cluster/local-postgres.js';
import { openDatabase } from '@dapnet/server/src/db/database.js';
import { createStore, type Store } from '@dapnet/server/src/store/store.js';
import { bootstrapDatabase } from '@dapnet/server/src/bootstrap.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts PostgreSQL in `folder` (no fsync: a benchmark's data may be lost with the machine). */
export function startBenchPostgres(folder: string, port: number): LocalPostgres {
  return startLocalPostgres({ folder, port, database: 'dapnet_bench', fast: true });
}

/** Creates the admin account (`admin`/`admin`) in the empty database at `url` and fills it. */
export async function seedPostgres(
  url: string,
  port: number,
  seed: (store: Store) => Promise<void>,
): Promise<void> {
  const db = await openDatabase({ url });
  try {
    const store = createStore(db);
    await bootstrapDatabase(store, { adminPassword: 'admin', demoData: false, port });
    await seed(store);
  } finally {
    await db.close();
  }
}

export interface NetworkNode {
  name: string;
  url: string;
  transmitterPort: number;
  pid: number;
  /** Whether the process is still running. */
  alive(): boolean;
  /** SIGKILL: no shutdown, no lease given back, sessions cut as by a crash. */
  kill(): void;
  /** SIGTERM, as systemd stops it; resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts one node of the network on `databaseUrl`; resolves once its API answers. */
export async function startNode(
  name: string,
  port: number,
  databaseUrl: string,
  { logs = false } = {},
): Promise<NetworkNode> {
  const transmitterPort = port + 20_000;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DAPNET_DATABASE_URL: databaseUrl,
        DAPNET_NODE_NAME: name,
        DAPNET_TRANSMITTER_PORT: String(transmitterPort),
        DAPNET_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      // Its log (warnings and errors only) on the benchmark's console when asked for.
      stdio: ['ignore', logs ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/core/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (!alive() || attempt > 300) {
      child.kill('SIGKILL');
      throw new Error(`node ${name} did not start`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    name,
    url,
    transmitterPort,
    pid: child.pid!,
    alive,
    kill: () => void child.kill('SIGKILL'),
    stop: async () => {
      if (alive()) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A process's resident memory in MB (`VmRSS` in /proc; Linux). */
export function rssMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

/** A process's proportional share of memory in MB (`Pss`: shared pages divided among users). */
function pssMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

/**
 * The memory of a PostgreSQL server: its main process (the first line of `postmaster.pid`)
 * and every process it started. `rss` adds up each one's VmRSS, which counts the shared buffers
 * once per process that touched them; `pss` divides shared pages among them (closer to the truth).
 */
export function postgresMemory(folder: string): { processes: number; rss: number; pss: number } {
  const main = Number(readFileSync(join(folder, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = [main];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the 4th field, after the name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === main) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    try {
      rss += rssMegabytes(pid);
      pss += pssMegabytes(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  return { processes: pids.length, rss, pss };
}
