/**
 * A child process of the event-streams benchmark holding many open event streams
 * (GET /monitor/events), so the server's process is measured alone. Started with `fork`, it says
 * `{ ready: true }`; the parent sends `{ open: { url, streams } }` (each stream with its reader's
 * credentials) and gets `{ opened: n }` once every stream has its first bytes.
 *
 * Measured streams parse every event as a browser's EventSource would (blocks split at a blank
 * line, `event:` and `data:` fields) and report `{ arrivals: [stream, event, key, atMs][] }` in
 * batches (the key: a transmitter's name and status, a call's id, a receipt's `kind:id`); the
 * others only read their bytes, as an idle browser tab would. A stream that `refetches` also does
 * what the web app does on a `receipt` event: it fetches the call's receipt through the API, and
 * reports `{ acknowledged: [stream, transmitter, atMs][] }` the first time it sees each
 * transmitter acknowledged there.
 */
import { Agent, get, type IncomingMessage } from 'node:http';

export interface StreamSpec {
  authorization: string;
  measured: boolean;
  refetches: boolean;
}

export interface StreamClientsOpen {
  open: { url: string; streams: StreamSpec[] };
}

export type StreamClientsReport =
  | { ready: true }
  | { opened: number }
  | { failed: string }
  | { arrivals: [stream: number, event: string, key: string, atMs: number][] }
  | { acknowledged: [stream: number, transmitter: string, atMs: number][] };

const report = (message: StreamClientsReport) => process.send?.(message);

let arrivals: [number, string, string, number][] = [];
let acknowledged: [number, string, number][] = [];
setInterval(() => {
  if (arrivals.length > 0) report({ arrivals });
  if (acknowledged.length > 0) report({ acknowledged });
  arrivals = [];
  acknowledged = [];
}, 50);

/** One block of the wire format: its event name and data (undefined for a comment or id only). */
function parseBlock(block: string): { event: string; data: string } | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : undefined;
}

/**
 * The web app's answer to `receipt` events of one stream: one fetch of the receipt at a time, and
 * one more after it when events came in meanwhile.
 */
class ReceiptRefetcher {
  private running = false;
  private again = new Set<number>();
  private readonly seen = new Set<string>();

  constructor(
    private readonly stream: number,
    private readonly url: string,
    private readonly authorization: string,
  ) {}

  changed(callId: number): void {
    this.again.add(callId);
    if (!this.running) void this.run();
  }

  private async run(): Promise<void> {
    this.running = true;
    while (this.again.size > 0) {
      const ids = [...this.again];
      this.again.clear();
      for (const id of ids) await this.fetchReceipt(id);
    }
    this.running = false;
  }

  private async fetchReceipt(id: number): Promise<void> {
    try {
      const response = await fetch(`${this.url}/monitor/receipts/calls/${id}`, {
        headers: { authorization: this.authorization },
      });
      const at = Date.now();
      if (!response.ok) return;
      const detail = (await response.json()) as {
        deliveries: { transmitterName: string; state: string }[];
      };
      for (const { transmitterName, state } of detail.deliveries) {
        if (state !== 'acknowledged' || this.seen.has(transmitterName)) continue;
        this.seen.add(transmitterName);
        acknowledged.push([this.stream, transmitterName, at]);
      }
    } catch {
      // The server was too busy to answer: the next event fetches again.
    }
  }
}

/** Reads one stream; for a measured one, every event's name and key with its arrival. */
function read(response: IncomingMessage, index: number, spec: StreamSpec, url: string) {
  let buffer = '';
  const refetcher = spec.refetches
    ? new ReceiptRefetcher(index, url, spec.authorization)
    : undefined;
  if (spec.measured) response.setEncoding('utf8');
  response.on('data', (chunk: string | Buffer) => {
    if (!spec.measured) return;
    const at = Date.now();
    buffer += chunk as string;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (!block) continue;
      const data = JSON.parse(block.data) as {
        name?: string;
        status?: string;
        id?: number;
        kind?: string;
      };
      let key = String(data.id);
      if (block.event === 'transmitter') key = `${data.name} ${data.status}`;
      if (block.event === 'receipt') {
        key = `${data.kind}:${data.id}`;
        if (data.kind === 'call') refetcher?.changed(data.id!);
      }
      arrivals.push([index, block.event, key, at]);
    }
  });
}

/** Streams opened at the same time: a crowd of browsers, not all in one millisecond. */
const OPENING_AT_ONCE = 20;
/** A refused opening (429, 503: the server's login limits) is tried again, as a browser would. */
const RETRY_MS = 250;
const TRIES = 40;

/** Opens stream `index`; resolves once its first bytes arrived. */
function openStream(url: string, index: number, spec: StreamSpec, agent: Agent): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    const request = get(
      `${url}/monitor/events`,
      { agent, headers: { authorization: spec.authorization, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode === 429 || response.statusCode === 503) {
          response.resume();
          resolve(false);
          return;
        }
        if (response.statusCode !== 200) {
          reject(new Error(`stream ${index}: ${response.statusCode}`));
          return;
        }
        // The first bytes (the retry hint and the resume point) mean the stream is open.
        response.once('data', () => resolve(true));
        read(response, index, spec, url);
        response.on('end', () => report({ failed: `stream ${index} ended` }));
      },
    );
    request.on('error', reject);
  });
}

process.on('message', async (message: StreamClientsOpen) => {
  const { url, streams } = message.open;
  // Node's plain HTTP client rather than fetch: its web streams would cost this process more than
  // the server spends, and the browsers of a real network are on other machines. One connection
  // per stream, as one per browser tab.
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  let next = 0;
  let opened = 0;
  const opener = async () => {
    while (next < streams.length) {
      const index = next++;
      for (let tries = 1; !(await openStream(url, index, streams[index]!, agent)); tries += 1) {
        if (tries >= TRIES) throw new Error(`stream ${index}: refused ${tries} times`);
        await new Promise((done) => setTimeout(done, RETRY_MS));
      }
      opened += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
    report({ opened });
  } catch (error) {
    report({ failed: (error as Error).message });
  }
});

process.on('disconnect', () => process.exit(0));
report({ ready: true });
