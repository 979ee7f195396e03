import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import type { createRouter } from './router';

interface AppRootProps {
  queryClient: QueryClient;
  i18n: I18n;
  router: ReturnType<typeof createRouter>;
}

/**
 * The whole app. The build renders the same tree to prerender the home page
 * (prerender/render-page.tsx), so that the browser can take that markup over as it is: any
 * difference in the tree would change the ids React makes and the markup would not match.
 */
export function AppRoot({ queryClient, i18n, router }: AppRootProps) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
