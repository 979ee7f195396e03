/**
 * A file beside the database that says "a server is using this database": `<database>.pid`,
 * holding the server's process id. The restore command must not replace the file under a running
 * server, and it needs a way to know:
 * - trying the web port would depend on the restore being run with the server's own PORT and
 *   HOST, and would not see a server started on another port with the same database;
 * - SQLite's own locks are only held while a transaction runs, so an idle server holds none.
 * The marker sits next to the database it speaks for, so it names exactly the server using that
 * file. A server killed without a chance to remove it (power cut, kill -9) leaves it behind; the
 * process id is therefore checked, and a marker whose process is gone counts as stale.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export function markerFile(databaseFile: string): string {
  return `${databaseFile}.pid`;
}

/** Writes this process's marker; the returned function removes it (only if it is still ours). */
export function markDatabaseInUse(databaseFile: string): () => void {
  const file = markerFile(databaseFile);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (readMarker(file) === process.pid) rmSync(file, { force: true });
  };
}

function readMarker(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    // Signal 0 checks that the process exists without touching it.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (a server run as its own system user).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process id of a live server using the database, or undefined. */
export function runningServer(databaseFile: string): number | undefined {
  const pid = readMarker(markerFile(databaseFile));
  return pid !== undefined && pid !== process.pid && isAlive(pid) ? pid : undefined;
}
