import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { followNavigations, prefetchRouteData } from './app/route-data';
import { createRouter } from './app/router';
import { followColorScheme } from './features/session/color-scheme';
import { askToSignInAgain } from './features/session/relogin';
import { followOtherTabs, useSession } from './features/session/session-store';
import { shareSessionAcrossTabs } from './features/session/tab-sync';
import { configureApiClient } from './lib/api-client';
import { getConfig, loadConfig, setConfig } from './lib/config';
import { initI18n } from './lib/i18n';
import { redirectLegacyHash } from './lib/legacy-hash';

async function start() {
  // Old hash permalinks become real paths before the router reads the address.
  redirectLegacyHash(window.location, window.history);

  const queryClient = createQueryClient();
  // A new tab asks the open ones for their session while the configuration and texts load.
  shareSessionAcrossTabs(() => queryClient.clear());
  // Created first, so the page's code loads while the configuration and the texts do.
  const router = createRouter(queryClient);
  const [config, i18n] = await Promise.all([
    loadConfig(),
    initI18n(useSession.getState().language),
  ]);
  setConfig(config);

  configureApiClient({
    baseUrl: () => getConfig().apiUrl,
    credentials: () => useSession.getState().user?.auth ?? null,
    // The credentials no longer work (password changed elsewhere): the page stays and the user
    // signs in again over it; the rejected requests are then sent again.
    onUnauthorized: askToSignInAgain,
  });
  followOtherTabs();
  followColorScheme();
  // The page's data is asked for now, while its code may still be on its way, and so is the data
  // of every page navigated to later.
  prefetchRouteData(queryClient, window.location, useSession.getState().user);
  followNavigations(router, (location) =>
    prefetchRouteData(queryClient, location, useSession.getState().user),
  );

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
