import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The tests drive the built app: fail early, with the fix, when it has not been built. */
export default function globalSetup() {
  const index = fileURLToPath(new URL('../web/dist/index.html', import.meta.url));
  if (!existsSync(index)) {
    throw new Error('web/dist is missing: run `npm run build -w web` before the browser tests.');
  }
}
