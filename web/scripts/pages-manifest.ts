/**
 * Writes down what a first visit to each declared page loads (web/README.md, "First visit"): per
 * router pattern of src/lib/entities.ts, the chunk files of its layouts and route module beyond
 * the start-up set, their style sheets, its prerendered file, the origins it preconnects to and
 * the query keys of its first data.
 * The prerender step uses it for the pages it renders (scripts/prerender.ts) and writes it as
 * `pages-manifest.json`, which the server reads (server/src/routes/site/web-app.ts). Which code a
 * page loads comes from the router itself (each route's `handle.code`), not from a list here.
 */
import type { FirstRequests, PageFrame, PageManifestEntry, PagesManifest } from '@dapnet/model';
import type { Rolldown } from 'vite';
import { allPages, fillPath, type PageColumn, type PageDeclaration } from '../src/lib/entities';

type Bundle = Rolldown.OutputBundle;
type Chunk = Rolldown.OutputChunk;

/**
 * The column of a page's part of the static frame (prerender/page-frame.tsx), or undefined for a
 * page that has none: a prerendered one (its whole first screen is in its HTML) or one declared
 * `frame: false`. Every other page's first screen starts with its title in the standard column
 * unless it declares another.
 */
export function frameColumn(page: PageDeclaration): PageColumn | undefined {
  const { prerendered, frame = 'page' } = page.firstVisit ?? {};
  return prerendered || frame === false ? undefined : frame;
}

export function chunks(bundle: Bundle): Chunk[] {
  return Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
}

/** A chunk and every chunk it imports statically, each once. */
export function withStaticImports(bundle: Bundle, start: Chunk): Chunk[] {
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

/** The style sheets these chunks import, each once. */
export function cssOf(bundle: Bundle, list: Chunk[]): string[] {
  return [...new Set(list.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].filter(
    (name) => bundle[name]?.type === 'asset',
  );
}

/** The chunk whose module is this source file (a path below src/, like `app/routes/home.tsx`). */
export function chunkOfSource(bundle: Bundle, source: string): Chunk {
  const chunk = chunks(bundle).find((item) =>
    (item.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(`/src/${source}`),
  );
  if (!chunk) throw new Error(`pages manifest: no chunk for src/${source} in the build`);
  return chunk;
}

/** A catalogue's chunks by language code: English's two parts, every other language's whole one. */
export interface CatalogueFiles {
  englishStart?: string;
  englishRest?: string;
  others: Map<string, string>;
}

export function catalogueFiles(bundle: Bundle): CatalogueFiles {
  const files: CatalogueFiles = { others: new Map() };
  for (const chunk of chunks(bundle)) {
    const catalogue = /^\0virtual:catalogue\/([a-z]+)(?:\/([a-z-]+))?$/.exec(
      chunk.facadeModuleId ?? '',
    );
    if (!catalogue) continue;
    const [, language, part] = catalogue;
    if (language !== 'en') files.others.set(language!, chunk.fileName);
    else if (part === 'start-up') files.englishStart = chunk.fileName;
    else if (part === 'rest') files.englishRest = chunk.fileName;
  }
  return files;
}

/**
 * The catalogues a page's first render waits for, by language (lib/i18n.ts): every language but
 * English its whole catalogue; English the texts of the public pages, and beyond them the rest.
 */
function textsOf(page: PageDeclaration, catalogues: CatalogueFiles): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  const english = [
    catalogues.englishStart,
    page.access === 'public' ? undefined : catalogues.englishRest,
  ].filter((file): file is string => file !== undefined);
  if (english.length > 0) texts.en = english;
  for (const [language, file] of catalogues.others) texts[language] = [file];
  return texts;
}

export interface ManifestInput {
  bundle: Bundle;
  /** The entry chunk: index.html's script. */
  entry: Chunk;
  /** The source files (below src/app/) the router loads for an address (render-page.tsx). */
  routeCode: (path: string) => string[];
  /** The query keys of a page's declared first data (render-page.tsx). */
  firstDataKeys: (path: string, signedIn: boolean) => unknown[];
  /** Loaded by the start-up code only on prerendered markup (prerender/take-over.ts). */
  takeOver: Chunk;
  /** The pages' parts of the static frame, by router pattern (scripts/prerender.ts). */
  frames?: Map<string, PageFrame>;
  /** The pages' first requests, by router pattern (prerender/first-requests.ts). */
  requests?: Map<string, FirstRequests>;
  pages?: PageDeclaration[];
}

export function pagesManifest({
  bundle,
  entry,
  routeCode,
  firstDataKeys,
  takeOver,
  frames = new Map(),
  requests = new Map(),
  pages = allPages(),
}: ManifestInput): PagesManifest {
  const startUpChunks = withStaticImports(bundle, entry);
  const startUp = new Set(startUpChunks.map((chunk) => chunk.fileName));
  const startUpCss = cssOf(bundle, startUpChunks);
  const catalogues = catalogueFiles(bundle);
  const entries = pages.map((page): [string, PageManifestEntry] => {
    const { prerendered, preconnect = [] } = page.firstVisit ?? {};
    if (prerendered && page.withId) {
      throw new Error(`pages manifest: ${page.path} names a record and cannot be prerendered`);
    }
    const frame = frames.get(page.path);
    const firstRequests = requests.get(page.path);
    if (firstRequests && (prerendered || page.withId)) {
      throw new Error(`pages manifest: ${page.path} cannot ask for its data before the app`);
    }
    if (prerendered && frame) {
      throw new Error(`pages manifest: ${page.path} is prerendered and needs no frame of its own`);
    }
    const address = fillPath(page.path, 'x');
    const sources = routeCode(address).map((code) => `app/${code}`);
    if (!sources.includes(`app/routes/${page.module}.tsx`)) {
      throw new Error(
        `pages manifest: the router loads no app/routes/${page.module}.tsx at ${page.path}`,
      );
    }
    const own = [...sources.map((source) => chunkOfSource(bundle, source))];
    // The prerendered markup is taken over by code the start-up set loads only for it.
    if (prerendered) own.push(takeOver);
    const pageChunks = own
      .flatMap((chunk) => withStaticImports(bundle, chunk))
      .filter((chunk, index, list) => list.indexOf(chunk) === index)
      .filter((chunk) => !startUp.has(chunk.fileName));
    return [
      page.path,
      {
        module: page.module,
        code: pageChunks.map((chunk) => chunk.fileName),
        css: cssOf(bundle, pageChunks).filter((name) => !startUpCss.includes(name)),
        ...(prerendered && { prerendered: `${prerendered}.html` }),
        preconnect,
        data: firstDataKeys(address, page.access !== 'public'),
        ...(firstRequests && { requests: firstRequests }),
        ...(frame && { frame }),
        texts: textsOf(page, catalogues),
      },
    ];
  });
  return {
    startUp: { code: [...startUp], css: startUpCss },
    pages: Object.fromEntries(entries),
  };
}
