/**
 * Starts the embedded DAPNET server: opens the database (creating the admin account and demo
 * data on first start), then serves the API, the web app and the embedded services.
 */
import { buildApp } from './app.js';
import { bootstrapDatabase, type BootstrapResult } from './bootstrap.js';
import { readSettings, type Settings } from './config.js';
import { openDatabase } from './db/database.js';
import { describeUrl } from './db/postgres-errors.js';
import { claimDatabaseFile } from './db/database-lock.js';
import { DEMO_USERS } from './demo/people.js';
import { loggerOptions } from './logging.js';
import { createMetrics } from './metrics/registry.js';
import { createNetworkEvents } from './events/network-events.js';
import { createPagingNode } from './paging/paging-node.js';
import { startDemoTransmitters } from './simulator/demo.js';
import { createStore } from './store/store.js';

/** Prints the default password only; a chosen one stays out of the logs. */
function adminLoginLine(result: BootstrapResult, settings: Settings): string {
  if (!result.created)
    return 'Admin login: admin (with the password set when this database was created)';
  if (result.generated?.admin) return 'Admin login: admin / (generated, printed once above)';
  return settings.adminPassword === 'admin'
    ? 'Admin login: admin / admin'
    : 'Admin login: admin / (the password in DAPNET_ADMIN_PASSWORD)';
}

/**
 * The passwords generated for a new database on a public host, as a block that stands out on
 * the console. It is printed this once and never logged: whoever reads it signs in and changes it.
 */
function generatedPasswordsNotice(result: BootstrapResult): string | undefined {
  if (!result.created || !result.generated) return undefined;
  const { admin, demo } = result.generated;
  const rule = '='.repeat(72);
  const lines = [
    '',
    rule,
    'This server can be reached from other machines (HOST is not loopback), so this new',
    'database got generated passwords instead of well-known ones. They are shown only now:',
    '',
  ];
  if (admin) lines.push(`    user: admin    password: ${admin}`);
  if (demo) {
    const names = DEMO_USERS.map((user) => user.name).join(', ');
    lines.push(`    demo accounts (${names})`, `    share the password: ${demo}`);
  }
  lines.push(
    '',
    'Keep it safe. To change a password: sign in, open Users, edit the account, enter a new one.',
    'To choose the first admin password yourself, set DAPNET_ADMIN_PASSWORD before the first start.',
    rule,
    '',
  );
  return lines.join('\n');
}

async function main(): Promise<void> {
  const settings = readSettings();
  // Before the database is opened: a second server's start-up would already change it.
  if (!settings.databaseUrl) claimDatabaseFile(settings.databaseFile);
  const db = await openDatabase(
    settings.databaseUrl ? { url: settings.databaseUrl } : { file: settings.databaseFile },
  );
  const store = createStore(db);
  // Nodes of a network that start together on an empty database: one of them fills it.
  const firstStart = await db.withStartLock(() => bootstrapDatabase(store, settings));
  const { created } = firstStart;
  // Printed at once, before anything else can fail and leave a database nobody can sign in to;
  // plain on the console in both log formats, so a log collector does not keep the password.
  const notice = generatedPasswordsNotice(firstStart);
  if (notice) process.stdout.write(`${notice}\n`);
  const logger = loggerOptions(
    settings.logLevel,
    settings.logFormat,
    process.stdout,
    settings.logTimeZone,
  );
  const metrics = createMetrics();
  // The node's one event bus: the paging side and the API announce calls, rubric content,
  // receipts and status changes on it; the event stream listens.
  const networkEvents = createNetworkEvents();
  const paging = await createPagingNode(store, settings, {
    metrics: metrics.paging,
    networkEvents,
  });
  const app = await buildApp({
    settings,
    store,
    logger,
    paging: paging.events,
    monitor: paging.monitor,
    metrics,
    networkEvents,
  });

  // The transmitter endpoint opens first, and the demo's simulated transmitters complete their
  // handshakes, so the first page served already shows them ONLINE.
  const transmitterEndpoint = await paging.start(app.log);
  const demoTransmitters = await startDemoTransmitters({
    settings,
    store,
    endpoint: transmitterEndpoint,
    log: app.log,
  });

  const shutdown = async () => {
    await demoTransmitters?.stop();
    // The HTTP side first: its streams end before the sessions' last states are written.
    await app.close();
    await paging.stop();
    await db.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown());

  await app.listen({ host: settings.host, port: settings.port });
  // The port actually bound (PORT=0 picks a free one).
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const shown = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  const databaseName = settings.databaseUrl
    ? `PostgreSQL ${describeUrl(settings.databaseUrl)}`
    : settings.databaseFile;
  const lines = [
    '',
    `DAPNET Web is running on http://${shown}:${port}`,
    `Database: ${databaseName}${created ? (settings.demoData ? ' (new, with demo data)' : ' (new)') : ''}`,
    adminLoginLine(firstStart, settings),
    transmitterEndpoint
      ? `Transmitters connect to port ${transmitterEndpoint.port} (node name ${paging.nodeName})`
      : 'Transmitter endpoint off (DAPNET_TRANSMITTER_PORT=0)',
  ];
  // A log collector gets the banner as records like every other line; a person gets it plain.
  if (settings.logFormat === 'json') lines.filter(Boolean).forEach((line) => app.log.info(line));
  else console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(`DAPNET Web could not start: ${(error as Error).message}`);
  process.exit(1);
});
