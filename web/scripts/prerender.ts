/**
 * A build step that renders the home page's first screen into the served HTML, so its largest
 * paint needs no script (issue 9): after the client build it builds prerender/render-home.tsx
 * for Node with the same configuration (the same class names and asset addresses), renders it,
 * and writes `home.html`: index.html with that markup, the styles it needs inline and the home
 * page's code preloaded. The server sends it for `/` only (server/src/routes/site/web-app.ts);
 * the app takes the markup over (main.tsx). Runs in writeBundle, before the precompress step.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { firstScreenHtml } from '../src/prerender/first-screen-html';

export const PRERENDERED_HOME = 'home.html';
const ENTRY = 'src/prerender/render-home.tsx';
const HOME_ROUTE = /src\/app\/routes\/home\.tsx$/;
/** main.tsx loads it only for prerendered markup: home.html preloads it. */
const TAKE_OVER = /src\/prerender\/take-over\.ts$/;

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

function chunks(bundle: Bundle): Chunk[] {
  return Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
}

/** A chunk and every chunk it imports statically, each once. */
function withStaticImports(bundle: Bundle, start: Chunk): Chunk[] {
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

function cssOf(bundle: Bundle, list: Chunk[]): string[] {
  return [...new Set(list.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].filter(
    (name) => bundle[name]?.type === 'asset',
  );
}

/** Builds the render module for Node into `outDir` and renders the home page with it. */
async function renderHome(config: ResolvedConfig, outDir: string): Promise<string> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const module = (await import(pathToFileURL(join(outDir, 'render-home.js')).href)) as {
    renderHome: () => Promise<string>;
  };
  return module.renderHome();
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dapnet:prerender',
    // Not in the build for Node that this step starts itself.
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const entry = chunks(bundle).find((chunk) => chunk.isEntry);
      const home = chunks(bundle).find((chunk) => HOME_ROUTE.test(chunk.facadeModuleId ?? ''));
      const takeOver = chunks(bundle).find((chunk) => TAKE_OVER.test(chunk.facadeModuleId ?? ''));
      if (!entry || !home || !takeOver)
        throw new Error('prerender: a chunk is missing in the build');

      const serverOut = resolve(config.cacheDir, 'prerender');
      const markup = await renderHome(config, serverOut);
      await rm(serverOut, { recursive: true, force: true });

      const startup = new Set(withStaticImports(bundle, entry).map((chunk) => chunk.fileName));
      const homeChunks = [home, takeOver]
        .flatMap((chunk) => withStaticImports(bundle, chunk))
        .filter((chunk, index, list) => list.indexOf(chunk) === index)
        .filter((chunk) => !startup.has(chunk.fileName));
      const styles = cssOf(bundle, [...withStaticImports(bundle, entry), ...homeChunks]).map(
        (name) => {
          const asset = bundle[name] as Rolldown.OutputAsset;
          return { href: `${config.base}${name}`, css: String(asset.source) };
        },
      );
      const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
      const html = firstScreenHtml(indexHtml, {
        markup,
        styles,
        modulePreloads: homeChunks.map((chunk) => `${config.base}${chunk.fileName}`),
      });
      await writeFile(join(outDir, PRERENDERED_HOME), html);
      this.info(`prerendered the home page into ${PRERENDERED_HOME} (${markup.length} characters)`);
    },
  };
}
