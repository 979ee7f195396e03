/**
 * index.html as the server sends it for a page that is not prerendered (web/README.md, "First
 * visit"): its static frame holds the page's own part, the title in the visitor's language
 * (frame-language.ts), as the build rendered it into the pages manifest
 * (web/src/prerender/page-frame.tsx), so it paints before any script has run; and the page's own
 * scripts and style sheets, as the manifest names them, with its text catalogue in the frame's
 * language, load with the start-up script: named in
 * its `<meta name="dapnet-app">` for index.html's first-screen script to fetch after that first
 * paint, or, from a build whose index.html still loads its script itself, preloaded from the
 * `<head>`; and the API requests of its first data, which that script sends at once
 * (first-requests-html.ts). Made once per page, language and build, and kept with its
 * compressed forms.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  PAGES_MANIFEST_FILE,
  pagePatternFor,
  type PageFrame,
  type PageManifestEntry,
  type PagesManifest,
} from '@dapnet/model';
import { PreparedBody } from '../../http/json-body.js';
import { buildFile } from './build-file.js';
import { withFirstRequests } from './first-requests-html.js';
import { DEFAULT_LANGUAGE, frameLanguage, type Visitor } from './frame-language.js';
import { withPageFrame } from './page-frame-html.js';

/** What a built file's name may be made of: Vite's `assets/name-hash.js` and the like. */
const PLAIN_NAME = /^[\w.-]+(?:\/[\w.-]+)*$/;

/** The links that preload a page's files, as Vite writes them for the start-up set. */
export interface PagePreloads {
  /** Script addresses (`/assets/route-calls-1a2b.js`): `<link rel="modulepreload">`. */
  code: string[];
  /**
   * Style sheet addresses: `<link rel="preload" as="style">`. Preloaded, not linked: a sheet in
   * the head would hold back the static frame's paint; the page's code links it when it runs,
   * and then finds it downloaded. `crossorigin` as Vite's own links have it, or the browser
   * would download it twice.
   */
  css: string[];
}

/**
 * index.html with these preloads before its `</head>`, each once and only if index.html does not
 * link it already; undefined when there is nothing to add (or no `</head>` to add it to).
 */
export function withPreloads(indexHtml: string, { code, css }: PagePreloads): string | undefined {
  const at = indexHtml.indexOf('</head>');
  if (at < 0) return undefined;
  const missing = (href: string) => !indexHtml.includes(`href="${href}"`);
  const links = [
    ...[...new Set(code)]
      .filter(missing)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...[...new Set(css)]
      .filter(missing)
      .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
  if (links.length === 0) return undefined;
  const added = links.map((link) => `  ${link}\n  `).join('');
  return `${indexHtml.slice(0, at)}${added}${indexHtml.slice(at)}`;
}

const APP_SCRIPTS = /(<meta name="dapnet-app" content=")([^"]*)(")/;

/**
 * index.html with these files added to the scripts its first-screen script loads after the first
 * paint (`<meta name="dapnet-app">`), each once; undefined when it has no such meta.
 */
export function withAppScripts(indexHtml: string, files: string[]): string | undefined {
  const meta = APP_SCRIPTS.exec(indexHtml);
  if (!meta) return undefined;
  const named = meta[2]!.split(' ').filter(Boolean);
  const all = [...new Set([...named, ...files])].join(' ');
  return indexHtml.replace(APP_SCRIPTS, (_, start: string, _old, end: string) => start + all + end);
}

/** A page's HTML, and the language its frame is in (the answer then varies with the request). */
export interface PageHtml {
  body: PreparedBody;
  language?: string;
}

function parseManifest(text: string | undefined): PagesManifest | undefined {
  if (text === undefined) return undefined;
  try {
    const manifest = JSON.parse(text) as Partial<PagesManifest> | null;
    return manifest?.pages && typeof manifest.pages === 'object'
      ? (manifest as PagesManifest)
      : undefined;
  } catch {
    return undefined;
  }
}

/** One build as read from the folder: its index.html, its manifest and the pages made from them. */
export class Build {
  readonly manifest: PagesManifest | undefined;
  /** By router pattern and language; undefined where the page gets the plain index.html. */
  private readonly pages = new Map<string, Promise<PageHtml | undefined>>();

  constructor(
    private readonly root: string,
    readonly indexHtml: string,
    readonly manifestText: string | undefined,
  ) {
    this.manifest = parseManifest(manifestText);
  }

  /**
   * index.html made for the page at this address and this visitor (its frame's language), or
   * undefined for the plain file.
   */
  pageHtml(path: string, visitor: Visitor = {}): Promise<PageHtml | undefined> {
    const pattern = this.manifest && pagePatternFor(this.manifest, path);
    if (pattern === undefined) return Promise.resolve(undefined);
    const entry = this.manifest!.pages[pattern]!;
    const frame = isFrame(entry.frame) ? entry.frame : undefined;
    const language = frame && frameLanguage(Object.keys(frame.markup), visitor);
    const key = `${pattern} ${language ?? ''}`;
    let page = this.pages.get(key);
    if (page === undefined) {
      page = this.render(entry, frame && language ? { frame, language } : undefined);
      this.pages.set(key, page);
    }
    return page;
  }

  private async render(
    entry: PageManifestEntry,
    framed: { frame: PageFrame; language: string } | undefined,
  ): Promise<PageHtml | undefined> {
    // The frame's language's texts come with the page's code: its first render waits for them.
    // A page without a frame cannot tell the visitor's language: English, the app's default.
    const texts = await this.addresses(entry.texts?.[framed?.language ?? DEFAULT_LANGUAGE]);
    const code = [...(await this.addresses(entry.code)), ...texts];
    const css = await this.addresses(entry.css);
    let html =
      withAppScripts(this.indexHtml, [...code, ...css]) ??
      withPreloads(this.indexHtml, { code, css }) ??
      this.indexHtml;
    const withFrame = framed && withPageFrame(html, framed.frame, framed.language);
    if (withFrame) html = withFrame;
    html = withFirstRequests(html, entry.requests) ?? html;
    if (html === this.indexHtml) return undefined;
    return { body: new PreparedBody(html), ...(withFrame && { language: framed.language }) };
  }

  /** The addresses of the files the manifest names that are in the build, plainly named. */
  private async addresses(files: unknown): Promise<string[]> {
    if (!Array.isArray(files)) return [];
    const found: string[] = [];
    for (const file of files) {
      if (typeof file !== 'string' || !PLAIN_NAME.test(file)) continue;
      if (await buildFile(this.root, file)) found.push(`/${file}`);
    }
    return found;
  }
}

/** A manifest's frame as the build writes it (a hand-edited or older manifest may differ). */
function isFrame(frame: unknown): frame is PageFrame {
  const candidate = frame as Partial<PageFrame> | null | undefined;
  return (
    typeof candidate?.markup === 'object' &&
    candidate.markup !== null &&
    typeof candidate.css === 'string'
  );
}

const readText = (path: string) => readFile(path, 'utf8').catch(() => undefined);

/**
 * The build in the folder `root`, read on each page request (index.html and the manifest, a few
 * kilobytes each, as the plain page would be): a new build under a running server counts at
 * once, and until the files change the pages made from them are reused.
 */
export function webBuild(root: string): () => Promise<Build | undefined> {
  let last: Build | undefined;
  return async () => {
    const [indexHtml, manifestText] = await Promise.all([
      readText(resolve(root, 'index.html')),
      readText(resolve(root, PAGES_MANIFEST_FILE)),
    ]);
    if (indexHtml === undefined) return undefined;
    if (last?.indexHtml !== indexHtml || last.manifestText !== manifestText) {
      last = new Build(root, indexHtml, manifestText);
    }
    return last;
  };
}
