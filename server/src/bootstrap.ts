import type { Settings } from './config.js';
import type { Store } from './store/store.js';
import { generatePassword } from './auth/first-start.js';
import { hashPassword } from './auth/passwords.js';
import { seedDemoData } from './demo/seed.js';
import { CORE_VERSION } from './version.js';

/** Passwords made for this new database, for the start banner to print once. */
export interface GeneratedPasswords {
  /** The `admin` account's (a public host without DAPNET_ADMIN_PASSWORD). */
  admin?: string;
  /** The demo accounts' one, shared by all of them (demo data on a public host). */
  demo?: string;
}

export type BootstrapResult =
  { created: false } | { created: true; generated?: GeneratedPasswords };

/**
 * Fills an empty database as a new single-node Core cluster does: the `admin` account and the
 * node record of this server (at latitude and longitude 0, like the Core's, for an admin to
 * edit). With demo data, the demo network's nodes stand in for the local one. On a public host
 * no account gets a well-known password: the missing ones are generated and returned.
 */
export async function bootstrapDatabase(
  store: Store,
  settings: Pick<Settings, 'adminPassword' | 'demoData' | 'port'> & { publicHost?: boolean },
): Promise<BootstrapResult> {
  if ((await store.users.count()) > 0) return { created: false };
  const generated: GeneratedPasswords = {};
  if (settings.adminPassword === undefined) generated.admin = generatePassword();
  if (settings.demoData && settings.publicHost) generated.demo = generatePassword();
  const hash = await hashPassword(settings.adminPassword ?? generated.admin ?? '');
  await store.transaction(async () => {
    await store.users.put({ name: 'admin', mail: 'admin@admin.de', admin: true, hash });
    if (!settings.demoData) {
      await store.nodes.put({
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
  if (settings.demoData) await seedDemoData(store, new Date(), generated.demo);
  return Object.keys(generated).length > 0 ? { created: true, generated } : { created: true };
}
