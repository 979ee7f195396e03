// Compiles the server into one plain JavaScript file, dist/main.js, for `node` to run in
// production without a TypeScript loader. @dapnet/model (TypeScript source) is bundled in; the
// installed packages stay external, loaded from node_modules as usual: better-sqlite3 must (it is
// a native module), and keeping the others out keeps the build small and their files intact.
// Files the server reads at run time are found from src/server-root.ts, which resolves the same
// from src/ and from dist/.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@dapnet/model');

await build({
  entryPoints: [join(serverDir, 'src/main.ts')],
  outfile: join(serverDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Server built into server/dist/main.js');
