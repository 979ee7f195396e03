import { rmSync } from 'node:fs';
import type { PageManifestEntry } from '@dapnet/model';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type TestServer } from './server.js';

/** The server of one `describe` and the made-up web build it serves. */
export interface WebBuildSite {
  server: TestServer;
  /** The build folder (`DAPNET_WEB_DIST`). */
  dist: string;
}

/**
 * A test server serving a made-up web build for the tests of one `describe`: `makeFolder`
 * writes the build before the server starts; the server and the folder go away after the tests.
 * The fields are set once the tests run.
 */
export function serveWebBuild(makeFolder: () => string): WebBuildSite {
  const site = {} as WebBuildSite;
  beforeAll(async () => {
    site.dist = makeFolder();
    site.server = await startServer({ env: { DAPNET_WEB_DIST: site.dist } });
  });
  afterAll(async () => {
    await site.server.close();
    rmSync(site.dist, { recursive: true, force: true });
  });
  return site;
}

/** What a browser's address bar sends for a page: the server answers it with the web app. */
export const PAGE_REQUEST = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

/** A page's entry of a made-up pages manifest: its route module and whatever the test adds. */
export const manifestEntry = (
  module: string,
  files: Partial<PageManifestEntry> = {},
): PageManifestEntry => ({ module, code: [], css: [], preconnect: [], data: [], ...files });
