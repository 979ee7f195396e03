/**
 * A child process of the event-streams benchmark holding many open event streams
 * (GET /monitor/events), so the server's process is measured alone. Started with `fork`, it says
 * `{ ready: true }`; the parent sends `{ open: { url, authorization, count, measured } }` and gets
 * `{ opened: n }` once every stream has its first bytes. The first `measured` streams parse every
 * event and report `{ arrivals: [event, key, atMs][] }` in batches (the key: a transmitter's name
 * and status, or a call's id); the others only read their bytes, as an idle browser tab would.
 */
import { Agent, get, type IncomingMessage } from 'node:http';
export interface StreamClientsOpen {
  open: { url: string; authorization: string; count: number; measured: number };
}

export type StreamClientsReport =
  | { ready: true }
  | { opened: number }
  | { failed: string }
  | { arrivals: [event: string, key: string, atMs: number][]; bytes: number };

const report = (message: StreamClientsReport) => process.send?.(message);

let arrivals: [string, string, number][] = [];
let bytes = 0;
setInterval(() => {
  if (arrivals.length === 0) return;
  report({ arrivals, bytes });
  arrivals = [];
}, 50);

/** Reads one stream; for a measured one, every event block's name and key with its arrival. */
function read(response: IncomingMessage, measured: boolean, first: () => void) {
  let buffer = '';
  let started = false;
  if (measured) response.setEncoding('utf8');
  response.on('data', (chunk: string | Buffer) => {
    const at = Date.now();
    bytes += chunk.length;
    if (!started) {
      started = true;
      first();
    }
    if (!measured) return;
    buffer += chunk as string;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || !data) continue;
      const parsed = JSON.parse(data) as { name?: string; status?: string; id?: number };
      const key = event === 'transmitter' ? `${parsed.name} ${parsed.status}` : String(parsed.id);
      arrivals.push([event, key, at]);
    }
  });
}

process.on('message', async (message: StreamClientsOpen) => {
  const { url, authorization, count, measured } = message.open;
  // Node's plain HTTP client rather than fetch: its web streams would cost this process more than
  // the server spends, and the browsers of a real network are on other machines. One connection
  // per stream, as one per browser tab.
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  let opened = 0;
  try {
    await Promise.all(
      Array.from(
        { length: count },
        (_, index) =>
          new Promise<void>((resolve, reject) => {
            const request = get(
              `${url}/monitor/events`,
              { agent, headers: { authorization, accept: 'text/event-stream' } },
              (response) => {
                if (response.statusCode !== 200) {
                  reject(new Error(`stream ${index}: ${response.statusCode}`));
                  return;
                }
                read(response, index < measured, () => {
                  opened += 1;
                  resolve();
                });
                response.on('end', () => report({ failed: `stream ${index} ended` }));
              },
            );
            request.on('error', reject);
          }),
      ),
    );
    report({ opened });
  } catch (error) {
    report({ failed: (error as Error).message });
  }
});

process.on('disconnect', () => process.exit(0));
report({ ready: true });
