/**
 * Puts a prerendered page, or the static frame, into the built index.html (used by
 * scripts/prerender.ts at build time; kept apart so it can be tested without a build).
 */

export interface FirstScreen {
  /** The app's markup, as react-dom/server rendered it. */
  markup: string;
  /** The style sheets the first screen needs, by address (/assets/…css), with their contents. */
  styles: { href: string; css: string }[];
  /** Script chunks the takeover needs besides the start-up set (the home page's code). */
  modulePreloads: string[];
}

const ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Visitors the markup is not for (index.html's first-screen script marks them) see nothing of it:
 * the app drops it and renders their page itself (main.tsx).
 */
const HIDE_FOR_OTHERS = "html[data-prerender='skip'] #root{display:none}";

function escapeForStyle(css: string): string {
  // A style element ends at the first "</style"; a built sheet never has one, but be sure.
  return css.replaceAll(/<\/style/gi, '<\\/style');
}

/**
 * Marks index.html's `<meta name="dapnet-app">` when #root holds only the static frame: there is
 * no page to take over, so index.html's first-screen script holds no clicks for it.
 */
export const FRAME_ONLY_ATTRIBUTE = 'data-frame-only';

/**
 * index.html with the static frame (app/layout/static-frame.tsx) inside #root: what every page
 * that is not prerendered paints before its scripts have run, as the server sends it with the
 * page's own part (server/src/routes/site/page-html.ts). Its scripts load after that paint, as
 * a prerendered page's do (firstScreenHtml), so the frame waits for nothing but the HTML and the
 * start-up style sheet.
 */
export function withStaticFrame(indexHtml: string, frame: string): string {
  assertOneRoot(indexHtml);
  return intoRoot(scriptsAfterPaint(indexHtml, [], FRAME_ONLY_ATTRIBUTE), frame);
}

function assertOneRoot(indexHtml: string): void {
  if (indexHtml.split(ROOT).length !== 2) throw new Error(`index.html needs one ${ROOT}`);
}

/** index.html with this markup inside its one empty #root. */
function intoRoot(indexHtml: string, markup: string): string {
  assertOneRoot(indexHtml);
  return indexHtml.replace(ROOT, `<div id="root">${markup}</div>`);
}

/**
 * index.html with the markup inside #root and the first screen's styles inline (their links
 * removed), so the first paint waits for no request. The app's scripts are not fetched before
 * it either: they move into `<meta name="dapnet-app">` (the entry first, then the modules to
 * preload with it), which index.html's first-screen script loads once the page is painted.
 */
export function firstScreenHtml(indexHtml: string, screen: FirstScreen): string {
  assertOneRoot(indexHtml);
  let html = scriptsAfterPaint(indexHtml, screen.modulePreloads);
  for (const { href } of screen.styles) {
    html = html.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${href}"[^>]*>`), '');
  }
  const css = [HIDE_FOR_OTHERS, ...screen.styles.map((style) => style.css)].join('\n');
  return intoRoot(
    html.replace(/\s*<\/head>/, `\n    <style>${escapeForStyle(css)}</style>\n  </head>`),
    screen.markup,
  );
}

/**
 * index.html without its module script and module preloads: they move into
 * `<meta name="dapnet-app">` (the entry first, then the modules to preload with it, then these
 * others), which index.html's first-screen script loads once the page is painted.
 */
function scriptsAfterPaint(indexHtml: string, others: string[], marker?: string): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry) throw new Error('index.html needs its module script');
  const preloads = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const scripts = [entry[1]!, ...preloads, ...others].join(' ');
  const meta = `<meta name="dapnet-app" content="${scripts}"${marker ? ` ${marker}` : ''} />`;
  return indexHtml
    .replace(entry[0], '')
    .replaceAll(MODULE_PRELOAD, '')
    .replace(/<head>/, `<head>\n    ${meta}`);
}
