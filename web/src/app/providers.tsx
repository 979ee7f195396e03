import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ReloginOutlet } from '../features/session/relogin-outlet';

interface ProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/**
 * App-wide context. The UI kit's provider is not here: each widget brings it
 * (components/widgets/kit/widget-provider.tsx).
 */
export function Providers({ queryClient, i18n, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Outside the router: signing in again must not touch the page underneath. */}
        <ReloginOutlet />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
