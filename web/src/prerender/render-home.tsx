/**
 * Renders the home page as a first-time visitor sees it (English, signed out, the default
 * configuration) to HTML, for the build to put into the served page (scripts/prerender.ts). The
 * tree is the app's own (AppRoot), so the browser takes the markup over as it is (main.tsx).
 * Runs in Node at build time: nothing here may touch the browser's globals.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { AppRoot } from '../app/app-root';
import { createQueryClient } from '../app/query-client';
import { createRoutes, routerReady } from '../app/router';
import { initI18n } from '../lib/i18n';
import { DEFAULT_LANGUAGE } from '../lib/languages';
import { paths } from '../lib/paths';

export async function renderHome(): Promise<string> {
  const queryClient = createQueryClient();
  const i18n = await initI18n(DEFAULT_LANGUAGE);
  const router = createMemoryRouter(createRoutes(queryClient), {
    initialEntries: [paths.home.path],
  });
  await routerReady(router);
  const html = renderToString(<AppRoot queryClient={queryClient} i18n={i18n} router={router} />);
  router.dispose();
  queryClient.clear();
  return html;
}
