import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CHUNK_GROUPS } from './scripts/chunk-groups';
import { cataloguesPlugin } from './scripts/catalogues.mjs';
import { inlineFavicon } from './scripts/inline-favicon';
import { precompress } from './scripts/precompress';
import { prerender } from './scripts/prerender';
import { REACT_ON_PREACT } from './scripts/react-runtime';
import { serviceWorker } from './scripts/service-worker';

const API_SERVER = process.env.DAPNET_DEV_SERVER ?? 'http://localhost:8080';

function webVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? 'dev';
}

/** Short commit of the build; 'dev' outside a Git checkout or before the first commit. */
function webCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

// Everything environment-specific is read at run time from /config.json, never compiled in.
export default defineConfig({
  plugins: [
    // No Fast Refresh: it re-renders through React DOM, which the app does not run on
    // (scripts/react-runtime.ts); in `npm run dev` an edit reloads the page instead.
    react({ refreshExclude: /./ }),
    cataloguesPlugin(),
    inlineFavicon(),
    serviceWorker(),
    prerender(),
    precompress(),
  ],
  resolve: {
    // zod with its `new Function` probe switched off, for every module (see src/lib/zod.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      ...REACT_ON_PREACT,
    ],
  },
  define: {
    __WEB_VERSION__: JSON.stringify(webVersion()),
    __WEB_COMMIT__: JSON.stringify(webCommit()),
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/config.json', '/services', '/assets/coverage'].map((prefix) => [
        prefix,
        { target: API_SERVER, changeOrigin: false },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps stay out of the served folder: they would publish the source to every visitor.
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer, bigger files for what loads together (scripts/chunk-groups.ts).
        codeSplitting: { groups: CHUNK_GROUPS },
        // Route modules are named after their URL (route-transmitters-groups-<hash>.js for the
        // groups' list, new and edit pages, route-transmitters-map-<hash>.js), so the
        // bundle-size report and the browser's network panel read like the route table.
        chunkFileNames: (chunk) => {
          const route = /src\/app\/routes\/(.+?)(?:\/index)?\.tsx$/.exec(
            chunk.facadeModuleId ?? '',
          );
          return route
            ? `assets/route-${route[1]!.replaceAll('/', '-')}-[hash].js`
            : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
