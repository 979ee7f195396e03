/**
 * A local network of nodes on one PostgreSQL database: starts a server process per node, all at
 * once (the start lock lets one of them fill an empty database); `ready` tells when each answers.
 */
import { reachableHost } from '../simulator/demo.js';
import { nodeEnvironment, type NodePlan } from './cluster-plan.js';
import type { NodeEndpoint } from './demo-transmitters.js';
import { spawnNode, untilServing, type NodeProcess } from './node-process.js';

type Env = Record<string, string | undefined>;

export interface ClusterStart {
  nodes: NodePlan[];
  databaseUrl: string;
  /** The settings every node shares (the caller's environment). */
  env: Env;
  /** How to run the server: node and the compiled main file, or tsx and the source. */
  command: [string, ...string[]];
  /** Each line a node prints. */
  print: (node: string, line: string) => void;
  startTimeoutMs?: number;
}

export interface RunningNode {
  plan: NodePlan;
  /** The web app and API, as a browser on this machine opens it. */
  url: string;
  process: NodeProcess;
}

export interface Cluster {
  nodes: RunningNode[];
  /** Where the transmitters connect to each node. */
  endpoints: NodeEndpoint[];
  /** The "Admin login:" line of the nodes' banners; the one that created the database has it all. */
  adminLogin(): string | undefined;
  /**
   * Resolves once every node answers GET /healthz; rejects (after stopping them all) when one
   * ends or does not answer in time.
   */
  ready: Promise<void>;
  /** Stops every node still running and waits for them. */
  stop(): Promise<void>;
}

/** The host a browser on this machine uses for HOST (an "any address" one: localhost). */
function browserHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

/** Starts the nodes' processes at once; they are running when this returns, `ready` when serving. */
export function launchCluster(options: ClusterStart): Cluster {
  const { nodes, databaseUrl, env, command, print, startTimeoutMs = 90_000 } = options;
  const host = env.HOST?.trim() || 'localhost';
  const adminLines: string[] = [];
  const running = nodes.map((plan) => {
    const started = spawnNode({
      plan,
      command,
      env: nodeEnvironment(plan, databaseUrl, env),
      onLine: (line) => {
        if (line.startsWith('Admin login:')) adminLines.push(line);
        print(plan.name, line);
      },
    });
    const shown = browserHost(host);
    const url = `http://${shown.includes(':') ? `[${shown}]` : shown}:${plan.port}`;
    return { plan, url, process: started };
  });
  const stop = async () => {
    await Promise.all(running.map((node) => node.process.stop()));
  };
  const ready = Promise.all(
    running.map((node) => untilServing(node.process, node.url, startTimeoutMs)),
  ).then(
    () => undefined,
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
  return {
    nodes: running,
    endpoints: nodes.map((plan) => ({
      name: plan.name,
      host: reachableHost(host),
      port: plan.transmitterPort,
    })),
    adminLogin: () => adminLines.find((line) => line.includes(' / ')) ?? adminLines[0],
    ready,
    stop,
  };
}
