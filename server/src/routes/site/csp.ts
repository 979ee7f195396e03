/**
 * The Content-Security-Policy of the web app, built from its runtime configuration: the app may
 * only talk to the addresses it was configured with, and runs no script but its own.
 */
import type { WebConfig } from './web-config.js';

export type CspDirectives = Record<string, string[]>;

type CspAddresses = Pick<
  WebConfig,
  'apiUrl' | 'updateUrl' | 'directoryUrl' | 'feedUrl' | 'tileUrl' | 'coverageUrl'
>;

/**
 * The inline script of web/index.html that sets light or dark before the first paint (it
 * cannot wait for a file). Allowed by its hash; server/test/site/inline-scripts.test.ts checks it
 * against index.html.
 */
export const COLOR_SCHEME_SCRIPT_HASH = "'sha256-naNSCbjEsMzlNJ3dpGsfzs+5HAHuDfyiRHjAc8ZFGB8='";

/**
 * The inline script of web/index.html for the first screen: it decides who may see a prerendered
 * page (another language, signed in or returning: not) and a page's part of the static frame
 * (another language, or signed out on a page behind the login: not), holds early clicks on a
 * prerendered page, sends the page's first requests (first-requests-html.ts) and loads the app
 * after the first paint. Checked the same way.
 */
export const FIRST_SCREEN_SCRIPT_HASH = "'sha256-IKvn7qLXWi5uT0Pl9dtGxdm4XwZnKwIUjs5vU1nqpws='";

/**
 * The inline script of the map page's static frame (web/src/prerender/map-tiles-script.js, put
 * after the frame by page-frame-html.ts): it places the tiles of the map's first view before the
 * app's scripts have run. Checked the same way.
 */
export const MAP_FRAME_SCRIPT_HASH = "'sha256-yZM8EhD6H6yJkCPRAyknxZYe3rMncwyA0OV/kATkfqg='";

const HOST = /^(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * The CSP source for an absolute (or scheme-relative) address, or undefined for a relative one,
 * which 'self' covers. Tile templates such as https://{s}.tile.example.org/{z}/{x}/{y}.png
 * become https://*.tile.example.org. Anything that is not a plain host is left out rather
 * than copied into the header.
 */
export function cspSource(address: string): string | undefined {
  const match = /^(https?:)?\/\/([^/?#]*)/i.exec(address.trim());
  if (!match) return undefined;
  const authority = match[2]!.toLowerCase();
  const [first = '', ...rest] = authority.split('.');
  const host = [first.includes('{') ? '*' : first, ...rest].join('.');
  if (!HOST.test(host)) return undefined;
  return match[1] ? `${match[1].toLowerCase()}//${host}` : host;
}

function sources(base: string[], addresses: string[]): string[] {
  const extra = addresses.map(cspSource).filter((source) => source !== undefined);
  return [...new Set([...base, ...extra])];
}

export function contentSecurityPolicy(config: CspAddresses): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      COLOR_SCHEME_SCRIPT_HASH,
      FIRST_SCREEN_SCRIPT_HASH,
      MAP_FRAME_SCRIPT_HASH,
    ],
    // The UI kit and Leaflet set inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': sources(["'self'", 'data:', 'blob:'], [config.tileUrl, config.coverageUrl]),
    'connect-src': sources(
      ["'self'"],
      [config.apiUrl, config.updateUrl, config.directoryUrl, config.feedUrl, config.coverageUrl],
    ),
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}
