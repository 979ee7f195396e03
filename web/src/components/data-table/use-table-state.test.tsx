import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_TO_ADDRESS_MS, useTableState, type TableState } from './use-table-state';

const DEFAULT_SORT = { columnId: 'time', direction: 'desc' } as const;
const COLUMNS = ['time', 'owner'];

/** What the probe last rendered: the hook's state and the address's search. */
const seen: { state?: TableState; search: string } = { search: '' };

function Probe() {
  const state = useTableState(DEFAULT_SORT, COLUMNS);
  const { search } = useLocation();
  useEffect(() => {
    seen.state = state;
    seen.search = search;
  });
  return null;
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/calls', element: <Probe /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the table state while typing', () => {
  it('shows a search at once and writes it to the address after a pause, on the first page', async () => {
    renderAt('/calls?page=3');
    expect(seen.state!.page).toBe(3);
    act(() => seen.state!.setQuery('dl'));
    expect(seen.state!.query).toBe('dl');
    expect(seen.state!.page).toBe(1);
    expect(seen.search).toBe('?page=3');
    act(() => seen.state!.setQuery('dl1'));
    await act(() => vi.advanceTimersByTimeAsync(QUERY_TO_ADDRESS_MS - 50));
    expect(seen.search).toBe('?page=3');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(seen.search).toBe('?q=dl1');
    expect(seen.state!.query).toBe('dl1');
    expect(seen.state!.page).toBe(1);
  });

  it('takes what was typed along with a sort or a page chosen before the pause', async () => {
    renderAt('/calls');
    act(() => seen.state!.setQuery('dl'));
    act(() => seen.state!.setSort({ columnId: 'owner', direction: 'asc' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(new URLSearchParams(seen.search).get('q')).toBe('dl');
    expect(new URLSearchParams(seen.search).get('sort')).toBe('owner');
    act(() => seen.state!.setQuery('dl1'));
    act(() => seen.state!.setPage(2));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(new URLSearchParams(seen.search).get('q')).toBe('dl1');
    expect(seen.state!.page).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(QUERY_TO_ADDRESS_MS * 2));
    expect(seen.state!.page).toBe(2);
  });

  it('gives way to the address when it changes meanwhile (back, a link)', async () => {
    const router = renderAt('/calls?q=old');
    act(() => seen.state!.setQuery('new'));
    expect(seen.state!.query).toBe('new');
    await act(() => router.navigate('/calls?q=linked'));
    expect(seen.state!.query).toBe('linked');
    await act(() => vi.advanceTimersByTimeAsync(QUERY_TO_ADDRESS_MS * 2));
    expect(seen.search).toBe('?q=linked');
  });
});
