import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { useSession } from '../features/session/session-store';
import { paths } from '../lib/paths';
import type { RouteHandle } from '../lib/route-handle';
import { RequireLogin } from './layout/require-login';
import { RouteError } from './layout/route-error';
import { Shell } from './layout/shell';

type PageModule = { default: ComponentType };

/** A route whose module is fetched the first time it is visited. */
function page(title: string, load: () => Promise<PageModule>, path?: string): RouteObject {
  const handle: RouteHandle = { title };
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/** Every route of the app (spec section 2), in one place. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <Shell />,
      // The first page module is still loading: nothing to show yet, and nothing to flash.
      HydrateFallback: () => null,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            page('pageTitle.home', () => import('./routes/home')),
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
            {
              // Every other page uses the UI kit, which this layout brings along.
              lazy: async () => ({ Component: (await import('./layout/kit-layout')).default }),
              children: [
                page('pageTitle.login', () => import('./routes/login'), paths.login.path),
                page('pageTitle.version', () => import('./routes/version'), paths.version.path),
                page('pageTitle.impress', () => import('./routes/impress'), paths.impress.path),
                page('pageTitle.privacy', () => import('./routes/privacy'), paths.privacy.path),
                { element: <RequireLogin />, children: protectedRoutes() },
                page('pageTitle.notFound', () => import('./routes/not-found'), '*'),
              ],
            },
          ],
        },
      ],
    },
  ];
}

function protectedRoutes(): RouteObject[] {
  return [
    page('pageTitle.calls.list', () => import('./routes/calls/list'), paths.calls.list.path),
    page('pageTitle.calls.new', () => import('./routes/calls/new'), paths.calls.new.path),
    page(
      'pageTitle.subscribers.list',
      () => import('./routes/subscribers/list'),
      paths.subscribers.list.path,
    ),
    page(
      'pageTitle.subscribers.new',
      () => import('./routes/subscribers/new'),
      paths.subscribers.new.path,
    ),
    page(
      'pageTitle.subscribers.edit',
      () => import('./routes/subscribers/edit'),
      paths.subscribers.edit.path,
    ),
    page('pageTitle.rubrics.list', () => import('./routes/rubrics/list'), paths.rubrics.list.path),
    page('pageTitle.rubrics.new', () => import('./routes/rubrics/new'), paths.rubrics.new.path),
    page('pageTitle.rubrics.edit', () => import('./routes/rubrics/edit'), paths.rubrics.edit.path),
    page(
      'pageTitle.rubrics.activate',
      () => import('./routes/rubrics/activate'),
      paths.rubrics.activate.path,
    ),
    page(
      'pageTitle.rubricContent.list',
      () => import('./routes/rubrics/content/list'),
      paths.rubricContent.list.path,
    ),
    page(
      'pageTitle.rubricContent.new',
      () => import('./routes/rubrics/content/new'),
      paths.rubricContent.new.path,
    ),
    page(
      'pageTitle.transmitters.list',
      () => import('./routes/transmitters/list'),
      paths.transmitters.list.path,
    ),
    page(
      'pageTitle.transmitters.new',
      () => import('./routes/transmitters/new'),
      paths.transmitters.new.path,
    ),
    page(
      'pageTitle.transmitters.edit',
      () => import('./routes/transmitters/edit'),
      paths.transmitters.edit.path,
    ),
    page(
      'pageTitle.transmitters.map',
      () => import('./routes/transmitters/map'),
      paths.transmitters.map.path,
    ),
    page(
      'pageTitle.transmitters.mapDetail',
      () => import('./routes/transmitters/map'),
      paths.transmitters.mapDetail.path,
    ),
    page(
      'pageTitle.transmitterGroups.list',
      () => import('./routes/transmitters/groups/list'),
      paths.transmitterGroups.list.path,
    ),
    page(
      'pageTitle.transmitterGroups.new',
      () => import('./routes/transmitters/groups/new'),
      paths.transmitterGroups.new.path,
    ),
    page(
      'pageTitle.transmitterGroups.edit',
      () => import('./routes/transmitters/groups/edit'),
      paths.transmitterGroups.edit.path,
    ),
    page('pageTitle.nodes.list', () => import('./routes/nodes/list'), paths.nodes.list.path),
    page('pageTitle.nodes.new', () => import('./routes/nodes/new'), paths.nodes.new.path),
    page('pageTitle.nodes.edit', () => import('./routes/nodes/edit'), paths.nodes.edit.path),
    page('pageTitle.users.list', () => import('./routes/users/list'), paths.users.list.path),
    page('pageTitle.users.new', () => import('./routes/users/new'), paths.users.new.path),
    page('pageTitle.users.edit', () => import('./routes/users/edit'), paths.users.edit.path),
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
