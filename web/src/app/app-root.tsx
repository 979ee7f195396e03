import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import type { createRouter } from './router';

interface AppRootProps {
  queryClient: QueryClient;
  i18n: I18n;
  router: ReturnType<typeof createRouter>;
  /** Called once the app is on the screen (after taking the prerendered page over, main.tsx). */
  onShown?: () => void;
}

/**
 * The whole app. The build renders the same tree to prerender the home page
 * (prerender/render-page.tsx), so that the browser can take that markup over as it is: any
 * difference in the tree would change the ids React makes and the markup would not match.
 */
export function AppRoot({ queryClient, i18n, router, onShown }: AppRootProps) {
  // The root's effects run after every page component's: the whole tree is there.
  useEffect(() => onShown?.(), [onShown]);
  return (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
