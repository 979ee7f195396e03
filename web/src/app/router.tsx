import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { useSession } from '../features/session/session-store';
import { allEntityPages, entityPages, type PageDeclaration, sitePages } from '../lib/entities';
import { ensurePageTexts } from '../lib/i18n';
import { paths } from '../lib/paths';
import type { RouteHandle } from '../lib/route-handle';
import { RequireAdmin } from './layout/require-admin';
import { RequireLogin } from './layout/require-login';
import { RouteError } from './layout/route-error';
import { Shell } from './layout/shell';

/** A route module's exports: its pages (`default`, or `List`, `New`, `Edit`; lib/entities.ts). */
type PageModule = Record<string, ComponentType | undefined>;

/** Every route module, each fetched the first time one of its pages is visited (its own chunk). */
const routeModules = import.meta.glob<PageModule>('./routes/**/*.tsx');

function loadRouteModule(module: string): () => Promise<PageModule> {
  const load = routeModules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`No route module app/routes/${module}.tsx`);
  return load;
}

/**
 * A route whose module is fetched the first time one of its pages is visited (the pages of one
 * module share its chunk); no path: the parent's.
 */
function lazyPage(
  {
    title,
    module,
    component,
    access,
  }: Pick<PageDeclaration, 'title' | 'module' | 'component' | 'access'>,
  path?: string,
): RouteObject {
  const handle: RouteHandle = { title, code: `routes/${module}.tsx` };
  const load = loadRouteModule(module);
  // The public pages' texts come with the start-up (lib/i18n.ts); any other page's beside its code.
  const texts = access === 'public' ? () => Promise.resolve() : ensurePageTexts;
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle,
    lazy: async () => {
      const [pageModule] = await Promise.all([load(), texts()]);
      const Component = pageModule[component];
      if (!Component) throw new Error(`app/routes/${module}.tsx exports no ${component}`);
      return { Component };
    },
  };
}

/** The route of a page declared in lib/entities.ts. */
const page = (declaration: PageDeclaration) => lazyPage(declaration, declaration.path);

/**
 * The entity pages, behind the login guard. Admin-only pages (creating records, changing nodes)
 * add the admin guard, whose permission message links to the entity's list; pages of `owner`
 * access check the record themselves.
 */
function entityRoutes(): RouteObject {
  const children = allEntityPages().map(({ entity, page: declaration }): RouteObject => {
    if (declaration.access !== 'admin') return page(declaration);
    const listHref = entityPages[entity].list.path;
    return { element: <RequireAdmin listHref={listHref} />, children: [page(declaration)] };
  });
  return { element: <RequireLogin />, children };
}

/** Every route of the app (spec section 2): the pages come from lib/entities.ts. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <Shell />,
      // The first page module is still loading: nothing to show yet (main.tsx renders once the
      // router is ready; index.html's static frame is on show until then).
      HydrateFallback: () => null,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            lazyPage(sitePages.home),
            page(sitePages.login),
            page(sitePages.version),
            page(sitePages.impress),
            page(sitePages.privacy),
            entityRoutes(),
            {
              path: paths.logout.path,
              handle: { title: 'pageTitle.logout' } satisfies RouteHandle,
              // Logging out needs no page: clear the session and cached data, then go home.
              loader: () => {
                useSession.getState().logout();
                queryClient.clear();
                return redirect(paths.home.path);
              },
            },
            lazyPage(
              {
                title: 'pageTitle.notFound',
                module: 'not-found',
                component: 'default',
                access: 'public',
              },
              '*',
            ),
          ],
        },
      ],
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}

/** Resolves once the router has loaded the first page's code (its lazy routes). */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
