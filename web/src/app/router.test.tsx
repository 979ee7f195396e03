import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../features/session/session-store';
import { configureApiClient } from '../lib/api-client';
import { renderWithProviders } from '../testing/render';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';

function renderApp(path: string) {
  return renderWithProviders(createRoutes(createQueryClient()), { path });
}

beforeEach(() => {
  // The version line asks for the Core's version; every list the shell reads is empty.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      Response.json(String(input).includes('/core/version') ? { core: '1.2.3', api: '1.2' } : []),
    ),
  );
  configureApiClient({
    baseUrl: () => '/api',
    credentials: () => null,
    onUnauthorized: async () => false,
  });
  useSession.setState({ user: null, cookieConsent: true, popups: { award: true } });
});

afterEach(() => vi.unstubAllGlobals());

describe('the app shell', () => {
  it('sends a guest from a protected page home and says why', async () => {
    await renderApp('/transmitters/groups/edit/all');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to DAPNET' }),
    ).toBeVisible();
    expect(screen.getByText('Login required')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Calls' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Home - DAPNET'));
  });

  it('shows the entity menus and the page to a signed-in user', async () => {
    useSession.setState({ user: { name: 'admin', admin: true, auth: 'x', remember: false } });
    await renderApp('/calls');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Calls' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: /Rubrics/ })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Calls - DAPNET'));
    expect(await screen.findByText(/Core: 1\.2\.3/)).toBeVisible();
  });

  it('titles unknown addresses as a 404', async () => {
    await renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error 404 - Not Found' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Error 404 - Not Found - DAPNET'));
  });

  it('speaks the chosen language', async () => {
    useSession.setState({ language: 'de' });
    await renderWithProviders(createRoutes(createQueryClient()), { path: '/', language: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Willkommen bei DAPNET' }),
    ).toBeVisible();
    useSession.setState({ language: 'en' });
  });
});
