import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bench',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    environment: 'node',
  },
});
