/**
 * DAPNET_DATABASE_URL: the PostgreSQL database the nodes of a network share. Only its form is
 * checked here; whether it can be reached is told when the database is opened (database.ts).
 */
export function databaseUrlSetting(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const value = (env.DAPNET_DATABASE_URL ?? '').trim();
  if (value === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(
      'DAPNET_DATABASE_URL must be an address like postgres://user:password@host:5432/dapnet',
    );
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new Error(
      `DAPNET_DATABASE_URL must start with postgres:// (got ${parsed.protocol}//...); leave it unset for SQLite (DAPNET_DB)`,
    );
  }
  return value;
}
