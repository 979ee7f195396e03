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
  /**
   * The API requests the start-up code makes at once for the page's first data, by who asks
   * (FirstRequests); only for a page that is neither prerendered nor about one record.
   */
  requests?: FirstRequests;
  /** The page's part of the static frame, for a page that is not prerendered (PageFrame). */
  frame?: PageFrame;
  /**
   * The text catalogue files the page's first render waits for, by language code: another
   * language's whole catalogue; in English the public pages' texts and, for a page beyond them,
   * the rest (the start-up set has no texts). The server sends the frame's language's with the
   * page's code, so they do not wait for the start-up script.
   */
  texts?: Record<string, string[]>;
}

/**
 * One request of a page's first data: a GET of `path` below the configured `apiUrl` (`api`) or
 * `monitorUrl` (`monitor`), with the signed-in user's credentials if there is one. In a user's
 * and an admin's requests `USER_NAME_MARK` stands for the user's name, URL-encoded.
 */
export interface FirstRequest {
  base: 'api' | 'monitor';
  path: string;
}

/** A page's first requests for a visitor signed out, a signed-in user and an admin. */
export type FirstRequests = Partial<Record<'guest' | 'user' | 'admin', FirstRequest[]>>;

/** What stands for the signed-in user's name in a first request's path (FirstRequest). */
export const USER_NAME_MARK = '~user~';

/**
 * The id of the element the server writes a page's first requests into (as JSON), for
 * index.html's first-screen script to send while the app's code loads; the app then takes their
 * answers instead of asking again (web/src/lib/early-requests.ts).
 */
export const FIRST_REQUESTS_ELEMENT_ID = 'dapnet-first-requests';

/**
 * What the server puts into the static frame of a page's HTML (web/src/prerender/page-frame.tsx):
 * the page's title in its column, rendered by the build in each of the app's languages, so it
 * paints before any script has run. index.html's first-screen script hides it from a visitor the
 * app will show another language or another page (`signedIn` and nobody signed in).
 */
export interface PageFrame {
  /** Markup for inside the frame's `<main>`, by language code (`de`); the keys are the languages. */
  markup: Record<string, string>;
  /** The style rules of that markup that the start-up style sheets do not have, to put inline. */
  css: string;
  /** Only a signed-in visitor sees the page; anybody else is sent elsewhere. */
  signedIn: boolean;
  /**
   * An inline script to run right after the markup (the map page's: it places the tiles of the
   * map's first view), as the build copied it; the server's CSP allows it by its hash.
   */
  script?: string;
}

/**
 * The cookie in which the web app keeps the language it shows (features/session/language-cookie.ts),
 * so the server can send a page's frame in it. Not secret: a language code.
 */
export const LANGUAGE_COOKIE = 'dapnet-language';

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

/**
 * Whether an address is a page of this router pattern, as the web app's router matches it:
 * `:id` (any `:name`) stands for one non-empty segment, other segments match themselves
 * regardless of case, and trailing slashes do not count (`/calls/` is `/calls`).
 */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = segments(pattern);
  const given = segments(path);
  if (wanted.length !== given.length) return false;
  return wanted.every((segment, index) =>
    segment.startsWith(':')
      ? given[index] !== ''
      : segment.toLowerCase() === given[index]!.toLowerCase(),
  );
}

function segments(path: string): string[] {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.replace(/^\//, '').split('/');
}

/**
 * The router pattern of the page at an address, or undefined for an address that is no page.
 * When several patterns match (`/calls/new` and `/calls/:id`), the one with more fixed segments
 * wins, as in the router; between equals, the first in the manifest.
 */
export function pagePatternFor(manifest: PagesManifest, path: string): string | undefined {
  let best: { pattern: string; fixed: number } | undefined;
  for (const pattern of Object.keys(manifest.pages)) {
    if (!matchesPattern(pattern, path)) continue;
    const fixed = segments(pattern).filter((segment) => !segment.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { pattern, fixed };
  }
  return best?.pattern;
}
