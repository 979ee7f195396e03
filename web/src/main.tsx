import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { followOtherTabs, useSession } from './features/session/session-store';
import { configureApiClient } from './lib/api-client';
import { getConfig, loadConfig, setConfig } from './lib/config';
import { initI18n } from './lib/i18n';
import { redirectLegacyHash } from './lib/legacy-hash';

async function start() {
  // Old hash permalinks become real paths before the router reads the address.
  redirectLegacyHash(window.location, window.history);

  const [config, i18n] = await Promise.all([
    loadConfig(),
    initI18n(useSession.getState().language),
  ]);
  setConfig(config);

  const queryClient = createQueryClient();
  configureApiClient({
    baseUrl: () => getConfig().apiUrl,
    credentials: () => useSession.getState().user?.auth ?? null,
    onUnauthorized: () => {
      // The credentials no longer work (password changed, user deleted): end the session and
      // drop everything fetched with them.
      useSession.getState().logout();
      queueMicrotask(() => queryClient.clear());
    },
  });
  followOtherTabs();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={createRouter(queryClient)} />
      </Providers>
    </StrictMode>,
  );
}

void start();
