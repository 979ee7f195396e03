import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, ADMIN_AUTH, expect, signIn, test as base, uniqueName } from './fixtures';

/**
 * A network on its first day: a server of its own on an empty database (DAPNET_DEMO=0, only the
 * admin account), started once per worker beside the demo server the other tests use.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function waitUntilAnswering(url: string, exited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (exited()) throw new Error('the empty-network server stopped during start-up');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the empty-network server did not answer ${url}`);
}

const test = base.extend<object, { emptyNetwork: string }>({
  emptyNetwork: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const port = await freePort();
      const database = join(tmpdir(), `dapnet-e2e-empty-${process.pid}-${Date.now()}.sqlite`);
      // One process (no npx or tsx wrapper in between), so stopping it stops the server.
      const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DAPNET_DB: database,
          DAPNET_DEMO: '0',
          // No transmitters here; the default port may be taken by another server on the machine.
          DAPNET_TRANSMITTER_PORT: '0',
          DAPNET_ADMIN_PASSWORD: ADMIN.password,
          DAPNET_WEB_DIST: process.env.E2E_WEB_DIST ?? 'web/dist',
          LOG_LEVEL: 'warn',
        },
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilAnswering(`${url}/api/core/version`, () => server.exitCode !== null);
        await provide(url);
      } finally {
        if (server.exitCode === null) {
          server.kill('SIGTERM');
          await once(server, 'exit');
        }
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ emptyNetwork }, provide) => provide(emptyNetwork),
});

test.describe('a new, empty network (in German)', () => {
  test.use({ language: 'de' });

  test('the admin is shown what to create first, and the lists say they are empty', async ({
    page,
    request,
  }) => {
    await signIn(page, ADMIN, '/');
    const steps = page.getByRole('region', { name: 'Das Netz einrichten' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    const step = (link: string) => steps.getByRole('listitem').filter({ hasText: link });
    // The server is itself the network's first node.
    await expect(step('Neuer Knoten')).toContainText('Erledigt');
    for (const link of ['Neuer Sender', 'Neue Sendergruppe', 'Neuer Teilnehmer']) {
      await expect(step(link)).not.toContainText('Erledigt');
    }
    await steps.getByRole('link', { name: 'Neuer Sender' }).click();
    await expect(page).toHaveURL('/transmitters/new');

    await page.goto('/transmitters');
    const transmitters = page.getByRole('table', { name: 'Sender' });
    await expect(transmitters).toContainText('Noch keine Sender.');
    await transmitters.getByRole('link', { name: 'Neuer Sender' }).click();
    await expect(page).toHaveURL('/transmitters/new');

    // A search without hits in a list that has entries says so differently.
    await page.goto('/users?q=niemand');
    await expect(page.getByRole('table', { name: 'Benutzer' })).toContainText(
      'Keine passenden Einträge.',
    );

    // Something created is ticked off.
    const subscriber = uniqueName('erste');
    const created = await request.put(`/api/callsigns/${subscriber}`, {
      headers: { Authorization: ADMIN_AUTH },
      data: {
        description: 'Erster Teilnehmer',
        pagers: [{ number: 1234, name: 'Skyper' }],
        ownerNames: [ADMIN.name],
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    await page.goto('/');
    await expect(step('Neuer Teilnehmer')).toContainText('Erledigt');
    await expect(step('Neue Sendergruppe')).not.toContainText('Erledigt');
  });
});
