import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Each test file starts its own server on its own temporary database.
    testTimeout: 20_000,
  },
});
