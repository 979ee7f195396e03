/**
 * What a first visit to each page of the web app loads, as the build wrote it into
 * `pages-manifest.json` beside index.html (web/scripts/pages-manifest.ts). It is made from the
 * pages' declarations (web/src/lib/entities.ts) and the build's chunks; the build's prerender
 * step and the server (server/src/routes/site/web-app.ts) read it instead of lists of their own.
 * Plain data and functions: the web app and the server both use it.
 */

export const PAGES_MANIFEST_FILE = 'pages-manifest.json';

/** One page (one router pattern of the declarations). Files are relative to the build folder. */
export interface PageManifestEntry {
  /** The route module, below web/src/app/routes/, without its extension. */
  module: string;
  /** Script files a first visit loads besides the start-up set: layouts, the page, their imports. */
  code: string[];
  /** Style sheets of those scripts, besides the start-up set's. */
  css: string[];
  /** The HTML file the build rendered the page's first screen into (`home.html`), if any. */
  prerendered?: string;
  /** Configured addresses whose origins the page connects to at once (`tiles`: `tileUrl`). */
  preconnect: string[];
  /**
   * The query keys of the data the page asks for as its navigation starts, as a signed-in user
   * who is not an admin (`<user>`) would, or a guest on a public page (`[["calls", "<user>"]]`).
   */
  data: unknown[];
}

export interface PagesManifest {
  /** What every page loads first: index.html's scripts and what they import, their styles. */
  startUp: { code: string[]; css: string[] };
  /** By router pattern (`/transmitters/edit/:id`), in the declarations' order. */
  pages: Record<string, PageManifestEntry>;
}

/**
 * The prerendered HTML file for a path, if its page has one. Prerendered pages have patterns
 * without parameters (the build checks), so only the very path is theirs.
 */
export function prerenderedFileFor(manifest: PagesManifest, path: string): string | undefined {
  return Object.hasOwn(manifest.pages, path) ? manifest.pages[path]!.prerendered : undefined;
}
