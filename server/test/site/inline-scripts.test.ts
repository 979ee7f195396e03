import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/routes/site/csp.js';

const INDEX_HTML = new URL('../../../web/index.html', import.meta.url);

/** The contents of every `<script>` without a `src`, exactly as the browser hashes them. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
}

/** The scripts the CSP allows, for a server whose service addresses are its own. */
const allowedScripts = () =>
  contentSecurityPolicy({
    apiUrl: '/api',
    updateUrl: '/services/update',
    directoryUrl: '/services/directory',
    feedUrl: '/services/feed.xml',
    tileUrl: '',
    coverageUrl: '/coverage',
  })['script-src'];

describe("index.html's inline scripts", () => {
  it('are each allowed by their hash in the CSP, so editing one without the hash fails here', () => {
    const scripts = inlineScripts(readFileSync(INDEX_HTML, 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    const allowed = allowedScripts();
    for (const script of scripts) {
      const hash = createHash('sha256').update(script).digest('base64');
      expect(allowed).toContain(`'sha256-${hash}'`);
    }
  });
});

describe("the map page frame's inline script", () => {
  it('is allowed by its hash in the CSP, so editing it without the hash fails here', () => {
    // The build copies the file into the map page's HTML as it is (web/src/prerender/page-frame.tsx).
    const file = new URL('../../../web/src/prerender/map-tiles-script.js', import.meta.url);
    const hash = createHash('sha256').update(readFileSync(file, 'utf8')).digest('base64');
    const allowed = allowedScripts();
    expect(allowed).toContain(`'sha256-${hash}'`);
  });
});
