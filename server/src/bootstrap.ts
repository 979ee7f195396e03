import type { Settings } from './config.js';
import type { Store } from './store/store.js';
import { hashPassword } from './auth/passwords.js';
import { seedDemoData } from './demo/seed.js';
import { CORE_VERSION } from './version.js';

/**
 * Fills an empty database as a new single-node Core cluster does: the `admin` account and the
 * node record of this server (at latitude and longitude 0, like the Core's, for an admin to
 * edit). With demo data, the demo network's nodes stand in for the local one.
 */
export async function bootstrapDatabase(
  store: Store,
  settings: Pick<Settings, 'adminPassword' | 'demoData' | 'port'>,
) {
  if (store.users.count() > 0) return { created: false };
  const hash = await hashPassword(settings.adminPassword);
  store.transaction(() => {
    store.users.put({ name: 'admin', mail: 'admin@admin.de', admin: true, hash });
    if (!settings.demoData) {
      store.nodes.put({
        name: 'local',
        longitude: '0',
        latitude: '0',
        address: { ip_addr: '127.0.0.1', port: settings.port },
        status: 'ONLINE',
        ownerNames: ['admin'],
        version: CORE_VERSION,
      });
    }
  });
  if (settings.demoData) await seedDemoData(store);
  return { created: true };
}
