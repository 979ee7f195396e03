/**
 * A build step that writes `file.br` and `file.gz` beside every text file of the build, so the
 * server sends compressed files without compressing anything at run time (@fastify/static's
 * `preCompressed`). Both at their strongest settings, since this runs once per build. A file
 * that would not get smaller keeps no compressed copy and is served plain.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the copy in one encoding if it is smaller; says whether it wrote one. */
async function writeIfSmaller(path: string, original: Buffer, encoded: Buffer): Promise<boolean> {
  if (encoded.length >= original.length) return false;
  await writeFile(path, encoded);
  return true;
}

/** Precompresses every text file under `folder`; answers how many copies it wrote. */
export async function precompressFolder(folder: string): Promise<number> {
  let written = 0;
  for (const file of await filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const original = await readFile(file);
    const brotli = brotliCompressSync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    });
    const gzip = gzipSync(original, { level: constants.Z_BEST_COMPRESSION });
    if (await writeIfSmaller(`${file}.br`, original, brotli)) written += 1;
    if (await writeIfSmaller(`${file}.gz`, original, gzip)) written += 1;
  }
  return written;
}

/** The Vite plugin: runs after the build has written its folder. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dapnet:precompress',
    // Not in the build for Node that the prerender step (prerender.ts) runs.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const written = await precompressFolder(outDir);
      this.info(`precompressed ${written} files (brotli and gzip) in ${outDir}`);
    },
  };
}
