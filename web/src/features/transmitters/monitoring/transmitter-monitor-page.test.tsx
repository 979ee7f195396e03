import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WidgetProvider } from '../../../components/widgets/kit/widget-provider';
import { DEFAULT_CONFIG, setConfig } from '../../../lib/config';
import { renderElement } from '../../../testing/render';
import { signInAsUser } from '../../../testing/signed-in';
import { quietMonitor } from '../../../testing/transmitter-monitor';
import { TransmitterMonitorPage } from './transmitter-monitor-page';

/** What a real Core answers for GET /transmitters/db0abc (no monitoring endpoint exists). */
const fromCore = {
  name: 'db0abc',
  status: 'ONLINE',
  nodeName: 'db0dbn',
  address: { ip_addr: '203.0.113.7', port: 51234 },
  deviceType: 'UniPager',
  deviceVersion: '1.0.2',
  connectedSince: '2026-01-01T10:00:00Z',
  lastConnected: '2026-01-01T10:00:00Z',
  ownerNames: ['db9xyz'],
  timeSlot: '0123',
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/transmitters/')
      ? Response.json(fromCore)
      : new Response('not found', { status: 404 }),
  );
  signInAsUser();
});

afterEach(() => {
  setConfig(DEFAULT_CONFIG);
  vi.unstubAllGlobals();
});

describe('TransmitterMonitorPage in front of a real Core', () => {
  it("shows the Core's fields and says the rest needs our server, asking for nothing else", async () => {
    setConfig({ ...DEFAULT_CONFIG, monitorUrl: '' });
    await renderElement(
      <WidgetProvider>
        <TransmitterMonitorPage name="db0abc" />
      </WidgetProvider>,
    );
    // f4abc does not own db0abc: the Core's full address is masked (address-privacy.ts).
    expect(await screen.findByText('203.0.113.x')).toBeVisible();
    expect(screen.getByText(/need the DAPNET Web server/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Connection' })).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.every((url) => url.startsWith('/api/'))).toBe(true);
  });

  it('says the same when the configured endpoint does not answer', async () => {
    await renderElement(
      <WidgetProvider>
        <TransmitterMonitorPage name="db0abc" />
      </WidgetProvider>,
    );
    expect(await screen.findByText(/need the DAPNET Web server/)).toBeVisible();
    expect(screen.getByText('203.0.113.x')).toBeVisible();
  });
});

describe('TransmitterMonitorPage of a flapping transmitter', () => {
  it('warns and names both addresses of the latest replacement', async () => {
    const live = quietMonitor({
      flapping: {
        since: '2026-01-01T10:00:00Z',
        replaced: 7950,
        refused: 0,
        addresses: ['198.51.100.4:40001', '192.0.2.9:50002'],
        lastReplacement: { closed: '198.51.100.4:40001', by: '192.0.2.9:50002' },
      },
    });
    fetchMock.mockImplementation(async (url) =>
      Response.json(String(url).startsWith('/api/') ? fromCore : live),
    );
    setConfig({ ...DEFAULT_CONFIG, monitorUrl: '/monitor' });
    await renderElement(
      <WidgetProvider>
        <TransmitterMonitorPage name="db0abc" />
      </WidgetProvider>,
    );
    expect(await screen.findByText('This transmitter keeps losing its connection')).toBeVisible();
    expect(screen.getByText('198.51.100.4:40001 replaced by 192.0.2.9:50002')).toBeVisible();
    expect(screen.getByText('7950')).toBeVisible();
    expect(screen.getByText(/same copied SD card/)).toBeVisible();
  });
});
