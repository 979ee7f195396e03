import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient } from './api-client';
import { dropEarlyRequests, type EarlyRequest } from './early-requests';

const BASE = 'https://core.example/api';
const SESSION = 'c2Vzc2lvbg==';
const fetchMock = vi.fn<typeof fetch>();

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** A request as index.html's first-screen script leaves it. */
function sentEarly(path: string, body: unknown, authorization: string | null): EarlyRequest {
  return {
    url: `${BASE}/${path}`,
    authorization,
    response: Promise.resolve(json(body)),
    controller: new AbortController(),
  };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(json(['asked again'])));
  configureApiClient({
    baseUrl: () => BASE,
    credentials: () => SESSION,
    onUnauthorized: () => Promise.resolve(false),
  });
});

afterEach(() => {
  window.dapnetEarlyRequests = undefined;
  vi.unstubAllGlobals();
});

describe('requests the first-screen script sent', () => {
  it('answer the same read with the same credentials, once', async () => {
    window.dapnetEarlyRequests = [sentEarly('calls', ['sent early'], `Basic ${SESSION}`)];
    await expect(api.get('calls')).resolves.toEqual(['sent early']);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken: the next read asks the server.
    await expect(api.get('calls')).resolves.toEqual(['asked again']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('do not answer another address, other credentials or a write', async () => {
    window.dapnetEarlyRequests = [
      sentEarly('rubrics', ['other address'], `Basic ${SESSION}`),
      sentEarly('calls', ['guest'], null),
    ];
    await expect(api.get('calls')).resolves.toEqual(['asked again']);
    window.dapnetEarlyRequests = [sentEarly('calls', ['sent early'], `Basic ${SESSION}`)];
    await api.post('calls', { text: 'hello' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(window.dapnetEarlyRequests).toHaveLength(1);
  });

  it('are cancelled with the read that took them', async () => {
    const early = sentEarly('calls', [], `Basic ${SESSION}`);
    early.response = new Promise<Response>((_, reject) =>
      early.controller.signal.addEventListener('abort', () => reject(new Error('aborted'))),
    );
    window.dapnetEarlyRequests = [early];
    const leaving = new AbortController();
    const read = api.get('calls', { signal: leaving.signal });
    leaving.abort(new Error('page left'));
    await expect(read).rejects.toThrow('page left');
    expect(early.controller.signal.aborted).toBe(true);
  });

  it('not taken by the first page are cancelled, and never answer a later read', async () => {
    const early = sentEarly('calls', ['stale'], `Basic ${SESSION}`);
    window.dapnetEarlyRequests = [early];
    dropEarlyRequests();
    expect(early.controller.signal.aborted).toBe(true);
    await expect(api.get('calls')).resolves.toEqual(['asked again']);
  });
});
