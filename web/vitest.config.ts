import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { cataloguesPlugin } from './scripts/catalogues.mjs';
import { REACT_ON_PREACT } from './scripts/react-runtime';

export default defineProject({
  plugins: [react(), cataloguesPlugin()],
  // The tests run on the runtime the app ships with: Preact behind React's names. Node would load
  // two libraries' CommonJS builds, whose `require('react')` no alias reaches: Testing Library's
  // ES module build instead, and Preact's own useSyncExternalStore for the shim react-i18next
  // imports (the build converts CommonJS itself, and needs neither).
  resolve: {
    alias: [
      ...REACT_ON_PREACT,
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          import.meta.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
        ),
      },
      { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
    ],
    // Libraries' ES modules, as the build takes them (by their exports or their `module` field).
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['module', 'main'],
  },
  define: {
    __WEB_VERSION__: JSON.stringify('test'),
    __WEB_COMMIT__: JSON.stringify('test'),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Libraries are transformed with the app, so that their imports of React meet the aliases
    // above; Node would load React itself for them otherwise. Preact itself is left to Node: one
    // copy for the whole file, also when a test re-imports modules (vi.resetModules), which
    // would otherwise give the re-imported components a second Preact whose hooks fail.
    server: { deps: { inline: [/node_modules\/(?!preact\/)/] } },
  },
});
