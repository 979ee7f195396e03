import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../testing/render';
import { useSend } from './use-send';

/** An edit page as EditRecord leaves it: the record's query still mounted while it saves. */
function EditPage({ fetchRecord }: { fetchRecord: () => Promise<string> }) {
  const record = useQuery({ queryKey: ['things', 'a'], queryFn: fetchRecord });
  const { send } = useSend();
  return (
    <button
      type="button"
      disabled={!record.data}
      onClick={() => void send(() => Promise.resolve(), { invalidate: 'things', then: '/list' })}
    >
      Save
    </button>
  );
}

describe('useSend', () => {
  it('does not fetch the record it leaves again, and the next page fetches its list', async () => {
    await initI18n('en');
    const queryClient = createQueryClient();
    queryClient.setQueryData(['things'], ['old']);
    const fetchRecord = vi.fn(() => Promise.resolve('a'));
    const fetchList = vi.fn(() => Promise.resolve(['new']));
    function ListPage() {
      const list = useQuery({ queryKey: ['things'], queryFn: fetchList });
      return <p>{list.data?.join()}</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/', element: <EditPage fetchRecord={fetchRecord} /> },
        { path: '/list', element: <ListPage /> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save', hidden: false }));
    expect(await screen.findByText('new')).toBeInTheDocument();
    expect(fetchRecord).toHaveBeenCalledOnce();
    expect(fetchList).toHaveBeenCalledOnce();
    expect(queryClient.getQueryState(['things', 'a'])?.isInvalidated).toBe(true);
  });
});
