import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { putSetupRecords } from './tests/fixtures';

/**
 * The tests drive the built app: fail early, with the fix, when it has not been built. The
 * server is already up (Playwright starts it first): it gets the records the demo data lacks.
 */
export default async function globalSetup(config: FullConfig) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const index = join(resolve(root, process.env.E2E_WEB_DIST ?? 'web/dist'), 'index.html');
  if (!existsSync(index)) {
    throw new Error('web/dist is missing: run `npm run build -w web` before the browser tests.');
  }
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts names no baseURL');
  await putSetupRecords(baseURL);
}
