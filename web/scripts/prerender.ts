/**
 * A build step that writes the pages manifest (scripts/pages-manifest.ts) and renders the first
 * screen of the pages declared `prerendered` (src/lib/entities.ts, `firstVisit`) into their served
 * HTML, so their largest paint needs no script (issue 9): after the client build it builds
 * prerender/render-page.tsx for Node with the same configuration (the same class names and asset
 * addresses), renders each such page and writes its file (`home.html`, `login.html`…): index.html
 * with that markup, the styles it needs inline and the page's code (from the manifest) preloaded.
 * The server sends each for its path only (server/src/routes/site/web-app.ts, which reads the
 * manifest); the app takes the markup over (main.tsx). Every other page's index.html gets the
 * static frame (app/layout/static-frame.tsx). Runs in writeBundle, before the precompress step.
 */
import { access, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// Types only: the configuration cannot load the model's TypeScript; the render module brings it.
import type { FirstRequests, PageFrame, PagesManifest } from '@dapnet/model';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { allPages, type PageColumn } from '../src/lib/entities';
import { firstScreenHtml, withStaticFrame } from '../src/prerender/first-screen-html';
import { classesOf, rulesFor, stylesOut, usedTokensOnly } from '../src/prerender/frame-css';
import {
  chunkOfSource,
  chunks,
  cssOf,
  frameColumn,
  pagesManifest,
  withStaticImports,
} from './pages-manifest';

const ENTRY = 'src/prerender/render-page.tsx';
/** Where the frames' inline scripts are (prerender/page-frame.tsx, FRAME_SCRIPTS). */
const FRAME_FOLDER = fileURLToPath(new URL('../src/prerender/', import.meta.url));
/** main.tsx loads it only for prerendered markup: every prerendered page preloads it. */
const TAKE_OVER = 'prerender/take-over.ts';
/** The model's PAGES_MANIFEST_FILE (the configuration cannot load the model). */
const MANIFEST_FILE = 'pages-manifest.json';

type Bundle = Rolldown.OutputBundle;

/** The style sheets of a page, with their contents, to put inline. */
function inlineStyles(bundle: Bundle, base: string, names: string[]) {
  return names.map((name) => {
    const asset = bundle[name] as Rolldown.OutputAsset;
    return { href: `${base}${name}`, css: String(asset.source) };
  });
}

interface RenderModule {
  renderPage: (path: string) => Promise<string>;
  renderStaticFrame: () => string;
  renderPageFrame: (title: string, column: PageColumn) => Promise<Record<string, string>>;
  FRAME_SCRIPTS: Partial<Record<PageColumn, string>>;
  routeCode: (path: string) => string[];
  firstDataKeys: (path: string, signedIn: boolean) => unknown[];
  firstRequests: (path: string) => Promise<FirstRequests>;
}

/** Builds the render module (prerender/render-page.tsx) for Node into `outDir` and loads it. */
async function renderModule(config: ResolvedConfig, outDir: string): Promise<RenderModule> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: ENTRY, outDir, emptyOutDir: true, copyPublicDir: false },
    // Libraries are bundled too, so that their imports of React meet the same Preact as the app's
    // (scripts/react-runtime.ts); Node would load React itself for them otherwise.
    ssr: { noExternal: true },
  });
  return (await import(pathToFileURL(join(outDir, 'render-page.js')).href)) as RenderModule;
}

/**
 * Each page's part of the static frame (prerender/page-frame.tsx) by router pattern: its title in
 * its column in every language, with the style rules that markup needs beyond the start-up
 * set's, which are linked from index.html already, and its column's inline script, if any.
 */
async function pageFrames(
  bundle: Bundle,
  startUpCss: string[],
  render: RenderModule,
): Promise<Map<string, PageFrame>> {
  const sheets = Object.values(bundle)
    .filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))
    .filter((item) => !startUpCss.includes(item.fileName))
    .map((item) => String((item as Rolldown.OutputAsset).source));
  const frames = new Map<string, PageFrame>();
  for (const page of allPages()) {
    const column = frameColumn(page);
    if (!column) continue;
    const rendered = Object.entries(await render.renderPageFrame(page.title, column));
    // The kit's theme tokens are the same in every language: kept once, with the other rules.
    const parts = rendered.map(([language, html]) => ({ language, ...stylesOut(html) }));
    const markup = Object.fromEntries(parts.map((part) => [part.language, part.markup]));
    const english = parts.find((part) => part.language === 'en');
    const englishMarkup = english?.markup ?? '';
    const rules = [rulesFor(sheets, classesOf(englishMarkup)), english?.css].filter(Boolean);
    const css = usedTokensOnly(rules.join('\n'), englishMarkup);
    const scriptFile = render.FRAME_SCRIPTS[column];
    const script = scriptFile && (await readFile(join(FRAME_FOLDER, scriptFile), 'utf8'));
    frames.set(page.path, {
      markup,
      css,
      signedIn: page.access !== 'public',
      ...(script && { script }),
    });
  }
  return frames;
}

/**
 * The first requests (prerender/first-requests.ts) of every page the server sends index.html
 * for and the first-screen script can ask for at once: not prerendered, not about one record.
 * One page after another: each finds its requests with a stand-in fetch of its own.
 */
async function pagesFirstRequests(render: RenderModule): Promise<Map<string, FirstRequests>> {
  const found = new Map<string, FirstRequests>();
  for (const page of allPages()) {
    if (page.withId || page.firstVisit?.prerendered) continue;
    const requests = await render.firstRequests(page.path);
    if (Object.keys(requests).length > 0) found.set(page.path, requests);
  }
  return found;
}

/** Every file the manifest names is in the build folder (a missing one fails the build). */
async function checkFiles(outDir: string, manifest: PagesManifest): Promise<void> {
  const files = Object.values(manifest.pages).flatMap((page) => [
    ...page.code,
    ...page.css,
    ...(page.prerendered ? [page.prerendered] : []),
  ]);
  for (const file of new Set([...manifest.startUp.code, ...manifest.startUp.css, ...files])) {
    await access(join(outDir, file)).catch(() => {
      throw new Error(`pages manifest: ${file} is not in the build`);
    });
  }
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
      const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');

      const serverOut = resolve(config.cacheDir, 'prerender');
      const render = await renderModule(config, serverOut);
      const { renderPage, renderStaticFrame, routeCode, firstDataKeys } = render;
      const takeOver = chunkOfSource(bundle, TAKE_OVER);
      const startUpCss = cssOf(bundle, withStaticImports(bundle, entry));
      const frames = await pageFrames(bundle, startUpCss, render);
      const requests = await pagesFirstRequests(render);
      const manifest = pagesManifest({
        bundle,
        entry,
        routeCode,
        firstDataKeys,
        takeOver,
        frames,
        requests,
      });
      for (const [path, page] of Object.entries(manifest.pages)) {
        if (!page.prerendered) continue;
        const markup = await renderPage(path);
        const html = firstScreenHtml(indexHtml, {
          markup,
          styles: inlineStyles(bundle, config.base, [...manifest.startUp.css, ...page.css]),
          // Prerendered in English: its takeover waits for the English texts too.
          modulePreloads: [...page.code, ...(page.texts?.en ?? [])].map(
            (file) => `${config.base}${file}`,
          ),
        });
        await writeFile(join(outDir, page.prerendered), html);
        this.info(`prerendered ${path} into ${page.prerendered} (${markup.length} characters)`);
      }
      // Last: the prerendered pages above start from the index.html without the frame.
      await writeFile(join(outDir, 'index.html'), withStaticFrame(indexHtml, renderStaticFrame()));
      await writeFile(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await checkFiles(outDir, manifest);
      this.info(`wrote ${MANIFEST_FILE} (${Object.keys(manifest.pages).length} pages)`);
      await rm(serverOut, { recursive: true, force: true });
    },
  };
}
