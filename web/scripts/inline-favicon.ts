/**
 * A build step that writes the favicon (public/favicon.svg, about 200 bytes) into every page as a
 * data address instead of a file to fetch: on a phone's first visit over HTTP/1.1 its request
 * took one of the six connections the page's own code was waiting for (bench/README.md). The file
 * stays the one source: scripts/make-icons.mjs draws the app's icons from it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const FAVICON_LINK = /(<link rel="icon" type="image\/svg\+xml" href=")\/favicon\.svg(")/;

export function inlineFavicon(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dapnet:inline-favicon',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Before Vite's own steps, which would put a configured base in front of the address.
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!FAVICON_LINK.test(html))
          throw new Error('index.html: no link to /favicon.svg to inline');
        const svg = readFileSync(join(config.publicDir, 'favicon.svg'), 'utf8').trim();
        return html.replace(FAVICON_LINK, `$1data:image/svg+xml,${encodeURIComponent(svg)}$2`);
      },
    },
  };
}
