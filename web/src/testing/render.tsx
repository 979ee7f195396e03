import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { ensurePageTexts, i18n, initI18n, switchLanguage } from '../lib/i18n';
import type { Language } from '../lib/languages';

// The app's own query client, for tests below the app layer (which may not import app/).
export { createQueryClient };

/** The real app-wide providers around a component, in the given language. */
export async function renderWithProviders(
  routes: RouteObject[],
  { path = '/', language = 'en' }: { path?: string; language?: Language } = {},
): Promise<RenderResult> {
  if (!i18n.isInitialized) await initI18n(language);
  else await switchLanguage(language);
  // A component on its own, outside the router that would fetch them: every text it may use.
  await ensurePageTexts();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <Providers queryClient={createQueryClient()} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** A single element at `/`. */
export function renderElement(element: ReactElement, language: Language = 'en') {
  return renderWithProviders([{ path: '/', element }], { language });
}
