/**
 * `npm run cluster`: a local DAPNET network to try out: a PostgreSQL server of its own in the
 * data folder, several nodes of the compiled server on it, and the demo's simulated transmitters
 * spread over them. Ctrl-C stops it all; a node that stops is reported and left stopped.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readSettings } from '../config.js';
import { describeUrl } from '../db/postgres-errors.js';
import { REPOSITORY_ROOT, SERVER_ROOT } from '../server-root.js';
import { clusterBanner } from './banner.js';
import { launchCluster, type Cluster } from './cluster.js';
import { CLUSTER_USAGE, parseClusterArgs, planNodes, UsageError } from './cluster-plan.js';
import { startClusterDemo, type ClusterDemo } from './demo-transmitters.js';
import { findPostgresPrograms, startLocalPostgres, type LocalPostgres } from './local-postgres.js';

const COLOURS = [36, 35, 33, 32, 34, 31];
const colour = (index: number, text: string) =>
  process.stdout.isTTY ? `\u001b[${COLOURS[index % COLOURS.length]}m${text}\u001b[0m` : text;

const say = (line: string) => console.log(`[cluster] ${line}`);

function giveUp(message: string, code = 1): never {
  console.error(`[cluster] ${message}`);
  process.exit(code);
}

/** The command line, checked before anything starts. */
function readOptions() {
  try {
    const options = parseClusterArgs(process.argv.slice(2), REPOSITORY_ROOT);
    if (options.help) {
      console.log(CLUSTER_USAGE);
      process.exit(0);
    }
    return { options, nodes: planNodes(options) };
  } catch (error) {
    if (error instanceof UsageError) giveUp(`${error.message}\n\n${CLUSTER_USAGE}`, 2);
    throw error;
  }
}

/** The settings the nodes share (HOST, DAPNET_DEMO, …), checked once here rather than thrice. */
function sharedSettings() {
  try {
    return readSettings(process.env);
  } catch (error) {
    giveUp(`Settings: ${(error as Error).message}`, 2);
  }
}

function checkPostgresInstalled(): void {
  try {
    const programs = findPostgresPrograms();
    if (!existsSync(join(programs, 'pg_ctl'))) {
      throw new Error(`There is no pg_ctl in ${programs} (DAPNET_PG_BIN).`);
    }
  } catch (error) {
    giveUp(
      `${(error as Error).message}\nOn Debian or Ubuntu: sudo apt-get install postgresql ` +
        '(the cluster starts a server of its own; the system one may stay stopped).',
    );
  }
}

function startPostgres(folder: string, port: number): LocalPostgres {
  say(`Starting PostgreSQL on port ${port} in ${relative(process.cwd(), folder) || folder}`);
  try {
    return startLocalPostgres({ folder, port });
  } catch (error) {
    giveUp(
      `PostgreSQL did not start: ${(error as Error).message.trim()}\n` +
        `Is port ${port} taken (choose another with --postgres-port), or is a cluster already ` +
        `running on this folder? Its log: ${join(folder, 'postgresql.log')}. A PostgreSQL server ` +
        `left over from a cluster that was killed stops with: ` +
        `${join(findPostgresPrograms(), 'pg_ctl')} stop --pgdata ${join(folder, 'data')}` +
        (process.getuid?.() === 0 ? ' (as the postgres user: runuser -u postgres -- …)' : ''),
    );
  }
}

/** What is running so far, for a Ctrl-C at any moment. */
const running: {
  postgres?: LocalPostgres;
  cluster?: Cluster;
  demo?: ClusterDemo;
  stopping: boolean;
} = { stopping: false };

async function shutdown(code: number): Promise<void> {
  if (running.stopping) return;
  running.stopping = true;
  say('Stopping the nodes and PostgreSQL …');
  // The nodes first: each closes its transmitters' sessions itself while its database is open.
  await running.cluster?.stop();
  await running.demo?.stop();
  running.postgres?.stop();
  say('Stopped.');
  process.exit(code);
}

/** Reports a node that ends while the cluster runs; it stays stopped, so failover can be seen. */
function watchNodes(cluster: Cluster): void {
  for (const node of cluster.nodes) {
    void node.process.exited.then(({ code, signal }) => {
      if (running.stopping) return;
      const how = signal ? `by ${signal}` : `with exit code ${code}`;
      say(
        `${node.plan.name} stopped ${how}. It is not restarted: its transmitters move to the ` +
          'other nodes. Ctrl-C and a new "npm run cluster" bring it back.',
      );
      if (cluster.nodes.every((each) => !each.process.running())) {
        say('No node is left.');
        void shutdown(1);
      }
    });
  }
}

async function main(): Promise<void> {
  const { options, nodes } = readOptions();
  const settings = sharedSettings();
  const serverMain = join(SERVER_ROOT, 'dist/main.js');
  if (!existsSync(serverMain)) giveUp('The server is not built: run "npm run build" first.');
  checkPostgresInstalled();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(0));
  }

  const postgres = startPostgres(options.folder, options.postgresPort);
  running.postgres = postgres;
  say(`Starting ${nodes.map((node) => node.name).join(', ')} …`);
  const cluster = launchCluster({
    nodes,
    databaseUrl: postgres.url,
    env: process.env,
    command: [process.execPath, '--enable-source-maps', serverMain],
    print: (name, line) => {
      const index = nodes.findIndex((node) => node.name === name);
      console.log(`${colour(index, `[${name}]`)} ${line}`);
    },
  });
  running.cluster = cluster;
  try {
    await cluster.ready;
    if (settings.demoData && settings.demoTransmitters && !running.stopping) {
      running.demo = await startClusterDemo({
        databaseUrl: postgres.url,
        nodes: cluster.endpoints,
        messages: options.messages,
        // While stopping, their reconnects to nodes that are stopping too are no news.
        print: (line) => running.stopping || console.log(`[demo] ${line}`),
      });
    }
  } catch (error) {
    if (running.stopping) return;
    console.error(`[cluster] ${(error as Error).message}`);
    return shutdown(1);
  }
  if (running.stopping) return;
  const folder = relative(process.cwd(), options.folder) || options.folder;
  const database = describeUrl(postgres.url);
  const demoTransmitters = running.demo?.count;
  console.log(clusterBanner({ cluster, database, folder, demoTransmitters }));
  watchNodes(cluster);
}

main().catch((error: unknown) => {
  console.error(`[cluster] ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
