import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_TO_ADDRESS_MS, useTableState, type TableState } from './use-table-state';

const DEFAULT_SORT = { columnId: 'time', direction: 'desc' } as const;
const COLUMNS = ['time', 'owner'];

let state: TableState;
let search = '';

function Probe() {
  state = useTableState(DEFAULT_SORT, COLUMNS);
  search = useLocation().search;
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
    expect(state.page).toBe(3);
    act(() => state.setQuery('dl'));
    expect(state.query).toBe('dl');
    expect(state.page).toBe(1);
    expect(search).toBe('?page=3');
    act(() => state.setQuery('dl1'));
    await act(() => vi.advanceTimersByTimeAsync(QUERY_TO_ADDRESS_MS - 50));
    expect(search).toBe('?page=3');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(search).toBe('?q=dl1');
    expect(state.query).toBe('dl1');
    expect(state.page).toBe(1);
  });

  it('takes what was typed along with a sort or a page chosen before the pause', async () => {
    renderAt('/calls');
    act(() => state.setQuery('dl'));
    act(() => state.setSort({ columnId: 'owner', direction: 'asc' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(new URLSearchParams(search).get('q')).toBe('dl');
    expect(new URLSearchParams(search).get('sort')).toBe('owner');
    act(() => state.setQuery('dl1'));
    act(() => state.setPage(2));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(new URLSearchParams(search).get('q')).toBe('dl1');
    expect(state.page).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(QUERY_TO_ADDRESS_MS * 2));
    expect(state.page).toBe(2);
  });

  it('gives way to the address when it changes meanwhile (back, a link)', async () => {
    const router = renderAt('/calls?q=old');
    act(() => state.setQuery('new'));
    expect(state.query).toBe('new');
    await act(() => router.navigate('/calls?q=linked'));
    expect(state.query).toBe('linked');
    await act(() => vi.advanceTimersByTimeAsync(QUERY_TO_ADDRESS_MS * 2));
    expect(search).toBe('?q=linked');
  });
});
