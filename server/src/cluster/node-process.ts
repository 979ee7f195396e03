/**
 * One node of the local network as its own process: the server started with its settings, its
 * output passed on line by line under its name, its exit noticed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { NodePlan } from './cluster-plan.js';

export interface NodeExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface NodeProcess {
  plan: NodePlan;
  child: ChildProcess;
  /** Settles when the process has ended, however it ended. */
  exited: Promise<NodeExit>;
  /** Whether it has ended. */
  running(): boolean;
  /** The lines it printed, for a start that fails. */
  output(): string[];
  /** Asks it to stop as `npm start` is stopped (SIGTERM), then waits; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface NodeStart {
  plan: NodePlan;
  /** The program and its arguments (node and the server's main file). */
  command: [string, ...string[]];
  env: Record<string, string | undefined>;
  /** Each line the node prints, as it comes. */
  onLine: (line: string) => void;
}

/** Keeps the last lines only: enough to show why a start failed. */
const KEPT_LINES = 60;

export function spawnNode({ plan, command, env, onLine }: NodeStart): NodeProcess {
  const [program, ...args] = command;
  // In a process group of its own: a Ctrl-C in the terminal reaches the cluster, which stops each
  // node once, rather than every node at the same moment as well.
  const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines: string[] = [];
  const take = (line: string) => {
    lines.push(line);
    if (lines.length > KEPT_LINES) lines.shift();
    onLine(line);
  };
  createInterface({ input: child.stdout! }).on('line', take);
  createInterface({ input: child.stderr! }).on('line', take);
  const exited = new Promise<NodeExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    // A program that cannot be started at all never exits: report it as an exit.
    child.once('error', (error) => {
      take(error.message);
      resolve({ code: null, signal: null });
    });
  });
  let ended = false;
  void exited.then(() => (ended = true));
  return {
    plan,
    child,
    exited,
    running: () => !ended,
    output: () => [...lines],
    async stop(graceMs = 10_000) {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Resolves once the node answers GET /healthz with 200; rejects with its last lines if it ends
 * first or does not answer within `timeoutMs`.
 */
export async function untilServing(node: NodeProcess, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (node.running() && Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const why = node.running() ? `did not answer within ${timeoutMs / 1000} s` : 'stopped';
  throw new Error(`${node.plan.name} ${why}:\n${node.output().join('\n')}`);
}
