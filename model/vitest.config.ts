import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'model', include: ['src/**/*.test.ts'], environment: 'node' },
});
