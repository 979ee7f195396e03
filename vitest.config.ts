import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['model', 'server', 'web', 'bench'].map((dir) => `${dir}/vitest.config.ts`),
  },
});
