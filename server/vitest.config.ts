import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // These need a PostgreSQL server: `npm run test:postgres` (vitest.postgres.config.ts).
    exclude: ['test/postgres/**'],
    environment: 'node',
    // Each test file starts its own server on its own temporary database.
    testTimeout: 20_000,
  },
});
