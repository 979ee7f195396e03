import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { cataloguesPlugin } from './scripts/catalogues.mjs';

export default defineProject({
  plugins: [react(), cataloguesPlugin()],
  define: {
    __WEB_VERSION__: JSON.stringify('test'),
    __WEB_COMMIT__: JSON.stringify('test'),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
