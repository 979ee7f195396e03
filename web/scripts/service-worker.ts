/**
 * A build step that writes the service worker, /sw.js, from src/service-worker/sw.js: it fills in
 * the build's files (index.html, every script, style sheet and font of the bundle, and the public
 * files: favicon, manifest, icons) and a version made from them, so every build whose files
 * differ is a new worker, which the browser installs on the next visit. Written by hand rather
 * than with a plugin such as vite-plugin-pwa: the worker is 90 lines, must keep away from the API
 * and the credentials, and this needs no further dependency.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const TEMPLATE = 'src/service-worker/sw.js';
/** What the worker caches of the bundle: the shell and the code, not source maps or reports. */
const CACHED = /^(index\.html|assets\/.+\.(js|css|woff2?|svg|png))$/;

async function publicFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

export function serviceWorker(): Plugin {
  let config: ResolvedConfig;
  let files: string[] = [];
  return {
    name: 'dapnet:service-worker',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // Last: the bundler's own steps drop files from the bundle (style-only chunks) before then.
    enforce: 'post',
    async generateBundle(_, bundle) {
      const base = config.base;
      const built = Object.keys(bundle).filter((name) => CACHED.test(name));
      const own = config.publicDir ? await publicFiles(config.publicDir) : [];
      files = [...new Set([...built, ...own])].sort().map((name) => `${base}${name}`);
      const shell = bundle['index.html'];
      const version = createHash('sha256')
        .update(files.join('\n'))
        .update(shell?.type === 'asset' ? String(shell.source) : '')
        .digest('hex')
        .slice(0, 16);
      const template = await readFile(resolve(config.root, TEMPLATE), 'utf8');
      const source = template
        .replace("'__DAPNET_VERSION__'", JSON.stringify(version))
        .replace('const FILES = __DAPNET_FILES__;', `const FILES = ${JSON.stringify(files)};`)
        .replace("'__DAPNET_BASE__'", JSON.stringify(base));
      if (/'__DAPNET_|= __DAPNET_/.test(source)) this.error(`${TEMPLATE}: a placeholder was left`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
    // A listed file that was not written would make every install fail: the browser caches all
    // or nothing.
    async writeBundle(options) {
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const written = new Set(await publicFiles(outDir));
      const missing = files.filter((file) => !written.has(file.slice(config.base.length)));
      if (missing.length > 0)
        this.error(`sw.js lists files not in the build: ${missing.join(' ')}`);
    },
  };
}
