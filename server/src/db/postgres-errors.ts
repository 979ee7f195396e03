/**
 * Telling an operator what is wrong with the PostgreSQL database, and telling a client that the
 * database is away for now (503) rather than that the server failed (500).
 */

/** The address without its password: `dapnet@db.example.org:5432/dapnet`. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
    return `${user}${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'an address that is not a postgres:// URL';
  }
}

/** SQLSTATE classes and socket errors that mean "cannot reach the database now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;

/** True when `error` says the database cannot be reached, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message,
  );
}

/**
 * True when PostgreSQL refused a value it cannot hold (SQLSTATE class 22, data exception: a NUL
 * in a text above all, which SQLite stores): the request was bad, not the server.
 */
export function isUnstorableValue(error: unknown): boolean {
  return codeOf(error)?.startsWith('22') ?? false;
}

/** The start's refusal, naming the setting and what went wrong, without the password. */
export function postgresStartupError(error: unknown, where: string): Error {
  const code = codeOf(error);
  const reason =
    code === '28P01' || code === '28000'
      ? 'the user name or password is wrong'
      : code === '3D000'
        ? 'that database does not exist'
        : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
          ? 'the host name is unknown'
          : code === 'ECONNREFUSED'
            ? 'nothing answers at that address'
            : error instanceof Error
              ? error.message
              : String(error);
  return new Error(`DAPNET_DATABASE_URL: cannot use the database at ${where}: ${reason}.`, {
    cause: error,
  });
}
