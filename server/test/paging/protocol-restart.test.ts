/**
 * Statuses across a restart, as the Core's: nothing is connected to a server that has just
 * started, so ONLINE becomes OFFLINE and nobody is connected since anything; ERROR and DISABLED
 * stay. A clean stop ends the sessions first.
 */
import { expect, it } from 'vitest';
import { request } from '../helpers/server.js';
import { ADMIN } from '../helpers/fixtures.js';
import { connectOnline, registerTransmitter, startPagingServer } from './protocol-harness.js';

const SINCE = '2024-05-06T07:08:09.000Z';

it('starts with every transmitter OFFLINE except ERROR and DISABLED ones', async () => {
  const first = await startPagingServer();
  for (const name of ['db0liv', 'db0crs', 'db0bad', 'db0off'])
    await registerTransmitter(first, name);
  const client = await connectOnline(first, 'db0liv');
  // A crash leaves whatever the database last had.
  const painted = { ONLINE: 'db0crs', ERROR: 'db0bad', DISABLED: 'db0off' } as const;
  for (const [status, name] of Object.entries(painted)) {
    const record = (await first.store.transmitters.get(name))!;
    await first.store.transmitters.put({
      ...record,
      status,
      connectedSince: SINCE,
      lastConnected: SINCE,
    });
  }
  await first.close({ keepDatabase: true });
  await client.closed;

  const second = await startPagingServer({ databaseFile: first.databaseFile });
  try {
    const { body } = await request(second, 'GET', '/api/transmitters', { auth: ADMIN });
    const byName = new Map<string, Record<string, unknown>>(
      body.map((t: { name: string }) => [t.name, t]),
    );
    expect(byName.get('db0liv')).toMatchObject({ status: 'OFFLINE', connectedSince: null });
    expect(byName.get('db0crs')).toMatchObject({
      status: 'OFFLINE',
      connectedSince: null,
      lastConnected: SINCE,
    });
    expect(byName.get('db0bad')).toMatchObject({ status: 'ERROR', connectedSince: null });
    expect(byName.get('db0off')).toMatchObject({ status: 'DISABLED', connectedSince: null });
    // The connection history survived the restart.
    const kinds = (await second.node.monitor!.transmitter('db0liv')).history.map(
      (event) => event.kind,
    );
    expect(kinds).toEqual(['disconnected', 'connected']);
  } finally {
    await second.close();
  }
});
