/**
 * index.html as the server sends it for a page that is not prerendered: with the page's own
 * scripts and style sheets, as the build's pages manifest names them (web/scripts/pages-manifest.ts),
 * preloaded from its `<head>`. The browser then downloads them beside the start-up script, instead
 * of one round trip after it, when the router asks for them (web/README.md, "First visit").
 * Made once per page and build, and kept with its compressed forms.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  PAGES_MANIFEST_FILE,
  pagePatternFor,
  type PageManifestEntry,
  type PagesManifest,
} from '@dapnet/model';
import { PreparedBody } from '../../http/json-body.js';
import { buildFile } from './build-file.js';

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
  /** By router pattern; undefined where the page gets the plain index.html. */
  private readonly pages = new Map<string, Promise<PreparedBody | undefined>>();

  constructor(
    private readonly root: string,
    readonly indexHtml: string,
    readonly manifestText: string | undefined,
  ) {
    this.manifest = parseManifest(manifestText);
  }

  /** index.html with the preloads of the page at this address, or undefined for the plain file. */
  pageHtml(path: string): Promise<PreparedBody | undefined> {
    const pattern = this.manifest && pagePatternFor(this.manifest, path);
    if (pattern === undefined) return Promise.resolve(undefined);
    let page = this.pages.get(pattern);
    if (page === undefined) {
      page = this.render(this.manifest!.pages[pattern]!);
      this.pages.set(pattern, page);
    }
    return page;
  }

  private async render(entry: PageManifestEntry): Promise<PreparedBody | undefined> {
    const html = withPreloads(this.indexHtml, {
      code: await this.addresses(entry.code),
      css: await this.addresses(entry.css),
    });
    return html === undefined ? undefined : new PreparedBody(html);
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
