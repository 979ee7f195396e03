/**
 * The benchmarks' server: a fresh SQLite file seeded with a data set, served by the real server
 * in its own process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@dapnet/server/src/db/database.js';
import { createStore, type Store } from '@dapnet/server/src/store/store.js';
import { bootstrapDatabase } from '@dapnet/server/src/bootstrap.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchServer {
  url: string;
  /** The server process, for measuring its memory. */
  pid: number;
  stop(): void;
}

/**
 * Creates a database with only `admin`/`admin`, fills it with `seed`, and serves it from the
 * real server in its own process; with `webDist`, the built web app too; `env` adds settings.
 */
export async function startSeededServer(
  port: number,
  webDist: string | undefined,
  seed: (store: Store) => void | Promise<void>,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'dapnet-bench-'));
  const databaseFile = join(dir, 'bench.sqlite');
  const db = await openDatabase(databaseFile);
  const store = createStore(db);
  await bootstrapDatabase(store, { adminPassword: 'admin', demoData: false, port });
  await seed(store);
  await db.close();
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'server/src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DAPNET_DB: databaseFile,
        ...(webDist ? { DAPNET_WEB_DIST: resolve(ROOT, webDist) } : {}),
        LOG_LEVEL: 'warn',
        // Its own transmitter port, so benchmarks never meet a server on the Core's 43434.
        DAPNET_TRANSMITTER_PORT: String(port + 20_000),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/core/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 150) throw new Error('the server did not start');
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    pid: server.pid!,
    stop() {
      server.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
