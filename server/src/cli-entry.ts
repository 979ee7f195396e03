/**
 * What the server's command-line tools (`npm run backup`, `import-state`, …) share: knowing that
 * their file was started as the program, and printing an error as an operator wants to read it.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** True when the module at `moduleUrl` (its `import.meta.url`) is the program node started. */
export const isInvokedDirectly = (moduleUrl: string): boolean =>
  process.argv[1] !== undefined && moduleUrl === pathToFileURL(resolve(process.argv[1])).href;

/** Lines to the terminal: `out` to stdout, `err` to stderr. */
export const CONSOLE_LINES = {
  out: (line: string) => console.log(line),
  err: (line: string) => console.error(line),
};

/**
 * An error's message; its stack too, unless it explains itself: a system error (a locked
 * database, no permission) carries a code, and `explained` says which errors of the tool do.
 */
export function reportError(
  err: (line: string) => void,
  error: unknown,
  explained: (error: unknown) => boolean = () => false,
): void {
  err(`error: ${(error as Error).message ?? String(error)}`);
  const { code } = error as { code?: unknown };
  if (!explained(error) && typeof code !== 'string') err((error as Error).stack ?? '');
}
