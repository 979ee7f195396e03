/**
 * A login while the PostgreSQL database cannot be reached: the user's record and the login
 * limits' counts are both in the database, so the answer is the API's 503 in the Core's error
 * shape, never a 500, and logins work again once the database is back. The node reaches its
 * database through a TCP proxy that the test cuts and restores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { LOGIN_LIMITS } from '../../src/auth/login-throttle.js';
import { readSettings } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/database.js';
import { createStore } from '../../src/store/store.js';
import { createUser } from '../helpers/fixtures.js';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { postgresServer } from '../helpers/test-database.js';

/** A TCP proxy to `target` that can be cut (every connection dropped, none accepted) and restored. */
function cuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let listener: Server | undefined;
  let port = 0;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  return {
    get port() {
      return port;
    },
    async open() {
      listener = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      await new Promise<void>((listening) => listener!.listen(port, '127.0.0.1', listening));
      port = (listener.address() as { port: number }).port;
    },
    async cut() {
      const closed = new Promise((done) => listener?.close(done));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

let folder: string;
let owner: TestServer;
let proxy: ReturnType<typeof cuttableProxy>;
let database: Database;
let node: FastifyInstance;
let nodeUrl: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'dapnet-login-away-'));
  // One node creates the database and the user; the node under test reaches it by the proxy.
  owner = await startServer({ databaseFile: join(folder, 'network.sqlite') });
  await createUser(owner, 'dl1abc', { password: 'right1' });
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(
    owner.store.database.kysely,
  );
  const url = new URL(postgresServer()!);
  proxy = cuttableProxy({ host: url.hostname, port: Number(url.port) });
  await proxy.open();
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = `/${rows[0]!.name}`;
  database = await openDatabase({ url: url.toString() });
  const settings = readSettings({
    PORT: '0',
    HOST: '127.0.0.1',
    DAPNET_DATABASE_URL: url.toString(),
    DAPNET_DEMO: '0',
    DAPNET_WEB_DIST: join(folder, 'no-web-dist'),
    DAPNET_COVERAGE_DIR: join(folder, 'coverage'),
  });
  node = await buildApp({ settings, store: createStore(database) });
  nodeUrl = await node.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await node.close();
  await database.close();
  await owner.close();
  rmSync(folder, { recursive: true, force: true });
});

const login = (password: string) =>
  request({ url: nodeUrl }, 'GET', '/api/stats', { auth: ['dl1abc', password] });

it('answers a login 503 in the Core’s shape while the database is away, and recovers', async () => {
  expect((await login('wrong1')).status).toBe(401);
  await proxy.cut();
  for (const password of ['wrong2', 'right1']) {
    const answer = await login(password);
    expect(answer.status, password).toBe(503);
    expect(answer.body).toMatchObject({ code: ERROR_CODES.serviceUnavailable });
  }
  await proxy.open();
  await expect.poll(async () => (await login('right1')).status, { timeout: 10_000 }).toBe(200);
  // The counts outlived the outage: the wrong guess before it and the one after it count (the
  // right password gave its attempt back), as every node reads them.
  expect((await login('wrong3')).status).toBe(401);
  const holds = (attempts: number) =>
    owner.store.loginAttempts.isFull(
      'account',
      'dl1abc',
      attempts,
      LOGIN_LIMITS.windowMs,
      Date.now(),
    );
  expect(await holds(2)).toBe(true);
  expect(await holds(3)).toBe(false);
});
