import { rmSync } from 'node:fs';

/** Removes the temporary database (and its WAL files) and coverage folder of this run. */
export default function globalTeardown() {
  const coverage = process.env.DAPNET_E2E_COVERAGE;
  if (coverage) rmSync(coverage, { recursive: true, force: true });
  const database = process.env.DAPNET_E2E_DB;
  if (!database) return;
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(`${database}${suffix}`, { force: true });
}
