/**
 * The app and its libraries are written against React's API, and run on Preact's compatibility
 * layer (`preact/compat`): the same components in about a sixth of the bytes, and much less start-up
 * work on a slow phone (web/README.md, "First visit"). These aliases send every React entry point
 * that the app, its libraries (the kit, the router, TanStack Query, react-i18next, react-leaflet,
 * zustand) or Testing Library import to Preact's. The type checker still reads @types/react:
 * only what is bundled (and what the unit tests run) changes.
 */
import { fileURLToPath } from 'node:url';

const file = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Vite/Vitest `resolve.alias` entries, exact names only (`react-dom/client` is not `react-dom`). */
export const REACT_ON_PREACT = [
  { find: /^react$/, replacement: file('../src/runtime/react.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: file('../src/runtime/react.ts') },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
