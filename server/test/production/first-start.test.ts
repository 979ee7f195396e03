/**
 * A new database's passwords, by where the server listens: the real server process on a fresh
 * database, once on loopback (the known demo logins) and once on every interface (0.0.0.0), where
 * nothing may be signed in to with a published password.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchServer, runUntilExit } from '../helpers/server-process.js';
import { basic } from '../helpers/server.js';

const dir = mkdtempSync(join(tmpdir(), 'dapnet-first-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The status of an admin-only request signed in as `user`. */
async function statusAs(url: string, user: string, password: string): Promise<number> {
  const response = await fetch(`${url}/api/users`, {
    headers: { authorization: basic(user, password) },
  });
  return response.status;
}

function generatedPassword(output: string, label: string): string {
  const match = new RegExp(`${label}\\s*([A-Za-z0-9]+)`).exec(output);
  if (!match?.[1]) throw new Error(`no generated password after "${label}" in:\n${output}`);
  return match[1];
}

describe('first start on loopback', { timeout: 60_000 }, () => {
  it('keeps the known admin / admin login and the demo accounts', async () => {
    const server = await launchServer({
      env: { HOST: '127.0.0.1', DAPNET_DB: join(dir, 'loopback.sqlite') },
    });
    try {
      expect(server.output()).toContain('Admin login: admin / admin');
      expect(server.output()).not.toContain('generated');
      expect(await statusAs(server.url, 'admin', 'admin')).toBe(200);
      // Demo data is on by default here, with its published password.
      expect(await statusAs(server.url, 'dl1abc', 'pager73')).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('first start on a public address (0.0.0.0)', { timeout: 60_000 }, () => {
  it('generates a strong admin password, prints it once, and refuses admin / admin', async () => {
    const databaseFile = join(dir, 'public.sqlite');
    const server = await launchServer({ env: { HOST: '0.0.0.0', DAPNET_DB: databaseFile } });
    let password: string;
    try {
      const output = server.output();
      password = generatedPassword(output, 'user: admin\\s+password:');
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(output.split(password)).toHaveLength(2);
      expect(output).toContain('open Users, edit the account, enter a new one');
      expect(await statusAs(server.url, 'admin', 'admin')).toBe(401);
      expect(await statusAs(server.url, 'admin', password)).toBe(200);
      // No demo data by default: its accounts would have the published password.
      expect(await statusAs(server.url, 'dl1abc', 'pager73')).toBe(401);
      const users = await fetch(`${server.url}/api/users`, {
        headers: { authorization: basic('admin', password) },
      });
      expect(((await users.json()) as { name: string }[]).map((user) => user.name)).toEqual([
        'admin',
      ]);
    } finally {
      await server.stop();
    }

    // The next start of the same database generates nothing and does not show the password.
    const again = await launchServer({ env: { HOST: '0.0.0.0', DAPNET_DB: databaseFile } });
    try {
      expect(again.output()).not.toContain(password);
      expect(again.output()).toContain('with the password set when this database was created');
      expect(await statusAs(again.url, 'admin', password)).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('keeps the password out of the structured log lines (LOG_FORMAT=json)', async () => {
    const server = await launchServer({
      env: { HOST: '0.0.0.0', DAPNET_DB: join(dir, 'json.sqlite'), LOG_FORMAT: 'json' },
    });
    try {
      const password = generatedPassword(server.output(), 'user: admin\\s+password:');
      const records = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'));
      expect(records.some((line) => line.includes('Admin login'))).toBe(true);
      expect(records.filter((line) => line.includes(password))).toEqual([]);
      expect(server.output().split(password)).toHaveLength(2);
    } finally {
      await server.stop();
    }
  });

  it('gives demo accounts a generated password too when demo data is asked for', async () => {
    const server = await launchServer({
      env: {
        HOST: '0.0.0.0',
        DAPNET_DB: join(dir, 'public-demo.sqlite'),
        DAPNET_DEMO: '1',
        DAPNET_ADMIN_PASSWORD: 'clubSecret2024',
      },
    });
    try {
      const output = server.output();
      const demo = generatedPassword(output, 'share the password:');
      expect(demo).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(output).toContain('(the password in DAPNET_ADMIN_PASSWORD)');
      expect(output).not.toContain('clubSecret2024');
      expect(await statusAs(server.url, 'admin', 'clubSecret2024')).toBe(200);
      expect(await statusAs(server.url, 'dl1abc', 'pager73')).toBe(401);
      expect(await statusAs(server.url, 'dl1abc', demo)).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it.each(['admin', 'pager73'])(
    'refuses to start with DAPNET_ADMIN_PASSWORD=%s',
    async (wellKnown) => {
      const databaseFile = join(dir, `refused-${wellKnown}.sqlite`);
      const { code, output } = await runUntilExit({
        HOST: '0.0.0.0',
        DAPNET_DB: databaseFile,
        DAPNET_ADMIN_PASSWORD: wellKnown,
      });
      expect(code).toBe(1);
      expect(output).toContain('DAPNET_ADMIN_PASSWORD');
      expect(output).toContain('well-known');
      expect(output).not.toContain('DAPNET Web is running');
    },
  );
});
