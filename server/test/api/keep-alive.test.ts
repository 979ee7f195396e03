/**
 * Every request sent on a reused keep-alive connection gets an answer, whatever came before it
 * on that connection: well-framed bad requests (wrong media type, bad JSON, wrong password, body
 * too large) and requests Node's HTTP parser cannot read at all.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { sendInTurn } from '../helpers/keep-alive-client.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ demo: false });
});

afterAll(() => server.close());

const ADMIN = `Basic ${Buffer.from('admin:admin').toString('base64')}`;

function http(method: string, path: string, headers: Record<string, string> = {}, body = '') {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([k, v]) => `${k}: ${v}\r\n`);
  if (body !== '' || method === 'POST')
    lines.push(`content-length: ${Buffer.byteLength(body)}\r\n`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('')}\r\n${body}`;
}

const json = { 'content-type': 'application/json', authorization: ADMIN };

/** Bad requests a client can send with proper framing: the connection stays usable. */
const WELL_FRAMED = [
  http('POST', '/api/calls', { ...json, 'content-type': 'text/plain' }, 'hello'),
  http('POST', '/config.json', { 'content-type': 'application/xml' }, '<a/>'),
  http('POST', '/api/calls', json, '{"text":'),
  http('POST', '/api/calls', { ...json, authorization: 'Basic eDp5' }, '{}'),
  http('GET', '/api/calls?ownerName=a&ownerName=b', json, '{"a":1}'),
  http('PUT', '/api/callsigns/%E0%A4%A', json, '{}'),
  http('OPTIONS', '/api/calls', json, '{"a":1}'),
  http('PATCH', '/api/stats', {}),
];

/** Requests Node cannot parse: each gets an answer that says the connection closes. */
const BROKEN = [
  http('GET', `/api/calls?ownerName=${'x'.repeat(17_000)}`, json),
  'GET /api/stats HTTP/1.1\r\nhost: x\r\nbad header: 1\r\n\r\n',
  'POST /api/calls HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  'POST /api/calls HTTP/1.1\r\nhost: x\r\ncontent-length: 2\r\ncontent-length: 3\r\n\r\n{}',
];

const GOOD = http('GET', '/api/stats');

it('answers every request of a mixed burst over a few keep-alive connections', async () => {
  const pairs = [...WELL_FRAMED, ...BROKEN].map((bad) => [bad, GOOD]);
  const port = Number(new URL(server.url).port);
  // Three connections at once, each with the pairs in another order.
  const runs = await Promise.all(
    [0, 4, 8].map((shift) =>
      sendInTurn(port, [...pairs.slice(shift), ...pairs.slice(0, shift)].flat()),
    ),
  );
  for (const { answers, connections } of runs) {
    expect(answers.map((answer) => answer?.status ?? 'no answer')).not.toContain('no answer');
    // Every good request after a bad one is answered normally.
    expect(answers.filter((_, index) => index % 2 === 1).map((answer) => answer?.status)).toEqual(
      pairs.map(() => 200),
    );
    // Only the unparseable requests cost a connection; every other answer keeps it open.
    expect(connections).toBe(BROKEN.length + 1);
    for (const answer of answers.filter((answer) => answer?.headers.connection === 'close')) {
      expect(JSON.parse(answer!.body)).toMatchObject({ code: 4000, name: 'Bad Request' });
    }
  }
});
