/**
 * The real server in its own process, as an operator starts it: from the TypeScript sources
 * through tsx (`npm run dev`) or the compiled file with plain node (`npm start`). It listens on a
 * free port (PORT=0) and is ready once its start banner names that port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, which reaches the server also when it listens on 0.0.0.0. */
  url: string;
  /** Everything the process printed on stdout and stderr so far. */
  output(): string;
  /** Stops it as systemd does (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** `source`: tsx on src/main.ts; `compiled`: node on dist/main.js (build it first). */
  from?: 'source' | 'compiled';
  /** Settings; DAPNET_DB at least. PORT and the transmitter port default to 0 (free / off). */
  env: Record<string, string>;
}

const BANNER = /DAPNET Web is running on http:\/\/[^:\s]+:(\d+)/;

/** Starts the server and waits for its banner; rejects with its output if it exits first. */
export async function launchServer({
  from = 'source',
  env,
}: LaunchOptions): Promise<ServerProcess> {
  const args = from === 'source' ? ['--import', 'tsx', 'src/main.ts'] : ['dist/main.js'];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DAPNET_TRANSMITTER_PORT: '0',
      DAPNET_WEB_DIST: resolve(env.DAPNET_DB ?? SERVER_DIR, '..', 'no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Start-up from source compiles TypeScript first: seconds on a busy machine.
  for (let waited = 0; waited < 40_000; waited += 50) {
    const port = BANNER.exec(text)?.[1];
    if (port) return { child, url: `http://127.0.0.1:${port}`, output: () => text, stop };
    if (child.exitCode !== null) break;
    await new Promise((done) => setTimeout(done, 50));
  }
  await stop();
  throw new Error(`the server did not start:\n${text}`);
}

/** Runs the server until it exits by itself (a refused start), with its exit code and output. */
export function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: '0', DAPNET_TRANSMITTER_PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A server that starts instead of refusing is stopped, so the test fails rather than hangs.
    const timer = setTimeout(() => child.kill('SIGTERM'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code: code ?? -1, output });
    });
  });
}
