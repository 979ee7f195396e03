/**
 * A child process of the event-streams benchmark holding many open event streams
 * (GET /monitor/events), so the server's process is measured alone. Started with `fork`, it says
 * `{ ready: true }`; the parent sends `{ open: { url, authorization, count, measured } }` and gets
 * `{ opened: n }` once every stream has its first bytes. The first `measured` streams parse every
 * event and report `{ arrivals: [event, key, atMs][] }` in batches (the key: a transmitter's name
 * and status, or a call's id); the others only read their bytes, as an idle browser tab would.
 */
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
async function read(body: ReadableStream<Uint8Array>, measured: boolean, first: () => void) {
  const decoder = new TextDecoder();
  let buffer = '';
  let started = false;
  const reader = body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) return;
    const at = Date.now();
    bytes += chunk.byteLength;
    if (!started) {
      started = true;
      first();
    }
    if (!measured) continue;
    buffer += decoder.decode(chunk, { stream: true });
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
  }
}

process.on('message', async (message: StreamClientsOpen) => {
  const { url, authorization, count, measured } = message.open;
  // Node's fetch opens as many connections to one origin as asked for: one per stream, as one
  // per browser tab; the server's heartbeat keeps each within fetch's body timeout.
  let opened = 0;
  try {
    await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const response = await fetch(`${url}/monitor/events`, {
          headers: { authorization, accept: 'text/event-stream' },
        });
        if (!response.ok || !response.body) throw new Error(`stream ${index}: ${response.status}`);
        await new Promise<void>((resolve) => {
          void read(response.body!, index < measured, resolve).catch(() => {});
        });
        opened += 1;
      }),
    );
    report({ opened });
  } catch (error) {
    report({ failed: (error as Error).message });
  }
});

process.on('disconnect', () => process.exit(0));
report({ ready: true });
