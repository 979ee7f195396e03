import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Call, ReceiptList } from '@dapnet/model';
import { KitProvider } from '../../components/widgets/kit/kit-provider';
import { DEFAULT_CONFIG, setConfig } from '../../lib/config';
import { renderElement } from '../../testing/render';
import { signInAsUser } from '../../testing/signed-in';
import { CallsTable } from './calls-table';

const call = (id: number | undefined, text: string): Call => ({
  text,
  callSignNames: ['dl1abc'],
  transmitterGroupNames: ['dl-all'],
  emergency: false,
  timestamp: `2026-11-26T10:0${id ?? 0}:00Z`,
  ownerName: 'f4abc',
  ...(id === undefined ? {} : { id }),
});

const RECEIPTS: ReceiptList = {
  '1': { total: 14, queued: 0, sent: 0, acknowledged: 14, failed: 0, expired: 0, offline: 0 },
  '2': { total: 3, queued: 3, sent: 0, acknowledged: 0, failed: 0, expired: 0, offline: 0 },
};

const fetchMock = vi.fn<typeof fetch>();
/** The receipts' answer is held back until the test lets it go. */
let releaseReceipts: () => void = () => {};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    (url) =>
      new Promise((resolve) => {
        if (String(url) === '/monitor/receipts/calls') {
          releaseReceipts = () => resolve(Response.json(RECEIPTS));
        } else resolve(new Response('not found', { status: 404 }));
      }),
  );
  signInAsUser();
});

afterEach(() => {
  setConfig(DEFAULT_CONFIG);
  vi.unstubAllGlobals();
});

function renderTable(calls: Call[]) {
  return renderElement(
    <KitProvider>
      <CallsTable calls={calls} error={null} refreshing={false} onRefresh={() => {}} />
    </KitProvider>,
  );
}

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('the calls table against the embedded server', () => {
  it('shows the rows at once, "…" until the receipts arrive, then each call\'s status as a link', async () => {
    setConfig({ ...DEFAULT_CONFIG, monitorUrl: '/monitor' });
    await renderTable([
      call(1, 'first'),
      call(2, 'second'),
      call(3, 'third'),
      call(undefined, 'old'),
    ]);
    // The list does not wait for the receipts.
    expect(screen.getByRole('columnheader', { name: /Delivery/ })).toBeVisible();
    expect(within(rowOf('first')).getByText('…')).toBeVisible();
    // Screen readers hear what the dots mean.
    expect(within(rowOf('first')).getByText('Loading…')).toBeInTheDocument();

    releaseReceipts();
    const first = await within(rowOf('first')).findByRole('link', {
      name: 'Acknowledged by 14 of 14 transmitters',
    });
    expect(first).toHaveAttribute('href', '/calls/1');
    expect(
      within(rowOf('second')).getByRole('link', { name: 'Queued for 3 of 3 transmitters' }),
    ).toHaveAttribute('href', '/calls/2');
    // A call the server has no receipt for says so instead of a state.
    expect(within(rowOf('third')).getByText('Not recorded')).toBeVisible();
    expect(within(rowOf('old')).getByText('Not recorded')).toBeVisible();
    expect(screen.queryByText('This server does not report delivery.')).toBeNull();
    // Many role queries over a whole table: seconds in jsdom on a busy machine, not a hang.
  }, 20_000);
});

describe('the calls table against a real Core', () => {
  it('has no delivery column but says once that delivery is not reported', async () => {
    setConfig({ ...DEFAULT_CONFIG, monitorUrl: '' });
    await renderTable([call(undefined, 'first'), call(undefined, 'second')]);
    expect(screen.getAllByText('This server does not report delivery.')).toHaveLength(1);
    expect(screen.queryByRole('columnheader', { name: /Delivery/ })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/monitor/receipts/calls',
    );
  });

  it('says the same when the configured monitoring address does not answer', async () => {
    setConfig({ ...DEFAULT_CONFIG, monitorUrl: '/monitor' });
    fetchMock.mockImplementation(async () => new Response('not found', { status: 404 }));
    await renderTable([call(undefined, 'first'), call(undefined, 'second')]);
    expect(await screen.findByText('This server does not report delivery.')).toBeVisible();
    expect(screen.getAllByText('This server does not report delivery.')).toHaveLength(1);
    expect(screen.queryByRole('columnheader', { name: /Delivery/ })).toBeNull();
    expect(screen.queryByText('…')).toBeNull();
  });
});

describe('an emergency call in the list', () => {
  it('carries its flag as a badge before the message, in no column of its own', async () => {
    setConfig({ ...DEFAULT_CONFIG, monitorUrl: '/monitor' });
    await renderTable([{ ...call(1, 'help needed'), emergency: true }, call(2, 'routine')]);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toContain('Message');
    expect(headers).not.toContain('Emergency');
    const message = screen.getByRole('cell', { name: 'Emergency help needed' });
    expect(within(message).getByText('Emergency')).toBeVisible();
    // A routine call's message is its text alone.
    expect(screen.getByRole('cell', { name: 'routine' })).toBeVisible();
  });
});
