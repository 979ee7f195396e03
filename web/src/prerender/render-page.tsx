/**
 * Renders a page as a first-time visitor sees it (English, signed out, the default configuration)
 * to HTML, for the build to put into that page's served HTML (scripts/prerender.ts). The tree is
 * the app's own (AppRoot), so the browser takes the markup over as it is (main.tsx). Pages that
 * use the UI kit bring its styles: Mantine renders them on the server too. Runs in Node at build
 * time: nothing here may touch the browser's globals.
 */
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { AppRoot } from '../app/app-root';
import { StaticFrame } from '../app/layout/static-frame';
import { createQueryClient } from '../app/query-client';
import { routeQueries } from '../app/route-data';
import { createRoutes, routerReady } from '../app/router';
import type { PageColumn } from '../lib/entities';
import { ensurePageTexts, initI18n, switchLanguage } from '../lib/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../lib/languages';
import type { RouteHandle } from '../lib/route-handle';
import { PageFrame } from './page-frame';

export { FRAME_SCRIPTS } from './page-frame';
export { firstRequests } from './first-requests';

export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const i18n = await initI18n(DEFAULT_LANGUAGE);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  await routerReady(router);
  // Data from the server (the versions on /version) is not there: the page renders its frame, and
  // asks for the data once the app has taken it over.
  const html = renderToString(<AppRoot queryClient={queryClient} i18n={i18n} router={router} />);
  router.dispose();
  queryClient.clear();
  return html;
}

/**
 * The source files (below src/app/) of the code the router loads for the page at this address,
 * outermost first: its layouts and its route module (their routes' `handle.code`).
 */
export function routeCode(path: string): string[] {
  const routes = createRoutes(createQueryClient());
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => {
    const code = (route.handle as RouteHandle | undefined)?.code;
    return code ? [code] : [];
  });
}

/**
 * The query keys of the first data the page at this address declares (app/routes/<module>.data.ts),
 * as a signed-in user who is not an admin (named `<user>`) would ask for them, or a guest on a
 * page open to everybody. For the pages manifest, to be read by people.
 */
export function firstDataKeys(path: string, signedIn: boolean): unknown[] {
  const user = signedIn ? { name: '<user>', admin: false, auth: '', remember: false } : null;
  return routeQueries({ pathname: path, search: '' }, user).map((query) => query.queryKey);
}

/** The static frame every other page's HTML holds (index.html): see app/layout/static-frame.tsx. */
export function renderStaticFrame(): string {
  return renderToStaticMarkup(<StaticFrame />);
}

/** The texts of every page in English, made once for all the frames (renderPageFrame). */
let allTexts: ReturnType<typeof initI18n> | undefined;

/**
 * A page's part of the static frame (prerender/page-frame.tsx), by language: its title, from the
 * catalogues, in its column (or the whole first screen of the map and new-call pages). One call
 * per page; every language's catalogue is loaded once.
 */
export async function renderPageFrame(
  title: string,
  column: PageColumn,
): Promise<Record<string, string>> {
  allTexts ??= initI18n(DEFAULT_LANGUAGE).then(async (texts) => {
    await ensurePageTexts();
    return texts;
  });
  await allTexts;
  const markup: Record<string, string> = {};
  for (const language of LANGUAGES) {
    await switchLanguage(language);
    markup[language] = renderToStaticMarkup(<PageFrame column={column} titleKey={title} />);
  }
  await switchLanguage(DEFAULT_LANGUAGE);
  return markup;
}
