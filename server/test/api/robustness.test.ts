/**
 * Malformed input on every endpoint: whatever is sent, the answer is never a 5xx, and every error
 * is the Core's {code, name, message} with HTTP status = code / 10.
 */
import { request as httpSend } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type ApiResponse, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  callBody,
  createCast,
  createNetwork,
  createRubric,
  groupBody,
  nodeBody,
  rubricBody,
  subscriberBody,
  transmitterBody,
  type Credentials,
} from '../helpers/fixtures.js';
import { rawRequest } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Raw JSON texts put in place of one field. */
const FIELD_VALUES = [
  'null',
  deepArray(5000),
  deepObject(5000),
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '-2147483649',
  '-1',
  '1.5',
  '"12"',
  '"1.5"',
  '"true"',
  'true',
  '""',
  '"\\u0000"',
  '"😀 äöü 漢字 \\ud800"',
  JSON.stringify('x'.repeat(5000)),
  '[null]',
  '[null, "admin"]',
  '[1, 2.5]',
  '[{}]',
  '[[]]',
  '{}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
];

/** Raw texts sent as the whole body. */
const BODIES: (string | Uint8Array)[] = [
  '{"__proto__": {"admin": true, "polluted": true}}',
  '{"__proto__": null}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  deepArray(20000),
  deepObject(20000),
  '['.repeat(50000),
  '1e400',
  '"\\u0000"',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{} trailing',
  '{"text": "x"}{"text": "y"}',
  new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
  new Uint8Array([0, 0, 0, 0]),
];

interface Endpoint {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/calls', body: callBody(['sub1'], ['grp1']) },
  { method: 'POST', path: '/api/news', body: { text: 'x', rubricName: 'rub1', number: 0 } },
  { method: 'POST', path: '/api/activation', body: { number: 1, transmitterGroupNames: ['grp1'] } },
  { method: 'PUT', path: '/api/callsigns/fuzzsub', body: subscriberBody() },
  { method: 'PUT', path: '/api/transmitters/fuzztx', body: transmitterBody() },
  { method: 'PUT', path: '/api/transmitterGroups/fuzzgrp', body: groupBody(['tx1']) },
  { method: 'PUT', path: '/api/rubrics/fuzzrub', body: rubricBody(['grp1']) },
  { method: 'PUT', path: '/api/nodes/fuzznode', body: nodeBody() },
  {
    method: 'PUT',
    path: '/api/users/fuzzuser',
    body: { hash: 'abc123', mail: 'f@x.org', admin: false },
  },
];

/** Every path and method, for the whole-body cases. */
const ROUTES: [string, string][] = [
  ...ENDPOINTS.map((endpoint): [string, string] => [endpoint.method, endpoint.path]),
  ['DELETE', '/api/callsigns/fuzzsub'],
  ['DELETE', '/api/transmitters/fuzztx'],
  ['DELETE', '/api/transmitterGroups/fuzzgrp'],
  ['DELETE', '/api/rubrics/fuzzrub'],
  ['DELETE', '/api/nodes/fuzznode'],
  ['DELETE', '/api/users/fuzzuser'],
  ['PUT', '/api/calls'],
  ['POST', '/api/stats'],
  ['PATCH', '/api/users/owner'],
  ['POST', '/api/transmitterControl/sendRubricNames/tx1'],
  ['PUT', '/api/core/version'],
  ['POST', '/api/nothing'],
];

/** The JSON text of `body` with one field replaced by a raw JSON text. */
function withRaw(body: Record<string, unknown>, field: string, raw: string): string {
  const { [field]: _replaced, ...rest } = body;
  const restText = JSON.stringify(rest);
  return `{${JSON.stringify(field)}:${raw}${restText === '{}' ? '' : `,${restText.slice(1, -1)}`}}`;
}

/** What is wrong with an answer, or undefined when it keeps the rules. */
function problem(response: ApiResponse<any>): string | undefined {
  if (response.status >= 500) return `status ${response.status}: ${response.text.slice(0, 300)}`;
  if (response.status < 400) return undefined;
  const body = response.body;
  if (typeof body !== 'object' || body === null) return `not JSON: ${response.text.slice(0, 200)}`;
  if (Math.floor(body.code / 10) !== response.status)
    return `code ${body.code} for ${response.status}`;
  if (typeof body.name !== 'string' || typeof body.message !== 'string') return 'name or message';
  const keys = Object.keys(body).filter((key) => key !== 'violations');
  if (keys.sort().join() !== 'code,message,name') return `keys ${keys.join()}`;
  if (body.code === 4001) {
    if (!Array.isArray(body.violations) || body.violations.length === 0) return 'no violations';
    for (const violation of body.violations) {
      if (typeof violation.code !== 'number' || typeof violation.field !== 'string')
        return `violation ${JSON.stringify(violation)}`;
      if (typeof violation.message !== 'string') return `violation ${JSON.stringify(violation)}`;
      if ('value' in violation && typeof violation.value !== 'string') return 'value type';
    }
  } else if ('violations' in body) {
    return 'violations on a non-4001 answer';
  }
  return undefined;
}

/** Sends the requests a few at a time and lists every broken answer. */
async function failures(
  requests: { label: string; send: () => Promise<ApiResponse<any>> }[],
): Promise<string[]> {
  const found: string[] = [];
  for (let start = 0; start < requests.length; start += 6) {
    await Promise.all(
      requests.slice(start, start + 6).map(async ({ label, send }) => {
        const issue = problem(await send());
        if (issue) found.push(`${label}: ${issue}`);
      }),
    );
  }
  return found;
}

const headers = (auth: Credentials) => ({
  'content-type': 'application/json',
  authorization: `Basic ${Buffer.from(auth.join(':')).toString('base64')}`,
});

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
  await createNetwork(server);
  await createRubric(server, 'rub1', ['grp1']);
});

afterAll(() => server.close());

describe('malformed fields', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}: no 5xx, errors in the Core's shape`, async () => {
      const requests = Object.keys(endpoint.body).flatMap((field) =>
        FIELD_VALUES.map((raw) => ({
          label: `${field}=${raw.slice(0, 40)}`,
          send: () =>
            rawRequest(server, endpoint.method, endpoint.path, {
              headers: headers(ADMIN),
              body: withRaw(endpoint.body, field, raw),
            }),
        })),
      );
      expect(await failures(requests)).toEqual([]);
    });
  }
});

/** A request with a body on any method, GET included (fetch refuses those). */
function httpRequest(method: string, path: string, body: string): Promise<ApiResponse<any>> {
  const url = new URL(`${server.url}${path}`);
  return new Promise((resolve, reject) => {
    const outgoing = httpSend(
      url,
      { method, headers: { ...headers(ADMIN), 'content-length': Buffer.byteLength(body) } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = (incoming.headers['content-type'] ?? '').includes('json') && text !== '';
          resolve({
            status: incoming.statusCode ?? 0,
            headers: new Headers(),
            body: json ? JSON.parse(text) : text,
            text,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('malformed bodies', () => {
  it('no 5xx for bodies sent with GET requests', async () => {
    const paths = ['/api/calls', '/api/stats', '/api/users', '/api/users/admin', '/api/news'];
    const requests = paths.flatMap((path) =>
      BODIES.filter((body): body is string => typeof body === 'string').map((body, index) => ({
        label: `GET ${path} body#${index}`,
        send: () => httpRequest('GET', path, body),
      })),
    );
    expect(await failures(requests)).toEqual([]);
  });

  it('no 5xx on any route, for admins, users and anonymous callers', async () => {
    const requests = ROUTES.flatMap(([method, path]) =>
      BODIES.flatMap((body, index) =>
        [ADMIN, other, undefined].map((auth) => ({
          label: `${method} ${path} body#${index} as ${auth?.[0] ?? 'anonymous'}`,
          send: () =>
            rawRequest(server, method, path, {
              headers: auth ? headers(auth) : { 'content-type': 'application/json' },
              body,
            }),
        })),
      ),
    );
    expect(await failures(requests)).toEqual([]);
  });

  it('no 5xx for odd names in paths', async () => {
    const names = [
      '%00',
      '%F0%9F%98%80',
      '..%2F..%2Fetc',
      '__proto__',
      'constructor',
      '%20',
      'a'.repeat(400),
    ];
    const requests = names.flatMap((name) =>
      ['callsigns', 'transmitters', 'transmitterGroups', 'rubrics', 'nodes', 'users'].flatMap(
        (resource) =>
          ['GET', 'PUT', 'DELETE'].map((method) => ({
            label: `${method} ${resource}/${name.slice(0, 20)}`,
            send: () =>
              request(server, method, `/api/${resource}/${name}`, {
                auth: ADMIN,
                body: method === 'PUT' ? {} : undefined,
              }),
          })),
      ),
    );
    expect(await failures(requests)).toEqual([]);
  });

  it('leaves the server working and nothing polluted', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    const admin = await request(server, 'GET', '/api/users/admin', { auth: ADMIN });
    expect(admin.body).toEqual({ name: 'admin', mail: 'admin@admin.de', admin: true });
    const self = await request(server, 'GET', '/api/users/other', { auth: other });
    expect(self.body.admin).toBe(false);
    expect((await request(server, 'GET', '/api/calls', { auth: owner })).status).toBe(200);
    for (const user of (await request(server, 'GET', '/api/users', { auth: ADMIN })).body) {
      expect(user.admin === true ? user.name : '').not.toBe('fuzzuser');
    }
  });
});
