import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createGroup,
  createRubric,
  createTransmitter,
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
  await createTransmitter(server, 'tx1');
  await createGroup(server, 'grp1', ['tx1']);
  await createRubric(server, 'weather', ['grp1']);
  await createRubric(server, 'adminonly', ['grp1'], { ownerNames: ['admin'] });
});

afterAll(() => server.close());

const post = (auth: Credentials | undefined, body: unknown, path = '/api/news') =>
  request(server, 'POST', path, { auth, body });
const news = (overrides: Record<string, unknown> = {}) => ({
  text: 'Sunny',
  rubricName: 'weather',
  number: 0,
  ...overrides,
});

describe('GET /news', () => {
  it('refuses anonymous callers (403) and bad credentials (401)', async () => {
    expectError(await request(server, 'GET', '/api/news'), 4030);
    expectError(await request(server, 'GET', '/api/news?rubricName=weather'), 4030);
    expectError(await request(server, 'GET', '/api/news', { auth: WRONG }), 4010);
  });

  it('shows every rubric to any user', async () => {
    const response = await request(server, 'GET', '/api/news', { auth: other });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['adminonly', 'weather']);
  });

  it('answers one rubric by its name, ignoring case; 404 for a missing one', async () => {
    const response = await request(server, 'GET', '/api/news?rubricName=WeAtHeR', { auth: other });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(10);
    const missing = await request(server, 'GET', '/api/news?rubricName=nosuch', { auth: other });
    expect(missing.body).toEqual(ERROR_BODIES.notFound);
    expectError(await request(server, 'GET', '/api/news?rubricName=', { auth: other }), 4040);
  });
});

describe('POST /news', () => {
  it('refuses anonymous callers (403) and bad credentials (401)', async () => {
    expectError(await post(undefined, news()), 4030);
    expectError(await post(WRONG, news()), 4010);
  });

  it('refuses users who do not own the rubric, or when the rubric is unknown', async () => {
    expect((await post(other, news())).body).toEqual(ERROR_BODIES.forbidden);
    expectError(await post(owner, news({ rubricName: 'adminonly' })), 4030);
    expectError(await post(owner, news({ rubricName: 'nosuch' })), 4030);
    expectError(await post(owner, news({ rubricName: null })), 4030);
  });

  it('answers an admin on an unknown rubric with 6205', async () => {
    expectViolations(await post(ADMIN, news({ rubricName: 'nosuch' })), [
      {
        field: 'rubricName',
        code: 6205,
        constraint: 'ValidRubricName',
        message: 'must contain the name of an existing rubric',
      },
    ]);
  });

  it('answers an admin sending no rubric with NotNull and the name check', async () => {
    expectViolations(await post(ADMIN, news({ rubricName: null })), [
      { field: 'rubricName', code: 6001, constraint: 'NotNull', message: 'must not be null' },
      {
        field: 'rubricName',
        code: 6205,
        constraint: 'ValidRubricName',
        message: 'must contain the name of an existing rubric',
      },
    ]);
  });

  it('lets the owner post: 201 echoing the item, number 0 for automatic', async () => {
    const response = await post(['Owner', owner[1]], news({ text: 'Rain' }));
    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual([
      'text',
      'rubricName',
      'number',
      'timestamp',
      'ownerName',
      // The embedded server's number, for receipts (a real Core sends none).
      'id',
    ]);
    expect(response.body.id).toEqual(expect.any(Number));
    expect(response.body).toMatchObject({
      text: 'Rain',
      rubricName: 'weather',
      number: 0,
      ownerName: 'Owner',
    });
    expect(response.body.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const slots = await request(server, 'GET', '/api/news?rubricName=weather', { auth: owner });
    expect(slots.body[0]).toMatchObject({ text: 'Rain', number: 1, ownerName: 'Owner' });
  });

  it('matches the rubric owner and the rubric name ignoring case', async () => {
    const response = await post(owner, news({ rubricName: 'WEATHER', number: 4 }));
    expect(response.status).toBe(201);
    expect(response.body.rubricName).toBe('WEATHER');
    const slots = await request(server, 'GET', '/api/news?rubricName=weather', { auth: owner });
    expect(slots.body[3]).toMatchObject({ rubricName: 'WEATHER', number: 4 });
  });

  it('lets admins post to any rubric, also through news/ with a trailing slash', async () => {
    const response = await post(ADMIN, news({ rubricName: 'adminonly', number: 2 }), '/api/news/');
    expect(response.status).toBe(201);
    expect(response.body.number).toBe(2);
  });

  it('validates the text', async () => {
    expectViolations(await post(owner, news({ text: null })), [
      { field: 'text', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    ]);
    expectViolations(await post(owner, news({ text: '' })), [
      {
        field: 'text',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 1 and 80',
        value: '',
      },
    ]);
    expectViolation(await post(owner, news({ text: 'x'.repeat(81) })), {
      field: 'text',
      code: 6002,
      constraint: 'Size',
      message: 'size must be between 1 and 80',
      value: 'x'.repeat(81),
    });
  });

  it('validates the slot number: 0 to 10', async () => {
    expectViolations(await post(owner, news({ number: 11 })), [
      {
        field: 'number',
        code: 6004,
        constraint: 'Max',
        message: 'must be less than or equal to 10',
        value: '11',
      },
    ]);
    expectViolations(await post(owner, news({ number: -1 })), [
      {
        field: 'number',
        code: 6003,
        constraint: 'Min',
        message: 'must be greater than or equal to 0',
        value: '-1',
      },
    ]);
    expectError(await post(owner, news({ number: 1.5 })), 4003);
    expectError(await post(owner, news({ number: 'abc' })), 4003);
    const quoted = await post(owner, news({ number: '10' }));
    expect(quoted.status).toBe(201);
    expect(quoted.body.number).toBe(10);
    const absent = await post(owner, { text: 'No number', rubricName: 'weather' });
    expect(absent.status).toBe(201);
    expect(absent.body.number).toBe(0);
  });

  it('counts posts in newsTotal, not in callsTotal', async () => {
    const before = (await request(server, 'GET', '/api/stats')).body;
    await post(owner, news({ number: 7 }));
    await post(owner, news({ number: 7 }));
    const after = (await request(server, 'GET', '/api/stats')).body;
    expect(after.newsTotal).toBe(before.newsTotal + 2);
    expect(after.callsTotal).toBe(before.callsTotal);
    expect(after.news).toBe(before.news + 1);
  });

  it('refuses empty and non-object bodies', async () => {
    expectError(
      await request(server, 'POST', '/api/news', {
        auth: owner,
        rawBody: '',
        headers: { 'content-type': 'application/json' },
      }),
      4002,
    );
    expectError(await post(owner, ['x']), 4003);
  });

  it('has no other methods', async () => {
    expectError(await request(server, 'PUT', '/api/news', { auth: ADMIN, body: news() }), 4050);
    expectError(await request(server, 'DELETE', '/api/news', { auth: ADMIN }), 4050);
  });
});
