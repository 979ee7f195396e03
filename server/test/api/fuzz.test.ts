/**
 * Property-based fuzzing over every route and method: random paths, names, repeated and
 * array-shaped query parameters, bodies built from valid ones with fields replaced by arbitrary
 * JSON, and every kind of caller. No answer may be a 5xx, and afterwards the database must be
 * consistent: SQLite's integrity check passes, no record names an owner, transmitter, group or
 * rubric that does not exist, and the stats count exactly what the lists hold.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
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

let server: TestServer;
let callers: (Credentials | undefined)[];

beforeAll(async () => {
  server = await startServer({ demo: false });
  const { owner, other } = await createCast(server);
  await createNetwork(server);
  await createRubric(server, 'rub1', ['grp1']);
  // An unknown user: 401, then 429 once the address has used up its attempts.
  callers = [ADMIN, owner, other, undefined, ['nobody', 'guess1']];
});

afterAll(() => server.close());

/** Names that exist, names that may come to exist, and odd ones. Never `admin` under /users. */
const name = fc.oneof(
  fc.constantFrom('tx1', 'grp1', 'sub1', 'rub1', 'owner', 'other', 'fuzz1', 'TX1', 'node1'),
  fc.string({ minLength: 0, maxLength: 25 }).map(encodeURIComponent),
);

const BODIES: Record<string, Record<string, unknown>> = {
  calls: callBody(['sub1'], ['grp1']),
  news: { text: 'x', rubricName: 'rub1', number: 0 },
  activation: { number: 1, transmitterGroupNames: ['grp1'] },
  callsigns: subscriberBody(),
  transmitters: transmitterBody(),
  transmitterGroups: groupBody(['tx1']),
  rubrics: rubricBody(['grp1']),
  nodes: nodeBody(),
  users: { hash: 'abc123', mail: 'f@x.org', admin: false },
};

const path = fc.oneof(
  fc.constantFrom(
    '/api/calls',
    '/api/news',
    '/api/activation',
    '/api/stats',
    '/api/core/version',
    '/api/nothing',
    '/config.json',
    ...['callsigns', 'transmitters', 'transmitterGroups', 'rubrics', 'nodes', 'users'].map(
      (resource) => `/api/${resource}`,
    ),
  ),
  fc
    .tuple(
      fc.constantFrom(
        'callsigns',
        'transmitters',
        'transmitterGroups',
        'rubrics',
        'nodes',
        'users',
      ),
      name,
    )
    .filter(([resource, item]) => !(resource === 'users' && item.toLowerCase() === 'admin'))
    .map(([resource, item]) => `/api/${resource}/${item}`),
  name.map((item) => `/api/transmitterControl/sendRubricNames/${item}`),
);

const query = fc
  .array(
    fc.tuple(
      fc.constantFrom('ownerName', 'rubricName', 'ownerName[]', 'rubricName[0]', 'x'),
      fc.oneof(name, fc.string({ maxLength: 3000 }).map(encodeURIComponent)),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : '',
  );

/** A valid body of the resource with some fields replaced by arbitrary JSON, or any JSON at all. */
const body = (resource: string) =>
  fc.oneof(
    fc
      .dictionary(
        fc.constantFrom(...Object.keys(BODIES[resource] ?? { text: 0 })),
        fc.jsonValue(),
        {
          maxKeys: 3,
        },
      )
      .map((changes) => JSON.stringify({ ...BODIES[resource], ...changes })),
    fc.constant(JSON.stringify(BODIES[resource] ?? {})),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 50 }),
  );

const call = fc
  .tuple(
    fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
    path,
    query,
    fc.nat({ max: 4 }),
  )
  .chain(([method, target, search, caller]) =>
    body(target.split('/')[2] ?? '').map((text) => ({ method, target, search, caller, text })),
  );

it('never answers 5xx, whatever the route, method, query, body or caller', async () => {
  await fc.assert(
    fc.asyncProperty(call, async ({ method, target, search, caller, text }) => {
      const withBody = !['GET', 'HEAD'].includes(method);
      const response = await request(server, method, `${target}${search}`, {
        auth: callers[caller],
        rawBody: withBody ? text : undefined,
        headers: withBody ? { 'content-type': 'application/json' } : {},
      });
      expect(response.status, `${method} ${target}${search} ${text}`).toBeLessThan(500);
    }),
    {
      numRuns: 300,
      // The requests that once answered 500 always run first.
      examples: [
        [
          {
            method: 'GET',
            target: '/api/calls',
            search: '?ownerName=a&ownerName=b',
            caller: 0,
            text: '',
          },
        ],
        [
          {
            method: 'GET',
            target: '/api/news',
            search: '?rubricName=a&rubricName=b',
            caller: 1,
            text: '',
          },
        ],
      ],
    },
  );
});

it('leaves a consistent database', async () => {
  // SQLite can check its file; on PostgreSQL the checks below are the whole test.
  const sqlite = server.store.database.sqlite;
  if (sqlite) expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
  const get = async (path: string) => (await request(server, 'GET', path, { auth: ADMIN })).body;
  const users = new Set<string>(
    (await get('/api/users')).map((user: { name: string }) => user.name),
  );
  const names = async (path: string) =>
    new Set<string>((await get(path)).map((item: { name: string }) => item.name.toLowerCase()));
  const transmitters = await names('/api/transmitters');
  const groups = await names('/api/transmitterGroups');
  const rubrics = await names('/api/rubrics');
  const dangling: string[] = [];
  const check = (what: string, list: string[] | undefined, known: Set<string>) => {
    for (const item of list ?? [])
      if (!known.has(item.toLowerCase())) dangling.push(`${what}: ${item}`);
  };
  for (const path of [
    '/api/callsigns',
    '/api/transmitters',
    '/api/transmitterGroups',
    '/api/rubrics',
    '/api/nodes',
  ]) {
    for (const record of await get(path))
      check(`${path} ${record.name} owner`, record.ownerNames, users);
  }
  for (const group of await get('/api/transmitterGroups'))
    check(`group ${group.name}`, group.transmitterNames, transmitters);
  for (const rubric of await get('/api/rubrics'))
    check(`rubric ${rubric.name}`, rubric.transmitterGroupNames, groups);
  check('news', Object.keys(await get('/api/news')), rubrics);
  expect(dangling).toEqual([]);

  const stats = await get('/api/stats');
  const news = Object.values(await get('/api/news')) as unknown[][];
  expect(stats).toMatchObject({
    users: users.size,
    calls: (await get('/api/calls')).length,
    callSigns: (await get('/api/callsigns')).length,
    rubrics: rubrics.size,
    nodesTotal: (await get('/api/nodes')).length,
    transmittersTotal: transmitters.size,
    news: news.flat().filter((item) => item !== null).length,
  });
});
