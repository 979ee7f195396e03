import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_STATE_POLL_MS, polled, STREAM_SAFETY_POLL_MS } from './live-state';
import type * as streamConnection from './stream-connection';
import { openLiveStream, QUIET_STREAM_MS, type StreamHandlers } from './stream-connection';
import { startLiveEvents } from './start';

// The stream itself is replaced: the test plays what it reports (open, broken, quiet).
let handlers: StreamHandlers | undefined;
vi.mock('./stream-connection', async (original) => ({
  ...(await original<typeof streamConnection>()),
  openLiveStream: vi.fn((_url: string, _auth: string, given: StreamHandlers) => {
    handlers = given;
    return () => {};
  }),
}));

describe('the lists’ polls while the live stream is up', () => {
  let client: QueryClient;
  let stop: () => void;
  const fetchList = vi.fn(async () => [{ name: 'db0abc', status: 'ONLINE' }]);
  let unsubscribe: () => void;

  beforeEach(async () => {
    vi.useFakeTimers();
    focusManager.setFocused(true);
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A list on screen, polled as the transmitters list is.
    const observer = new QueryObserver(
      client,
      polled({ queryKey: ['transmitters'], queryFn: fetchList }),
    );
    unsubscribe = observer.subscribe(() => {});
    stop = startLiveEvents(client, '/monitor', 'Basic x', () => null);
    await vi.advanceTimersByTimeAsync(0);
    fetchList.mockClear();
  });

  afterEach(() => {
    unsubscribe();
    stop();
    client.clear();
    focusManager.setFocused(undefined);
    vi.useRealTimers();
  });

  const fetchesDuring = async (ms: number) => {
    fetchList.mockClear();
    await vi.advanceTimersByTimeAsync(ms);
    return fetchList.mock.calls.length;
  };

  it('polls every half minute without a stream', async () => {
    expect(vi.mocked(openLiveStream)).toHaveBeenCalled();
    expect(await fetchesDuring(LIVE_STATE_POLL_MS * 3 + 1_000)).toBe(3);
  });

  it('rests while the stream is up, then polls again at once when it breaks', async () => {
    await vi.advanceTimersByTimeAsync(LIVE_STATE_POLL_MS / 2);
    handlers!.onUp(true);
    // Four minutes with the stream up: not one poll (the safety read is due after five).
    expect(await fetchesDuring(4 * 60_000)).toBe(0);
    handlers!.onUp(false);
    // Half a minute after the break, not five minutes: the poll's own pace, restarted.
    expect(await fetchesDuring(LIVE_STATE_POLL_MS + 1_000)).toBe(1);
  });

  it('still reads the list once every few minutes while the stream is up', async () => {
    handlers!.onUp(true);
    expect(await fetchesDuring(STREAM_SAFETY_POLL_MS + 1_000)).toBe(1);
  });

  it('polls again when the tab signs out and its stream closes', async () => {
    handlers!.onUp(true);
    stop();
    expect(await fetchesDuring(LIVE_STATE_POLL_MS + 1_000)).toBe(1);
  });
});

describe('a stream that goes quiet', () => {
  afterEach(() => vi.useRealTimers());

  it('counts as down after a minute without a keep-alive, and up again when it speaks', async () => {
    vi.useFakeTimers();
    const { openLiveStream: realOpen } =
      await vi.importActual<typeof streamConnection>('./stream-connection');
    const onUp = vi.fn();
    // A server that answers with a stream, sends one keep-alive, and then nothing.
    let speak: ((text: string) => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        speak = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
      ),
    );
    const close = realOpen('/monitor', 'Basic x', { onEvent: () => {}, onUp });
    await vi.advanceTimersByTimeAsync(10);
    expect(onUp.mock.calls).toEqual([[true]]);
    speak!(': keep-alive\n\n');
    await vi.advanceTimersByTimeAsync(QUIET_STREAM_MS - 1_000);
    expect(onUp.mock.calls).toEqual([[true]]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onUp.mock.calls).toEqual([[true], [false]]);
    speak!(': keep-alive\n\n');
    await vi.advanceTimersByTimeAsync(10);
    expect(onUp.mock.calls).toEqual([[true], [false], [true]]);
    close();
    vi.unstubAllGlobals();
  });
});
