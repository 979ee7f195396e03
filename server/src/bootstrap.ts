import type { Settings } from './config.js';
import type { Store } from './store/store.js';
import { hashPassword } from './auth/passwords.js';
import { seedDemoData } from './demo/seed.js';

/**
 * Fills an empty database: the `admin` account (as a new Core cluster does), and the demo data
 * when asked for. A database that already has users is left as it is.
 */
export async function bootstrapDatabase(
  store: Store,
  settings: Pick<Settings, 'adminPassword' | 'demoData'>,
) {
  if (store.users.count() > 0) return { created: false };
  const hash = await hashPassword(settings.adminPassword);
  store.transaction(() => {
    store.users.put({ name: 'admin', mail: 'admin@admin.de', admin: true, hash });
  });
  if (settings.demoData) await seedDemoData(store);
  return { created: true };
}
