/**
 * What `npm run cluster` starts, worked out before anything runs: its options, each node's name
 * and ports, and the settings each node's process gets.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface ClusterOptions {
  /** How many nodes (server instances) to start. */
  nodes: number;
  /** The first node's web port; the next nodes take the following ones. */
  webPort: number;
  /** The first node's transmitter port; the next nodes take the following ones. */
  transmitterPort: number;
  /** The port of the cluster's own PostgreSQL server. */
  postgresPort: number;
  /** The PostgreSQL server's folder, kept between runs. */
  folder: string;
  /** Print what the demo transmitters put on the air, not only where they connect. */
  messages: boolean;
}

/** One node of the network: what it is called and where it listens. */
export interface NodePlan {
  name: string;
  port: number;
  transmitterPort: number;
}

export const MAX_NODES = 26;

/** The defaults: `npm start`'s ports for the first node, PostgreSQL beside a system one (5432). */
export function clusterDefaults(repositoryRoot: string): ClusterOptions {
  return {
    nodes: 3,
    webPort: 8080,
    transmitterPort: 43434,
    postgresPort: 5433,
    folder: resolve(repositoryRoot, 'data/cluster'),
    messages: false,
  };
}

export const CLUSTER_USAGE = `Usage: npm run cluster -- [options]

Starts a local DAPNET network for trying it out: a PostgreSQL server of its own, several nodes
(server instances) on it with demo data, and the demo's simulated transmitters spread over them.

  --nodes N              how many nodes (3, at most ${MAX_NODES})
  --port PORT            the first node's web port (8080); the others take the next ones
  --transmitter-port P   the first node's transmitter port (43434); the others the next ones
  --postgres-port PORT   the PostgreSQL server's port (5433)
  --folder FOLDER        the PostgreSQL server's folder, kept between runs (data/cluster)
  --messages             print what the demo transmitters put on the air
`;

/** A mistake in the command line: shown with the usage. */
export class UsageError extends Error {}

function whole(
  value: string | undefined,
  option: string,
  fallback: number,
  min: number,
  max: number,
) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (value.trim() === '' || !Number.isInteger(number) || number < min || number > max) {
    throw new UsageError(
      `--${option} must be a whole number from ${min} to ${max}, got "${value}"`,
    );
  }
  return number;
}

/** Reads the command line; throws a UsageError on a mistake. `help` asks for the usage. */
export function parseClusterArgs(
  args: string[],
  repositoryRoot: string,
): ClusterOptions & { help: boolean } {
  const defaults = clusterDefaults(repositoryRoot);
  let values;
  try {
    values = parseArgs({
      args,
      options: {
        nodes: { type: 'string' },
        port: { type: 'string' },
        'transmitter-port': { type: 'string' },
        'postgres-port': { type: 'string' },
        folder: { type: 'string' },
        messages: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return {
    nodes: whole(values.nodes, 'nodes', defaults.nodes, 1, MAX_NODES),
    webPort: whole(values.port, 'port', defaults.webPort, 1, 65_535),
    transmitterPort: whole(
      values['transmitter-port'],
      'transmitter-port',
      defaults.transmitterPort,
      1,
      65_535,
    ),
    postgresPort: whole(values['postgres-port'], 'postgres-port', defaults.postgresPort, 1, 65_535),
    folder: values.folder ? resolve(values.folder) : defaults.folder,
    messages: values.messages,
    help: values.help,
  };
}

/** node-a, node-b, …: names a person tells apart at a glance in the mixed output. */
export function nodeName(index: number): string {
  return `node-${String.fromCharCode('a'.charCodeAt(0) + index)}`;
}

/**
 * Each node's name and ports, one after the other from the first ones. Throws when they do not
 * fit below 65536 or when two of them (or PostgreSQL's) would be the same port.
 */
export function planNodes(options: Omit<ClusterOptions, 'folder' | 'messages'>): NodePlan[] {
  const nodes = Array.from({ length: options.nodes }, (_, index) => ({
    name: nodeName(index),
    port: options.webPort + index,
    transmitterPort: options.transmitterPort + index,
  }));
  const ports = [
    ...nodes.flatMap((node) => [node.port, node.transmitterPort]),
    options.postgresPort,
  ];
  if (ports.some((port) => port > 65_535)) {
    throw new UsageError(`${options.nodes} nodes do not fit below port 65536 from these ports`);
  }
  const taken = ports.find((port, index) => ports.indexOf(port) !== index);
  if (taken !== undefined) {
    throw new UsageError(`port ${taken} would be used twice: choose ports further apart`);
  }
  return nodes;
}

type Env = Record<string, string | undefined>;

/**
 * The settings of one node's process: the caller's environment (HOST, LOG_LEVEL, …) with the
 * node's own ports and name, and the one database of the network. The demo transmitters are
 * the cluster's to run (so they outlive a node that stops and move to another), not the node's.
 */
export function nodeEnvironment(node: NodePlan, databaseUrl: string, base: Env): Env {
  return {
    ...base,
    PORT: String(node.port),
    DAPNET_TRANSMITTER_PORT: String(node.transmitterPort),
    DAPNET_NODE_NAME: node.name,
    DAPNET_DATABASE_URL: databaseUrl,
    DAPNET_DEMO_TRANSMITTERS: '0',
  };
}
