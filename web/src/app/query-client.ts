import { QueryClient } from '@tanstack/react-query';

/**
 * Errors show at once, as the spec says (no silent retries that keep the user waiting), and data
 * does not reload just because the window got focus: refreshes are the user's choice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
