/**
 * Messages over real TCP once the handshake is done: the Core's wire format, one message in
 * flight, the priority queue, the acknowledgements and their retries, and what the monitor and
 * the log keep of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_PRIORITIES } from '@dapnet/model';
import {
  TestTransmitter,
  connectOnline,
  pagerMessage,
  registerTransmitter,
  startPagingServer,
  welcomeLine,
  type PagingServer,
} from './protocol-harness.js';

let server: PagingServer;

beforeAll(async () => {
  server = await startPagingServer();
  for (const name of ['db0wir', 'db0ord', 'db0try', 'db0dro', 'db0seq', 'db0mon'])
    await registerTransmitter(server, name);
});

afterAll(() => server.close());

const send = (name: string, ...messages: ReturnType<typeof pagerMessage>[]) =>
  messages.map((message) => server.node.endpoint!.send([name], message));

/** The next line, or "(none)" when nothing more comes within a moment. */
async function lineOrNothing(client: TestTransmitter): Promise<string> {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('(none)'), 150));
  return Promise.race([client.nextLine().then((line) => line ?? '(closed)'), timeout]);
}

describe('messages', () => {
  it('go out in the Core format, one at a time, acknowledged with the next number', async () => {
    const client = await connectOnline(server, 'db0wir');
    expect(send('DB0WIR', pagerMessage({ ric: 1000, text: 'Hello' }))).toEqual([['db0wir']]);
    expect(send('db0nobody', pagerMessage())).toEqual([[]]);
    expect(await client.nextLine()).toBe('#00 6:1:3E8:3:Hello');
    send('db0wir', pagerMessage({ type: 5, function: 0, ric: 0x1fffff, speed: 2, text: '0123' }));
    // Nothing else while #00 waits for its answer.
    expect(await lineOrNothing(client)).toBe('(none)');
    client.send('#01 +');
    expect(await client.nextLine()).toBe('#01 5:2:1FFFFF:0:0123');
    client.send('#02 +');
    client.close();
  });

  it('leave the queue by priority, then oldest first', async () => {
    const client = await connectOnline(server, 'db0ord');
    send('db0ord', pagerMessage({ text: 'first' }));
    expect(await client.nextLine()).toBe('#00 6:1:3E8:3:first');
    const base = Date.now();
    const waiting = [...MESSAGE_PRIORITIES]
      .reverse()
      .flatMap((priority, index) => [
        pagerMessage({ priority, createdAt: base + 100 + index, text: `${priority}-new` }),
        pagerMessage({ priority, createdAt: base + index, text: `${priority}-old` }),
      ]);
    send('db0ord', ...waiting);
    const texts: string[] = [];
    for (let sequence = 1; sequence <= waiting.length; sequence++) {
      client.send(`#${sequence.toString(16).padStart(2, '0')} +`);
      texts.push((await client.nextLine())!.split(':').at(-1)!);
    }
    expect(texts).toEqual(MESSAGE_PRIORITIES.flatMap((p) => [`${p}-old`, `${p}-new`]));
    client.close();
  });

  it('are tried at most five times when the transmitter asks for a retry, and dropped on "-"', async () => {
    const client = await connectOnline(server, 'db0try');
    send(
      'db0try',
      pagerMessage({ text: 'retry me' }),
      pagerMessage({ text: 'fail me' }),
      pagerMessage({ text: 'last' }),
    );
    const tries: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      tries.push((await client.nextLine())!);
      client.send('#00 %');
    }
    expect(tries).toEqual(Array(5).fill('#00 6:1:3E8:3:retry me'));
    expect(await client.nextLine()).toBe('#01 6:1:3E8:3:fail me');
    client.send('#01 -');
    expect(await client.nextLine()).toBe('#02 6:1:3E8:3:last');
    client.send('#03 +');
    await expect
      .poll(async () => (await server.node.monitor!.transmitter('db0try')).lastHour)
      .toEqual({ sent: 1, retried: 4, failed: 2 });
    client.close();
  });

  it('count their numbers from 0 per connection and wrap at 256; lower-case answers count', async () => {
    const client = await connectOnline(server, 'db0seq');
    const numbers: string[] = [];
    send(
      'db0seq',
      ...Array.from({ length: 258 }, (_, index) => pagerMessage({ text: `n${index}` })),
    );
    for (let index = 0; index < 258; index++) {
      const line = (await client.nextLine())!;
      numbers.push(line.slice(1, 3));
      // UniPager answers in lower case.
      client.send(`#${((index + 1) % 256).toString(16).padStart(2, '0')} +`);
    }
    expect(numbers.slice(254)).toEqual(['FE', 'FF', '00', '01']);
    client.close();
    await client.closed;
    const again = await connectOnline(server, 'db0seq');
    send('db0seq', pagerMessage({ text: 'fresh' }));
    expect(await again.nextLine()).toBe('#00 6:1:3E8:3:fresh');
    again.close();
  });

  it('are what the monitor shows, and their texts reach the log only at debug level', async () => {
    const refused = await TestTransmitter.connect(server.transmitterPort);
    refused.send(welcomeLine('db0mon', 'wrong1'));
    await refused.closed;
    const client = await connectOnline(server, 'db0mon');
    send('db0mon', pagerMessage({ text: 'secret text', ric: 4520, priority: 'NEWS' }));
    expect(await client.nextLine()).toBe('#00 6:1:11A8:3:secret text');
    send('db0mon', pagerMessage({ priority: 'RUBRIC' }), pagerMessage({ priority: 'RUBRIC' }));

    const monitor = await server.node.monitor!.transmitter('DB0MON');
    expect(monitor.connection).toMatchObject({
      address: `127.0.0.1:${client.socket.localPort}`,
      deviceType: 'UniPager-Raspager',
      deviceVersion: '1.0.3',
      timeSlots: '0123',
    });
    expect(monitor.queue).toMatchObject({ RUBRIC: 2, CALL: 0 });
    client.send('#01 +');
    await client.nextLine();
    await expect
      .poll(async () => (await server.node.monitor!.transmitter('db0mon')).recent[0])
      .toMatchObject({ ric: 4520, priority: 'NEWS', outcome: 'sent', text: 'secret text' });
    client.close();
    await client.closed;

    const kinds = async () =>
      (await server.node.monitor!.transmitter('db0mon')).history.map((event) => event.kind);
    await expect.poll(kinds).toEqual(['disconnected', 'connected', 'refused']);
    const history = (await server.node.monitor!.transmitter('db0mon')).history;
    expect(history[2]).toMatchObject({
      detail: '7 Invalid credentials',
      address: expect.stringMatching(/^127\.0\.0\.1:/),
    });
    expect(await server.node.monitor!.transmitter('db0never')).toMatchObject({
      connection: null,
      lastHour: { sent: 0, retried: 0, failed: 0 },
      recent: [],
      history: [],
    });

    const aboveDebug = server.logs.filter((log) => log.level !== 'debug');
    expect(JSON.stringify(aboveDebug)).not.toContain('secret text');
    expect(
      server.logs.some((log) => log.level === 'debug' && log.message.includes('secret text')),
    ).toBe(true);
  });
});
