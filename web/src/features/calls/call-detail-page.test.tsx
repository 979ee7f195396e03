import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Call, ReceiptDetail } from '@dapnet/model';
import { KitProvider } from '../../components/widgets/kit/kit-provider';
import { DEFAULT_CONFIG, setConfig } from '../../lib/config';
import { renderElement } from '../../testing/render';
import { signInAsUser } from '../../testing/signed-in';
import { CallDetailPage } from './call-detail-page';

const CALL: Call = {
  id: 7,
  text: 'f4abc: meet at the hut',
  callSignNames: ['dl1abc'],
  transmitterGroupNames: ['dl-all'],
  emergency: false,
  timestamp: '2026-11-26T10:00:00Z',
  ownerName: 'f4abc',
};

const DETAIL: ReceiptDetail = {
  kind: 'call',
  id: 7,
  receipt: { total: 2, queued: 0, sent: 0, acknowledged: 1, failed: 1, expired: 0, offline: 0 },
  deliveries: [
    {
      transmitterName: 'db0abc',
      ric: 123456,
      text: 'f4abc: meet at the hut',
      state: 'acknowledged',
      attempts: 1,
      queuedAt: '2026-11-26T10:00:00Z',
      sentAt: '2026-11-26T10:00:01Z',
      finishedAt: '2026-11-26T10:00:02Z',
      nodeName: 'db0dbn',
    },
    {
      transmitterName: 'db0xyz',
      ric: 123456,
      text: 'f4abc: meet at the hut',
      state: 'failed',
      attempts: 3,
      queuedAt: '2026-11-26T10:00:00Z',
      sentAt: '2026-11-26T10:00:01Z',
      finishedAt: '2026-11-26T10:01:00Z',
      nodeName: null,
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();

function answer(receipt: () => Response) {
  fetchMock.mockImplementation(async (url) => {
    const address = String(url);
    // The list of calls is asked for newest first (?order=newest-first), an addition a Core ignores.
    if (address.split('?')[0] === '/api/calls') return Response.json([CALL]);
    if (address === '/monitor/receipts/calls/7') return receipt();
    return new Response('not found', { status: 404 });
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  signInAsUser();
  setConfig({ ...DEFAULT_CONFIG, monitorUrl: '/monitor' });
});

afterEach(() => {
  setConfig(DEFAULT_CONFIG);
  vi.unstubAllGlobals();
});

const renderPage = (id: string) =>
  renderElement(
    <KitProvider>
      <CallDetailPage id={id} />
    </KitProvider>,
  );

describe("a call's detail view", () => {
  it('shows the call, its summary and every transmitter with state, attempts, RIC and text', async () => {
    answer(() => Response.json(DETAIL));
    await renderPage('7');
    const table = await screen.findByRole('table', { name: 'Transmitters' });
    expect(
      screen.getByText('Acknowledged by 1 of 2 transmitters (1 failed)', { exact: true }),
    ).toBeVisible();
    // The call itself, from the list of calls.
    expect(screen.getByText('dl-all')).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [acknowledged, failed] = rows as [HTMLElement, HTMLElement];
    expect(within(acknowledged).getByText('db0abc')).toBeVisible();
    expect(within(acknowledged).getByText('Acknowledged')).toBeVisible();
    expect(within(acknowledged).getByText('0123456')).toBeVisible();
    expect(within(acknowledged).getByText('f4abc: meet at the hut')).toBeVisible();
    expect(within(acknowledged).getByText('db0dbn')).toBeVisible();
    expect(within(failed).getByText('Failed')).toBeVisible();
    // Retried: sent three times.
    expect(within(failed).getByText('3')).toBeVisible();
  });

  it('shows the permission error and the way back, and nothing of the call, when refused', async () => {
    answer(() =>
      Response.json({ name: 'Forbidden', code: 403, message: 'not allowed' }, { status: 403 }),
    );
    await renderPage('7');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No permission for this request.');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/calls',
    );
    expect(screen.queryByText('f4abc: meet at the hut')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says that the record is not found for an address that is no id', async () => {
    answer(() => Response.json(DETAIL));
    await renderPage('seven');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to find the requested resource.',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/monitor/receipts/calls/seven',
    );
  });

  it('shows a call whose delivery was never recorded, with a note instead of a receipt', async () => {
    answer(() => Response.json({ name: 'Not Found', code: 404, message: 'gone' }, { status: 404 }));
    await renderPage('7');
    expect(
      await screen.findByText(
        'Its delivery was not recorded, or the records have since been removed.',
      ),
    ).toBeVisible();
    expect(screen.getByText('f4abc: meet at the hut')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says not found when neither the list nor the receipts know the id', async () => {
    answer(() => Response.json({ name: 'Not Found', code: 404, message: 'gone' }, { status: 404 }));
    await renderPage('8');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to find the requested resource.',
    );
    expect(screen.queryByText('Its delivery was not recorded', { exact: false })).toBeNull();
  });
});
