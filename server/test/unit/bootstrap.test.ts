import { describe, expect, it } from 'vitest';
import { bootstrapDatabase } from '../../src/bootstrap.js';
import { openDatabase } from '../../src/db/database.js';
import { createStore } from '../../src/store/store.js';
import { verifyPassword } from '../../src/auth/passwords.js';

describe('bootstrapDatabase without demo data', () => {
  it('creates the admin account and this server as the one ONLINE node, once', async () => {
    const store = createStore(await openDatabase(':memory:'));
    const settings = { adminPassword: 'secret42', demoData: false, port: 9123 };
    expect(await bootstrapDatabase(store, settings)).toEqual({ created: true });
    const admin = await store.users.get('admin');
    expect(admin?.admin).toBe(true);
    expect(await verifyPassword('secret42', admin!.hash)).toBe(true);
    expect(await store.nodes.list()).toEqual([
      expect.objectContaining({
        name: 'local',
        status: 'ONLINE',
        address: { ip_addr: '127.0.0.1', port: 9123 },
      }),
    ]);
    expect(await store.transmitters.count()).toBe(0);
    expect(await bootstrapDatabase(store, settings)).toEqual({ created: false });
    expect(await store.nodes.count()).toBe(1);
  });
});
