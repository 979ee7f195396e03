/**
 * One live event stream (GET {monitorUrl}/events, Server-Sent Events) with the session's Basic
 * header. EventSource cannot send headers, so the stream is read with fetch
 * (@microsoft/fetch-event-source), which also sends `Last-Event-ID` when it reconnects: the
 * server then replays what this tab missed, or sends `reset`.
 */
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { joinUrl } from '../url';
import { retryDelay, TRIES_BEFORE_GIVING_UP } from './backoff';

export interface LiveEvent {
  event: string;
  data: unknown;
}

export interface StreamHandlers {
  onEvent(event: LiveEvent): void;
  /** True once the stream is open, false when it broke or gave up. */
  onUp(up: boolean): void;
}

/**
 * The server sends a keep-alive comment every 25 s (server/src/events/event-streams.ts). A stream
 * that has said nothing for this long is taken for stalled (a proxy holding it, a sleeping
 * laptop): the pages poll again until it speaks.
 */
export const QUIET_STREAM_MS = 60_000;

/** The server would not stream to us (401, 403, 404, not a stream): worth a few more tries only. */
class StreamRefused extends Error {}

/** Opens the stream; the returned function closes it for good. */
export function openLiveStream(
  monitorUrl: string,
  authorization: string,
  handlers: StreamHandlers,
): () => void {
  const controller = new AbortController();
  let failures = 0;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let heard = false;
  // Each message (keep-alives included) proves the stream alive for another while.
  const hear = () => {
    clearTimeout(quiet);
    if (!heard) handlers.onUp(true);
    heard = true;
    quiet = setTimeout(() => {
      heard = false;
      handlers.onUp(false);
    }, QUIET_STREAM_MS);
  };
  const lose = () => {
    clearTimeout(quiet);
    heard = false;
    handlers.onUp(false);
  };
  void fetchEventSource(joinUrl(monitorUrl, 'events'), {
    headers: { authorization },
    signal: controller.signal,
    credentials: 'omit',
    cache: 'no-store',
    // Notifications of pages and sites should come while the tab is in the background too.
    openWhenHidden: true,
    async onopen(response) {
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.startsWith('text/event-stream')) throw new StreamRefused();
      failures = 0;
      hear();
    },
    onmessage(message) {
      hear();
      // Keep-alive comments, the retry hint and a bare resume point arrive as empty messages.
      if (!message.event || !message.data) return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      handlers.onEvent({ event: message.event, data });
    },
    onclose() {
      // The server ended the stream (it is stopping): reconnect like after an error.
      throw new Error('stream closed');
    },
    onerror() {
      lose();
      failures += 1;
      // Thrown, fetchEventSource stops for good and the pages go on polling.
      if (failures >= TRIES_BEFORE_GIVING_UP) throw new StreamRefused();
      return retryDelay(failures - 1);
    },
  }).catch(lose);
  return () => {
    clearTimeout(quiet);
    controller.abort();
  };
}
