import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The tests drive the built app: fail early, with the fix, when it has not been built. */
export default function globalSetup() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const index = join(resolve(root, process.env.E2E_WEB_DIST ?? 'web/dist'), 'index.html');
  if (!existsSync(index)) {
    throw new Error('web/dist is missing: run `npm run build -w web` before the browser tests.');
  }
}
