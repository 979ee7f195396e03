/**
 * A node's process as the cluster runs it: its lines are passed on as they come, its end is
 * reported with the exit code or signal, and a start that fails shows the node's own output.
 */
import { describe, expect, it } from 'vitest';
import { spawnNode, untilServing } from '../../src/cluster/node-process.js';

const plan = { name: 'node-x', port: 0, transmitterPort: 0 };

/** A stand-in server: a node program that prints, then waits or ends as told. */
function node(script: string, lines: string[] = []) {
  return spawnNode({
    plan,
    command: [process.execPath, '-e', script],
    env: { ...process.env, GREETING: 'hello from the node' },
    onLine: (line) => lines.push(line),
  });
}

describe('a node process', () => {
  it('passes on each line of its output and stops on SIGTERM', async () => {
    const lines: string[] = [];
    const running = node(
      'console.log(process.env.GREETING); console.error("a warning"); setInterval(() => {}, 1000);',
      lines,
    );
    await expect.poll(() => lines.length).toBe(2);
    expect(lines).toEqual(expect.arrayContaining(['hello from the node', 'a warning']));
    expect(running.running()).toBe(true);
    await running.stop();
    expect(await running.exited).toEqual({ code: null, signal: 'SIGTERM' });
    expect(running.running()).toBe(false);
  });

  it('reports an end of its own with its exit code', async () => {
    const ended = node('process.exit(3)');
    expect(await ended.exited).toEqual({ code: 3, signal: null });
  });

  it('kills a node that does not stop within the grace time', async () => {
    const lines: string[] = [];
    const stubborn = node(
      'process.on("SIGTERM", () => {}); console.log("up"); setInterval(() => {}, 1000);',
      lines,
    );
    await expect.poll(() => lines).toEqual(['up']);
    await stubborn.stop(200);
    expect((await stubborn.exited).signal).toBe('SIGKILL');
  });

  it('does not count as serving when it ends first, and shows why', async () => {
    const failing = node(
      'console.error("DAPNET Web could not start: port taken"); process.exit(1)',
    );
    await expect(untilServing(failing, 'http://127.0.0.1:1', 10_000)).rejects.toThrow(
      /node-x stopped:\nDAPNET Web could not start: port taken/,
    );
  });
});
