/**
 * A build step that renders the first screen of a few public pages into their served HTML, so
 * their largest paint needs no script (issue 9): after the client build it builds
 * prerender/render-page.tsx for Node with the same configuration (the same class names and asset
 * addresses), renders each page of @dapnet/model's PRERENDERED_PAGES, and writes its file
 * (`home.html`, `login.html`…): index.html with that markup, the styles it needs inline and the
 * page's code preloaded. The server sends each for its path only (server/src/routes/site/
 * web-app.ts); the app takes the markup over (main.tsx). Every other page's index.html gets the
 * static frame (app/layout/static-frame.tsx). Runs in writeBundle, before the precompress step.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
// Types only: the configuration cannot load the model's TypeScript; the render module brings it.
import type { PrerenderedPath } from '@dapnet/model';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { firstScreenHtml, withStaticFrame } from '../src/prerender/first-screen-html';

const ENTRY = 'src/prerender/render-page.tsx';
/** The code each prerendered page needs besides the start-up set: its route module. */
const PAGE_MODULES: Record<PrerenderedPath, RegExp[]> = {
  '/': [/src\/app\/routes\/home\.tsx$/],
  '/login': [/src\/app\/routes\/login\.tsx$/],
  '/version': [/src\/app\/routes\/version\.tsx$/],
};
/** main.tsx loads it only for prerendered markup: every prerendered page preloads it. */
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

/** The style sheets of these chunks, with their contents, to put inline. */
function inlineStyles(bundle: Bundle, base: string, list: Chunk[]) {
  return cssOf(bundle, list).map((name) => {
    const asset = bundle[name] as Rolldown.OutputAsset;
    return { href: `${base}${name}`, css: String(asset.source) };
  });
}

interface RenderModule {
  renderPage: (path: string) => Promise<string>;
  renderStaticFrame: () => string;
  PRERENDERED_PAGES: Record<PrerenderedPath, string>;
  /** Never undefined for a path of PRERENDERED_PAGES. */
  prerenderedFile: (path: PrerenderedPath) => string;
}

/** Builds the render module (prerender/render-page.tsx) for Node into `outDir` and loads it. */
async function renderModule(config: ResolvedConfig, outDir: string): Promise<RenderModule> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir, emptyOutDir: true, copyPublicDir: false },
  });
  return (await import(pathToFileURL(join(outDir, 'render-page.js')).href)) as RenderModule;
}

function chunkOf(bundle: Bundle, module: RegExp): Chunk {
  const chunk = chunks(bundle).find((item) => module.test(item.facadeModuleId ?? ''));
  if (!chunk) throw new Error(`prerender: no chunk for ${module} in the build`);
  return chunk;
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
      if (!entry) throw new Error('prerender: the entry chunk is missing in the build');
      const takeOver = chunkOf(bundle, TAKE_OVER);
      const startupChunks = withStaticImports(bundle, entry);
      const startup = new Set(startupChunks.map((chunk) => chunk.fileName));
      const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');

      const serverOut = resolve(config.cacheDir, 'prerender');
      const { renderPage, renderStaticFrame, PRERENDERED_PAGES, prerenderedFile } =
        await renderModule(config, serverOut);
      for (const path of Object.keys(PRERENDERED_PAGES) as PrerenderedPath[]) {
        const markup = await renderPage(path);
        const pageChunks = [
          ...PAGE_MODULES[path].map((module) => chunkOf(bundle, module)),
          takeOver,
        ]
          .flatMap((chunk) => withStaticImports(bundle, chunk))
          .filter((chunk, index, list) => list.indexOf(chunk) === index)
          .filter((chunk) => !startup.has(chunk.fileName));
        const html = firstScreenHtml(indexHtml, {
          markup,
          styles: inlineStyles(bundle, config.base, [...startupChunks, ...pageChunks]),
          modulePreloads: pageChunks.map((chunk) => `${config.base}${chunk.fileName}`),
        });
        const file = prerenderedFile(path);
        await writeFile(join(outDir, file), html);
        this.info(`prerendered ${path} into ${file} (${markup.length} characters)`);
      }
      // Last: the prerendered pages above start from the index.html without the frame.
      await writeFile(join(outDir, 'index.html'), withStaticFrame(indexHtml, renderStaticFrame()));
      await rm(serverOut, { recursive: true, force: true });
    },
  };
}
