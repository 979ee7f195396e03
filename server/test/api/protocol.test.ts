import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  createCast,
  createNetwork,
  subscriberBody,
  type Credentials,
} from '../helpers/fixtures.js';
import { ERROR_BODIES, expectError, rawRequest } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;

const AUTH = { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` };
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'origin, content-type, accept, authorization',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS, HEAD',
};

/** Each CORS header once: a repeated header would be joined with ", " by fetch. */
function expectCors(headers: Headers) {
  for (const [name, value] of Object.entries(CORS)) expect(headers.get(name), name).toBe(value);
  // Credentials together with `*` is an invalid policy; the API uses no ambient credentials.
  expect(headers.get('access-control-allow-credentials')).toBeNull();
}

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner } = await createCast(server));
  await createNetwork(server);
});

afterAll(() => server.close());

describe('OPTIONS and CORS', () => {
  it('answers OPTIONS on any path with 204 and one set of CORS headers', async () => {
    for (const path of ['/api/calls', '/api/users/admin', '/api/nothing/here', '/api/', '/x']) {
      const response = await rawRequest(server, 'OPTIONS', path, {
        headers: { origin: 'http://example.org', 'access-control-request-method': 'PUT' },
      });
      expect(response.status, path).toBe(204);
      expect(response.text).toBe('');
      expectCors(response.headers);
    }
  });

  it('answers OPTIONS before authentication and permission checks', async () => {
    const response = await rawRequest(server, 'OPTIONS', '/api/users/admin', {
      headers: { authorization: 'Basic Z2hvc3Q6eA==' },
    });
    expect(response.status).toBe(204);
  });

  it('puts the CORS headers on successes and on errors', async () => {
    expectCors((await request(server, 'GET', '/api/stats')).headers);
    expectCors((await request(server, 'GET', '/api/calls')).headers);
    expectCors((await request(server, 'GET', '/api/calls', { auth: ['x', 'y'] })).headers);
    expectCors((await request(server, 'GET', '/api/nothing')).headers);
    expectCors((await rawRequest(server, 'GET', '/api/callsigns/%E0%A4%A')).headers);
  });
});

describe('security headers on API answers', () => {
  it('say nosniff and no-referrer on every answer, private when credentials were sent', async () => {
    const answers = [
      [await request(server, 'GET', '/api/calls', { auth: ADMIN }), 'private, no-cache'],
      [await request(server, 'GET', '/api/calls', { auth: ['x', 'y'] }), 'private, no-cache'],
      [await request(server, 'GET', '/api/users/nosuch', { auth: ADMIN }), 'private, no-cache'],
      [
        await rawRequest(server, 'GET', '/api/callsigns/%E0%A4%A', { headers: AUTH }),
        'private, no-cache',
      ],
      [await request(server, 'GET', '/api/stats'), 'no-cache'],
    ] as const;
    for (const [response, cacheControl] of answers) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cache-control')).toBe(cacheControl);
    }
  });
});

describe('query parameters', () => {
  it('take the first of a repeated parameter and ignore array-shaped ones, never a 5xx', async () => {
    const calls = await request(server, 'GET', '/api/calls?ownerName=admin&ownerName=owner', {
      auth: ADMIN,
    });
    expect(calls.status).toBe(200);
    const news = await request(server, 'GET', '/api/news?rubricName=nosuch&rubricName=x', {
      auth: ADMIN,
    });
    expectError(news, 4040);
    for (const query of [
      'ownerName[]=a',
      'ownerName[0]=a&ownerName[1]=b',
      `ownerName=${'x'.repeat(6000)}`,
    ]) {
      expect((await request(server, 'GET', `/api/calls?${query}`, { auth: ADMIN })).status).toBe(
        200,
      );
    }
  });
});

describe('routing', () => {
  it('answers unknown paths with 404/4040', async () => {
    for (const path of ['/api/nothing', '/api/Calls', '/api/calls/x/y', '/api/stats/extra']) {
      const response = await request(server, 'GET', path, { auth: ADMIN });
      expectError(response, 4040);
      expect(response.body).toEqual(ERROR_BODIES.notFound);
    }
  });

  it('answers a wrong verb on a known path with 405/4050', async () => {
    const cases: [string, string][] = [
      ['DELETE', '/api/calls'],
      ['PUT', '/api/stats'],
      ['POST', '/api/users/admin'],
      ['PATCH', '/api/users/admin'],
      ['POST', '/api/transmitters'],
      ['GET', '/api/activation'],
    ];
    for (const [method, path] of cases) {
      const body = method === 'GET' ? undefined : {};
      const response = await request(server, method, path, { auth: ADMIN, body });
      expectError(response, 4050);
      expect(response.body.message).toBe('The resource does not support the request method');
    }
  });

  it('accepts a trailing slash', async () => {
    expect((await request(server, 'GET', '/api/calls/', { auth: ADMIN })).status).toBe(200);
    expect((await request(server, 'GET', '/api/users/admin/', { auth: ADMIN })).status).toBe(200);
    const news = await request(server, 'POST', '/api/news/', { auth: owner, body: {} });
    expectError(news, 4030);
    const call = await request(server, 'POST', '/api/calls/', {
      auth: owner,
      body: { text: 'x', callSignNames: ['sub1'], transmitterGroupNames: ['grp1'] },
    });
    expect(call.status).toBe(201);
  });

  it('answers malformed %-escapes in the path with 400', async () => {
    for (const path of ['/api/callsigns/%E0%A4%A', '/api/users/%', '/api/users/%zz']) {
      expectError(await rawRequest(server, 'GET', path, { headers: AUTH }), 4000);
    }
  });

  it('decodes escapes in names', async () => {
    const response = await request(server, 'PUT', '/api/callsigns/%C3%84bc', {
      auth: ADMIN,
      body: subscriberBody(),
    });
    expect(response.status).toBe(201);
    expect(response.body.name).toBe('äbc');
  });

  it('answers very long names with a 4xx error body', async () => {
    const long = 'a'.repeat(100);
    const put = await request(server, 'PUT', `/api/callsigns/${long}`, {
      auth: ADMIN,
      body: subscriberBody(),
    });
    expectError(put, 4001);
    expect(put.body.violations[0]).toMatchObject({ field: 'name', code: 6002 });
    expectError(await request(server, 'GET', `/api/callsigns/${long}`, { auth: ADMIN }), 4040);
    const huge = 'b'.repeat(5000);
    const response = await request(server, 'GET', `/api/callsigns/${huge}`, { auth: ADMIN });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.code).toBe(response.status * 10);
  });
});

describe('names', () => {
  it('lower-cases names on store and on lookup', async () => {
    const created = await request(server, 'PUT', '/api/callsigns/DL1ABC', {
      auth: ADMIN,
      body: subscriberBody(),
    });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('dl1abc');
    const found = await request(server, 'GET', '/api/callsigns/Dl1AbC', { auth: ADMIN });
    expect(found.status).toBe(200);
    expect(found.body.name).toBe('dl1abc');
    const again = await request(server, 'PUT', '/api/callsigns/dl1ABC', {
      auth: ADMIN,
      body: subscriberBody({ description: 'same one' }),
    });
    expect(again.status).toBe(200);
    const list = await request(server, 'GET', '/api/callsigns', { auth: ADMIN });
    const names = list.body.map((row: { name: string }) => row.name);
    expect(names.filter((name: string) => name === 'dl1abc')).toHaveLength(1);
  });

  it('answers 201 with an absolute Location of the request, 200 without one on update', async () => {
    const created = await request(server, 'PUT', '/api/transmitterGroups/NewGrp?x=1', {
      auth: ADMIN,
      body: { description: '', transmitterNames: ['tx1'], ownerNames: ['admin'] },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${server.url}/api/transmitterGroups/NewGrp?x=1`);
    const updated = await request(server, 'PUT', '/api/transmitterGroups/newgrp', {
      auth: ADMIN,
      body: { description: '', transmitterNames: ['tx1'], ownerNames: ['admin'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('location')).toBeNull();
  });
});

describe('request bodies', () => {
  const path = '/api/callsigns/bodytest';
  const json = { 'content-type': 'application/json', ...AUTH };

  it('refuses a non-JSON content type with 415/4150', async () => {
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await rawRequest(server, 'PUT', path, {
        headers: { 'content-type': type, ...AUTH },
        body: JSON.stringify(subscriberBody()),
      });
      expectError(response, 4150);
    }
  });

  it('accepts application/json with parameters and a missing content type', async () => {
    const withCharset = await rawRequest(server, 'PUT', path, {
      headers: { 'content-type': 'application/json; charset=utf-8', ...AUTH },
      body: JSON.stringify(subscriberBody()),
    });
    expect(withCharset.status).toBe(201);
    const without = await rawRequest(server, 'PUT', path, {
      headers: AUTH,
      body: JSON.stringify(subscriberBody({ description: 'no type' })),
    });
    expect(without.status).toBe(200);
    expect(without.body.description).toBe('no type');
  });

  it('answers an empty body or a JSON null with 4002', async () => {
    for (const body of ['', '   ', 'null', undefined]) {
      const response = await rawRequest(server, 'PUT', path, { headers: json, body });
      expectError(response, 4002);
      expect(response.body).toEqual(ERROR_BODIES.emptyBody);
    }
  });

  it('answers invalid JSON and non-objects with 4003', async () => {
    for (const body of [
      '{',
      '{"description":}',
      "{'a':1}",
      'undefined',
      '[]',
      '[{}]',
      '42',
      '"text"',
      'true',
    ]) {
      const response = await rawRequest(server, 'PUT', path, { headers: json, body });
      expectError(response, 4003);
    }
  });

  it('answers wrong field types with 4003', async () => {
    const cases = [
      { text: 'x', callSignNames: 'x', transmitterGroupNames: ['grp1'] },
      { text: ['x'], callSignNames: ['sub1'], transmitterGroupNames: ['grp1'] },
      { text: { a: 1 }, callSignNames: ['sub1'], transmitterGroupNames: ['grp1'] },
      { text: 'x', callSignNames: [['sub1']], transmitterGroupNames: ['grp1'] },
      { text: 'x', callSignNames: ['sub1'], transmitterGroupNames: ['grp1'], emergency: 1 },
    ];
    for (const body of cases) {
      expectError(await request(server, 'POST', '/api/calls', { auth: owner, body }), 4003);
    }
  });

  it('ignores unknown fields', async () => {
    const response = await request(server, 'PUT', path, {
      auth: ADMIN,
      body: { ...subscriberBody(), extra: 1, name: 'renamed', __proto__: { admin: true } },
    });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('bodytest');
    expect('extra' in response.body).toBe(false);
  });

  it('refuses bodies over 1 MiB with 413/4130', async () => {
    const big = JSON.stringify({ ...subscriberBody(), description: 'x'.repeat(1024 * 1024) });
    const response = await rawRequest(server, 'PUT', path, { headers: json, body: big });
    expectError(response, 4130);
    const justBelow = JSON.stringify({ ...subscriberBody(), description: 'x'.repeat(1000 * 1000) });
    const allowed = await rawRequest(server, 'PUT', path, { headers: json, body: justBelow });
    expectError(allowed, 4001);
  });

  it('answers permission errors before looking at the body', async () => {
    const anonymous = await rawRequest(server, 'PUT', path, {
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expectError(anonymous, 4030);
    const other = await request(server, 'PUT', '/api/callsigns/sub1', {
      auth: ['other', 'password1'],
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expectError(other, 4030);
  });
});

describe('responses', () => {
  it('are JSON with nulls written out', async () => {
    const response = await request(server, 'GET', '/api/transmitters/tx1');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body.nodeName).toBeNull();
    expect(response.text).toContain('"nodeName"');
  });
});
