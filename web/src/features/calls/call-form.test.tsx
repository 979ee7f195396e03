import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '@dapnet/model';
import { configureApiClient } from '../../lib/api-client';
import { renderElement } from '../../testing/render';
import { useSession } from '../session/session-store';
import { DEFAULT_USER_SETTINGS } from '../session/user-settings';
import { CallForm } from './call-form';

const fetchMock = vi.fn<typeof fetch>();

const subscriber = (name: string, owner: string): Subscriber => ({
  name,
  description: `${name}'s pager`,
  numeric: false,
  ownerNames: [owner],
});

/** The network's lists as the form reads them; a posted call is answered as the server would. */
function network(subscribers: Subscriber[]) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url).split('?')[0];
    if (path === '/api/calls' && init?.method === 'POST') {
      const call = JSON.parse(String(init.body)) as object;
      return Response.json({ ...call, id: 1, timestamp: '2026-11-27T08:00:00Z' }, { status: 201 });
    }
    if (path === '/api/callsigns') return Response.json(subscribers);
    if (path === '/api/transmitterGroups' || path === '/api/transmitters') return Response.json([]);
    return new Response('not found', { status: 404 });
  });
}

/** The calls the page posted, as their bodies. */
const postedCalls = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/calls' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  configureApiClient({
    baseUrl: () => '/api',
    credentials: () => 'eA==',
    onUnauthorized: async () => false,
  });
  // The group the user sent through last is where a test page goes when the form names none.
  useSession.setState({
    user: { name: 'f4abc', admin: false, auth: 'eA==', remember: false },
    perUser: {
      f4abc: { ...DEFAULT_USER_SETTINGS, groupChoices: { pinned: [], recent: ['dl-nw'] } },
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the new-call form', () => {
  it('starts with the sender prefix and offers the subscribers, groups and priority', async () => {
    network([subscriber('dl1abc', 'dl1abc')]);
    await renderElement(<CallForm />);
    expect(await screen.findByRole('group', { name: 'New call' })).toBeVisible();
    expect(screen.getByText('F4ABC:')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Subscribers/ })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Transmitter groups/ })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'High priority (emergency)' })).not.toBeChecked();
    // Without a subscriber of their own there is no test page to send.
    expect(screen.queryByRole('region', { name: 'Test page' })).not.toBeInTheDocument();
  });
});

describe("the new-call form's test page", () => {
  it('goes to the pager named like the user, through the group sent through last, as a normal call', async () => {
    network([subscriber('dl1abc', 'f4abc'), subscriber('f4abc', 'f4abc')]);
    await renderElement(<CallForm />);
    const send = await screen.findByRole('button', {
      name: 'Send a test page to my pager (f4abc)',
    });
    expect(screen.getByText('Through the transmitter groups: dl-nw')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'QRV at 18 UTC');
    await userEvent.click(send);
    await waitFor(() =>
      expect(postedCalls()).toEqual([
        {
          text: 'F4ABC: QRV at 18 UTC',
          callSignNames: ['f4abc'],
          transmitterGroupNames: ['dl-nw'],
          emergency: false,
        },
      ]),
    );
  });

  it('asks which pager when the user owns several and none is named like them', async () => {
    network([subscriber('dl1abc', 'f4abc'), subscriber('dl2abc', 'f4abc')]);
    await renderElement(<CallForm />);
    const send = await screen.findByRole('button', { name: 'Send a test page to my pager' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Message/ }), 'QRV at 18 UTC');
    await userEvent.click(send);
    expect(await screen.findByText('Choose the pager that gets the test page.')).toBeVisible();
    expect(postedCalls()).toEqual([]);
  });
});
