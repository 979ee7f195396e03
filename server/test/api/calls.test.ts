import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  callBody,
  createCast,
  createNetwork,
  createSubscriber,
  type Credentials,
} from '../helpers/fixtures.js';
import {
  ERROR_BODIES,
  expectError,
  expectViolation,
  expectViolations,
} from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
  await createNetwork(server);
  await createSubscriber(server, 'sub2');
});

afterAll(() => server.close());

const post = (auth: Credentials | undefined, body: unknown) =>
  request(server, 'POST', '/api/calls', { auth, body });

describe('GET /calls', () => {
  it('refuses anonymous callers with 403', async () => {
    const response = await request(server, 'GET', '/api/calls');
    expectError(response, 4030);
    expect(response.body).toEqual(ERROR_BODIES.forbidden);
  });

  it('answers bad credentials with 401', async () => {
    const response = await request(server, 'GET', '/api/calls', { auth: WRONG });
    expect(response.body).toEqual(ERROR_BODIES.notAuthorized);
    expect(response.status).toBe(401);
  });

  it('shows every call to any user, in the order they were made', async () => {
    await post(owner, callBody(['sub1'], ['grp1'], { text: 'first' }));
    await post(ADMIN, callBody(['sub1'], ['grp1'], { text: 'second' }));
    await post(owner, callBody(['sub1'], ['grp1'], { text: 'third' }));
    for (const auth of [other, owner, ADMIN]) {
      const response = await request(server, 'GET', '/api/calls', { auth });
      expect(response.status).toBe(200);
      const texts = (response.body as { text: string }[]).map((call) => call.text);
      expect(texts.slice(0, 3)).toEqual(['first', 'second', 'third']);
    }
  });

  it('filters by ownerName ignoring case', async () => {
    const mixed = await request(server, 'GET', '/api/calls?ownerName=OwNeR', { auth: other });
    expect(mixed.status).toBe(200);
    expect(mixed.body.length).toBeGreaterThanOrEqual(2);
    for (const call of mixed.body) expect(call.ownerName.toLowerCase()).toBe('owner');
    const none = await request(server, 'GET', '/api/calls?ownerName=nobody', { auth: other });
    expect(none.body).toEqual([]);
    const empty = await request(server, 'GET', '/api/calls?ownerName=', { auth: other });
    expect(empty.body.length).toBeGreaterThanOrEqual(3);
  });

  it('sends the same list newest first when asked (?order=newest-first), an owner filter too', async () => {
    const texts = (body: { text: string }[]) => body.map((call) => call.text);
    const oldestFirst = await request(server, 'GET', '/api/calls', { auth: other });
    const newestFirst = await request(server, 'GET', '/api/calls?order=newest-first', {
      auth: other,
    });
    expect(newestFirst.status).toBe(200);
    expect(texts(newestFirst.body)).toEqual(texts(oldestFirst.body).reverse());

    const mine = await request(server, 'GET', '/api/calls?ownerName=owner&order=newest-first', {
      auth: other,
    });
    expect(texts(mine.body).slice(0, 2)).toEqual(['third', 'first']);
    // Any other value is the Core's order, as a real Core answers whatever it is asked.
    const unknown = await request(server, 'GET', '/api/calls?order=sideways', { auth: other });
    expect(texts(unknown.body)).toEqual(texts(oldestFirst.body));
    // A new call is at the top of the newest-first list at once (no stale ready-made list).
    await post(owner, callBody(['sub1'], ['grp1'], { text: 'fourth' }));
    const after = await request(server, 'GET', '/api/calls?order=newest-first', { auth: other });
    expect(texts(after.body)[0]).toBe('fourth');
  });
});

describe('POST /calls', () => {
  it('refuses anonymous callers and bad credentials', async () => {
    expectError(await post(undefined, callBody(['sub1'], ['grp1'])), 4030);
    expectError(await post(WRONG, callBody(['sub1'], ['grp1'])), 4010);
  });

  it('lets any user page anyone through any group: 201 with the call', async () => {
    const before = Date.now();
    const response = await post(other, callBody(['sub1', 'sub2'], ['grp1'], { emergency: true }));
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual([
      'text',
      'callSignNames',
      'transmitterGroupNames',
      'emergency',
      'timestamp',
      'ownerName',
      // The embedded server's number, for receipts (a real Core sends none).
      'id',
    ]);
    expect(response.body.id).toEqual(expect.any(Number));
    expect(response.body).toMatchObject({
      text: 'Hello',
      callSignNames: ['sub1', 'sub2'],
      transmitterGroupNames: ['grp1'],
      emergency: true,
      ownerName: 'other',
    });
    expect(response.body.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(Date.parse(response.body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records the owner name as typed in the credentials', async () => {
    const response = await post(['OTHER', other[1]], callBody(['sub1'], ['grp1']));
    expect(response.status).toBe(201);
    expect(response.body.ownerName).toBe('OTHER');
    const listed = await request(server, 'GET', '/api/calls', { auth: ADMIN });
    expect(listed.body.at(-1).ownerName).toBe('OTHER');
    const filtered = await request(server, 'GET', '/api/calls?ownerName=other', { auth: ADMIN });
    expect(filtered.body.map((call: { ownerName: string }) => call.ownerName)).toContain('OTHER');
  });

  it('keeps references as sent and finds them ignoring case', async () => {
    const response = await post(owner, callBody(['SUB1'], ['Grp1']));
    expect(response.status).toBe(201);
    expect(response.body.callSignNames).toEqual(['SUB1']);
    expect(response.body.transmitterGroupNames).toEqual(['Grp1']);
  });

  it('defaults emergency to false', async () => {
    const response = await post(owner, {
      text: 'x',
      callSignNames: ['sub1'],
      transmitterGroupNames: ['grp1'],
    });
    expect(response.status).toBe(201);
    expect(response.body.emergency).toBe(false);
  });

  it('counts calls in the stats', async () => {
    const before = (await request(server, 'GET', '/api/stats')).body;
    await post(owner, callBody(['sub1'], ['grp1']));
    const after = (await request(server, 'GET', '/api/stats')).body;
    expect(after.calls).toBe(before.calls + 1);
    expect(after.callsTotal).toBe(before.callsTotal + 1);
    expect(after.newsTotal).toBe(before.newsTotal);
  });

  it('requires a text of 1 to 80 characters', async () => {
    expectViolations(await post(owner, callBody(['sub1'], ['grp1'], { text: null })), [
      { field: 'text', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    ]);
    expectViolations(await post(owner, callBody(['sub1'], ['grp1'], { text: '' })), [
      {
        field: 'text',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 1 and 80',
        value: '',
      },
    ]);
    const long = 'x'.repeat(81);
    expectViolations(await post(owner, callBody(['sub1'], ['grp1'], { text: long })), [
      {
        field: 'text',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 1 and 80',
        value: long,
      },
    ]);
    expect((await post(owner, callBody(['sub1'], ['grp1'], { text: 'x'.repeat(80) }))).status).toBe(
      201,
    );
  });

  it('takes a number for the text as its text', async () => {
    const response = await post(owner, callBody(['sub1'], ['grp1'], { text: 42 }));
    expect(response.status).toBe(201);
    expect(response.body.text).toBe('42');
  });

  it('requires at least one callsign and one group', async () => {
    expectViolations(await post(owner, callBody([], [])), [
      {
        field: 'callSignNames',
        code: 6002,
        constraint: 'Size',
        message: 'must contain at least one callSignName',
        value: '[]',
      },
      {
        field: 'transmitterGroupNames',
        code: 6002,
        constraint: 'Size',
        message: 'must contain at least one transmitterGroupName',
        value: '[]',
      },
    ]);
  });

  it('answers a null list with NotNull and the name check', async () => {
    expectViolations(await post(owner, callBody(null as never, ['grp1'])), [
      { field: 'callSignNames', code: 6001, constraint: 'NotNull', message: 'must not be null' },
      {
        field: 'callSignNames',
        code: 6204,
        constraint: 'ValidCallSignNames',
        message: 'must contain names of existing callSigns',
      },
    ]);
  });

  it('requires existing callsigns and groups', async () => {
    expectViolations(await post(owner, callBody(['sub1', 'nosuch'], ['grp1'])), [
      {
        field: 'callSignNames',
        code: 6204,
        constraint: 'ValidCallSignNames',
        message: 'must contain names of existing callSigns',
      },
    ]);
    expectViolations(await post(owner, callBody(['sub1'], ['nosuch'])), [
      {
        field: 'transmitterGroupNames',
        code: 6203,
        constraint: 'ValidTransmitterGroupNames',
        message: 'must contain names of existing transmitterGroups',
      },
    ]);
  });

  it('reports name checks together with the other violations', async () => {
    const response = await post(owner, callBody(['nosuch'], ['grp1'], { text: '' }));
    expectViolation(response, {
      field: 'callSignNames',
      code: 6204,
      constraint: 'ValidCallSignNames',
      message: 'must contain names of existing callSigns',
    });
    expect(response.body.violations).toHaveLength(2);
  });

  it('refuses wrong JSON types and empty bodies', async () => {
    expectError(await post(owner, callBody('x' as never, ['grp1'])), 4003);
    expectError(await post(owner, callBody(['sub1'], ['grp1'], { emergency: 'yes' })), 4003);
    expectError(await post(owner, [callBody(['sub1'], ['grp1'])]), 4003);
    const empty = await request(server, 'POST', '/api/calls', {
      auth: owner,
      rawBody: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.body).toEqual(ERROR_BODIES.emptyBody);
    expect(empty.status).toBe(400);
  });

  it('does not store refused calls', async () => {
    const before = (await request(server, 'GET', '/api/stats')).body;
    await post(owner, callBody(['nosuch'], ['grp1']));
    const after = (await request(server, 'GET', '/api/stats')).body;
    expect(after.calls).toBe(before.calls);
    expect(after.callsTotal).toBe(before.callsTotal);
  });

  it('has no other methods', async () => {
    expectError(await request(server, 'PUT', '/api/calls', { auth: ADMIN, body: {} }), 4050);
    expectError(await request(server, 'DELETE', '/api/calls', { auth: ADMIN }), 4050);
  });
});
