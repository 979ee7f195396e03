/**
 * zod as the whole web app sees it: vite.config.ts resolves every `import 'zod'` (the shared
 * schemas in @dapnet/model included) to this module, so the setting below runs before any
 * schema is built. Without it zod probes `new Function` when it builds its first object schema,
 * which the page's CSP forbids: harmless, but a CSP violation report on every page load.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z };
export default z;
