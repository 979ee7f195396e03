import { defineProject } from 'vitest/config';

/**
 * The whole API suite again, and the tests of the node leases and the event stream, on
 * PostgreSQL instead of SQLite: one PostgreSQL server for the run
 * (test/postgres/global-setup.ts), a fresh database for each test server.
 */
export default defineProject({
  test: {
    name: 'server-postgres',
    include: [
      'test/api/**/*.test.ts',
      'test/postgres/**/*.test.ts',
      'test/paging/node-lease.test.ts',
      'test/events/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['test/postgres/global-setup.ts'],
    testTimeout: 30_000,
  },
});
