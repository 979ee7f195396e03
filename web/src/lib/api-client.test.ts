import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient, externalRequest, REQUEST_TIMEOUT_MS } from './api-client';
import { ApiError, type RejectedRequest } from './api-error';

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn<(rejected: RejectedRequest) => Promise<boolean>>();
let credentials: string | null = 'c2Vzc2lvbg==';

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  credentials = 'c2Vzc2lvbg==';
  configureApiClient({
    baseUrl: () => 'https://core.example/api/',
    credentials: () => credentials,
    onUnauthorized,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('API requests', () => {
  it('go to the configured base with the session credentials', async () => {
    fetchMock.mockResolvedValue(json({ core: '1', api: '1' }));
    await expect(api.get('core/version')).resolves.toEqual({ core: '1', api: '1' });
    const { url, headers, init } = lastRequest();
    expect(url).toBe('https://core.example/api/core/version');
    expect(headers.get('Authorization')).toBe('Basic c2Vzc2lvbg==');
    expect(headers.has('Content-Type')).toBe(false);
    expect(init.credentials).toBe('omit');
  });

  it('go to another base when asked (the monitoring endpoint), with the same credentials', async () => {
    fetchMock.mockResolvedValue(json({ name: 'db0abc' }));
    await api.get('transmitters/db0abc', { baseUrl: '/monitor' });
    const { url, headers } = lastRequest();
    expect(url).toBe('/monitor/transmitters/db0abc');
    expect(headers.get('Authorization')).toBe('Basic c2Vzc2lvbg==');
  });

  it('send no Authorization header for a guest', async () => {
    credentials = null;
    fetchMock.mockResolvedValue(json({}));
    await api.get('stats');
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('send JSON with every string trimmed on PUT and POST', async () => {
    fetchMock.mockResolvedValue(json({}, 201));
    await api.put('callsigns/db0abc', {
      description: ' x ',
      pagers: [{ number: ' 1 ', name: ' p ' }],
    });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('PUT');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      description: 'x',
      pagers: [{ number: '1', name: 'p' }],
    });
  });

  it('send neither body nor content type on DELETE', async () => {
    fetchMock.mockResolvedValue(json({}));
    await api.delete('nodes/n1');
    const { init, headers } = lastRequest();
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('remove spaces and zero-width characters from the address', async () => {
    fetchMock.mockResolvedValue(json({}));
    await api.get('transmitters/db0 abc\u200B');
    expect(lastRequest().url).toBe('https://core.example/api/transmitters/db0abc');
  });

  it('use explicit credentials for the login probe and leave the session alone on 401', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 4010, name: 'Not Authorized', message: 'Invalid' }, 401),
    );
    await expect(api.get('users/x', { credentials: { basic: 'eDp5' } })).rejects.toMatchObject({
      status: 401,
    });
    expect(lastRequest().headers.get('Authorization')).toBe('Basic eDp5');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('let a 401 through when the user does not sign in again', async () => {
    onUnauthorized.mockResolvedValue(false);
    fetchMock.mockResolvedValue(json({ code: 4010, name: 'Not Authorized', message: 'x' }, 401));
    await expect(api.get('calls')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('say which credentials were refused and when the refused request left', async () => {
    onUnauthorized.mockResolvedValue(false);
    fetchMock.mockResolvedValue(json({ code: 4010, name: 'Not Authorized', message: 'x' }, 401));
    const before = performance.now();
    const request = api.put('users/alice', { mail: 'a@example.org' });
    const after = performance.now();
    await expect(request).rejects.toBeInstanceOf(ApiError);
    const [rejected] = onUnauthorized.mock.calls[0]!;
    expect(rejected.credentials).toBe('c2Vzc2lvbg==');
    expect(rejected.sentAt).toBeGreaterThanOrEqual(before);
    expect(rejected.sentAt).toBeLessThanOrEqual(after);
  });

  it('send a rejected request again once the user has signed in again', async () => {
    onUnauthorized.mockImplementation(() => {
      credentials = 'bmV3';
      return Promise.resolve(true);
    });
    fetchMock
      .mockResolvedValueOnce(json({ code: 4010, name: 'Not Authorized', message: 'x' }, 401))
      .mockResolvedValueOnce(json({ text: 'hi' }, 201));
    await expect(api.post('calls', { text: 'hi' })).resolves.toEqual({ text: 'hi' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastRequest().headers.get('Authorization')).toBe('Basic bmV3');
    expect(JSON.parse(String(lastRequest().init.body))).toEqual({ text: 'hi' });
  });

  it('stop waiting for the new sign-in when the caller cancels', async () => {
    onUnauthorized.mockReturnValue(new Promise(() => {}));
    fetchMock.mockResolvedValue(json({ code: 4010, name: 'Not Authorized', message: 'x' }, 401));
    const controller = new AbortController();
    const request = api.get('calls', { signal: controller.signal });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    controller.abort(new DOMException('left', 'AbortError'));
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('read the Core error body, violations included', async () => {
    const body = {
      code: 4001,
      name: 'Constraint Violation',
      message: 'Missing fields or invalid values',
      violations: [
        { code: 6002, constraint: 'Size', field: 'text', message: 'size must be between 1 and 80' },
      ],
    };
    fetchMock.mockResolvedValue(json(body, 400));
    const error = await api.post('calls', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, body });
  });

  it('report status 0 when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('stats')).rejects.toMatchObject({ status: 0 });
  });

  it('give up after 30 seconds with status 0', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () =>
            reject(new DOMException('x', 'AbortError')),
          );
        }),
    );
    const pending = api.get('stats').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0 });
  });

  it('count a page that is not JSON (a proxy, a wrong address) as no connection', async () => {
    const html = (status: number) =>
      new Response('<html><body>Bad Gateway</body></html>', {
        status,
        headers: { 'Content-Type': 'text/html' },
      });
    for (const status of [200, 502, 503, 504]) {
      fetchMock.mockResolvedValue(html(status));
      await expect(api.get('transmitters')).rejects.toMatchObject({ status: 0 });
    }
    // The Core's own statuses keep their meaning whatever their body.
    fetchMock.mockResolvedValue(html(500));
    await expect(api.get('transmitters')).rejects.toMatchObject({ status: 500 });
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(api.get('transmitters')).rejects.toMatchObject({ status: 401 });
  });

  it('flag answers that do not have the expected shape', async () => {
    fetchMock.mockResolvedValue(json({ unexpected: true }));
    const schema = { safeParse: () => ({ success: false }) as const };
    await expect(api.get('core/version', { schema })).rejects.toMatchObject({
      invalidResponse: true,
    });
  });
});

describe('external requests', () => {
  it('never carry credentials', async () => {
    fetchMock.mockResolvedValue(
      new Response('All up to date.', { headers: { 'Content-Type': 'text/plain' } }),
    );
    const answer = await externalRequest('/services/update?core=1 &web=2');
    const { url, headers, init } = lastRequest();
    expect(answer.text).toBe('All up to date.');
    expect(url).toBe('/services/update?core=1&web=2');
    expect(headers.has('Authorization')).toBe(false);
    expect(init.credentials).toBe('omit');
  });

  it('report HTTP failures with their status', async () => {
    fetchMock.mockResolvedValue(new Response('nope', { status: 503 }));
    await expect(externalRequest('/services/update')).rejects.toMatchObject({ status: 503 });
  });
});
