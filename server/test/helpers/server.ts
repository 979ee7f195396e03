/**
 * Starts the real server on a free port of the loopback interface with a fresh temporary SQLite
 * file, so tests go through the whole HTTP stack and the real database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { bootstrapDatabase } from '../../src/bootstrap.js';
import { readSettings, type Settings } from '../../src/config.js';
import { openTestDatabase } from './test-database.js';
import { createStore, type Store } from '../../src/store/store.js';
import type { PagingMonitor } from '../../src/paging/monitor-source.js';

export interface TestServer {
  url: string;
  /** The Fastify app, for `inject` without the network. */
  app: FastifyInstance;
  store: Store;
  settings: Settings;
  databaseFile: string;
  /** Stops the server; `keepDatabase` leaves the file for a restart test. */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export interface TestServerOptions {
  demo?: boolean;
  env?: Record<string, string>;
  /** Reuse an existing database file (restart tests). */
  databaseFile?: string;
  /** The monitoring data /monitor answers with (default: what the store knows). */
  monitor?: PagingMonitor;
  /** What the test adds to the app, made from the fresh store: a paging node, a logger, … */
  parts?: (store: Store, settings: Settings) => ServerParts | Promise<ServerParts>;
}

/** A test's additions to the server it starts (`TestServerOptions.parts`). */
export interface ServerParts {
  /** More options for the app: paging events, monitoring, metrics, a logger. */
  app?: Omit<Partial<AppOptions>, 'settings' | 'store'>;
  /** Runs once the app listens (a paging node starts its endpoint here). */
  start?: () => Promise<void>;
  /** Runs first when the server closes (the paging node stops here). */
  stop?: () => Promise<void>;
}

export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = options.databaseFile ? undefined : mkdtempSync(join(tmpdir(), 'dapnet-test-'));
  const databaseFile = options.databaseFile ?? join(dir!, 'test.sqlite');
  const settings = readSettings({
    PORT: '0',
    HOST: '127.0.0.1',
    DAPNET_DB: databaseFile,
    DAPNET_DEMO: options.demo ? '1' : '0',
    DAPNET_WEB_DIST: join(databaseFile, '..', 'no-web-dist'),
    DAPNET_COVERAGE_DIR: join(databaseFile, '..', 'coverage'),
    ...options.env,
  });
  const db = await openTestDatabase(databaseFile);
  const store = createStore(db.database);
  await bootstrapDatabase(store, settings);
  const parts = (await options.parts?.(store, settings)) ?? {};
  const app = await buildApp({ settings, store, monitor: options.monitor, ...parts.app });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  await parts.start?.();
  return {
    url: address,
    app,
    store,
    settings,
    databaseFile,
    async close({ keepDatabase = false } = {}) {
      await parts.stop?.();
      await app.close();
      await db.close(keepDatabase);
      if (dir && !keepDatabase) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Basic Authorization header value for a user name and password. */
export function basic(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Sends a request to the server and reads the answer as JSON when it is JSON. */
export async function request<T = any>(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  options: {
    auth?: [string, string] | string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.auth)
    headers.authorization =
      typeof options.auth === 'string' ? options.auth : basic(...options.auth);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '')
    parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}
