/**
 * Starts the embedded DAPNET server: opens the database (creating the admin account and demo
 * data on first start), then serves the API, the web app and the embedded services.
 */
import { buildApp } from './app.js';
import { bootstrapDatabase } from './bootstrap.js';
import { readSettings } from './config.js';
import { openDatabase } from './db/database.js';
import { loggerOptions } from './logging.js';
import { createMetrics } from './metrics/registry.js';
import { createPagingNode } from './paging/paging-node.js';
import { startDemoTransmitters } from './simulator/demo.js';
import { createStore } from './store/store.js';

/** Prints the default password only; a chosen one stays out of the logs. */
function adminLoginLine(created: boolean, password: string): string {
  if (!created) return 'Admin login: admin (with the password set when this database was created)';
  return password === 'admin'
    ? 'Admin login: admin / admin'
    : 'Admin login: admin / (the password in DAPNET_ADMIN_PASSWORD)';
}

async function main(): Promise<void> {
  const settings = readSettings();
  const db = openDatabase(settings.databaseFile);
  const store = createStore(db);
  const { created } = await bootstrapDatabase(store, settings);
  const logger = loggerOptions(
    settings.logLevel,
    settings.logFormat,
    process.stdout,
    settings.logTimeZone,
  );
  const metrics = createMetrics();
  const paging = createPagingNode(store, settings, { metrics: metrics.paging });
  const app = await buildApp({
    settings,
    store,
    logger,
    paging: paging.events,
    monitor: paging.monitor,
    metrics,
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
    await paging.stop();
    await app.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: settings.host, port: settings.port });
  const shown = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  const lines = [
    '',
    `DAPNET Web is running on http://${shown}:${settings.port}`,
    `Database: ${settings.databaseFile}${created ? (settings.demoData ? ' (new, with demo data)' : ' (new)') : ''}`,
    adminLoginLine(created, settings.adminPassword),
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
