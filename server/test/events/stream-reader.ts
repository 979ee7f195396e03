/**
 * A reader of GET /monitor/events for tests: a real HTTP connection (fetch), the Server-Sent
 * Events wire format parsed into events, and a wait for the next event that matches.
 */
import { expect, vi } from 'vitest';
import { basic } from '../helpers/server.js';

export interface WireEvent {
  id: string | undefined;
  event: string;
  data: any;
}

export class StreamReader {
  readonly events: WireEvent[] = [];
  /** The last `id:` seen, also from a block without data. */
  lastId: string | undefined;
  private readonly abort = new AbortController();
  private buffer = '';

  private constructor(readonly status: number) {}

  static async open(
    url: string,
    credentials: [string, string] | undefined,
    lastEventId?: string,
  ): Promise<{ reader: StreamReader; response: Response }> {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (credentials) headers.authorization = basic(...credentials);
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const probe = new StreamReader(0);
    const response = await fetch(`${url}/monitor/events`, {
      headers,
      signal: probe.abort.signal,
    });
    const reader = Object.assign(probe, { status: response.status });
    if (response.ok && response.body) void reader.pump(response.body);
    return { reader, response };
  }

  /** Waits for an event of this name whose data passes `test`; returns it. */
  async next(event: string, test: (data: any) => boolean = () => true, timeout = 5_000) {
    let found: WireEvent | undefined;
    await vi.waitFor(
      () => {
        found = this.events.find((e) => e.event === event && test(e.data));
        expect(found, `no ${event} event among ${JSON.stringify(this.events)}`).toBeDefined();
      },
      { timeout, interval: 20 },
    );
    return found!;
  }

  close(): void {
    this.abort.abort();
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) {
        this.buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          this.parse(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    }
  }

  private parse(block: string): void {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (id !== undefined) this.lastId = id;
    if (data.length > 0) this.events.push({ id, event, data: JSON.parse(data.join('\n')) });
  }
}
