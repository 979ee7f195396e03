import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RUBRICS } from '@dapnet/model';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createGroup,
  createRubric,
  createTransmitter,
  postNews,
  rubricBody,
  type Credentials,
} from '../helpers/fixtures.js';
import { ERROR_BODIES, expectError, expectViolations } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

const FIELDS = ['name', 'number', 'transmitterGroupNames', 'label', 'ownerNames'];

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
  await createTransmitter(server, 'tx1');
  await createGroup(server, 'grp1', ['tx1']);
  await createRubric(server, 'weather', ['grp1']);
});

afterAll(() => server.close());

const put = (auth: Credentials | undefined, name: string, body: unknown) =>
  request(server, 'PUT', `/api/rubrics/${name}`, { auth, body });
const body = (overrides: Record<string, unknown> = {}) => rubricBody(['grp1'], overrides);

describe('GET /rubrics', () => {
  it('refuses anonymous callers (403) and bad credentials (401)', async () => {
    expectError(await request(server, 'GET', '/api/rubrics'), 4030);
    expectError(await request(server, 'GET', '/api/rubrics/weather'), 4030);
    expectError(await request(server, 'GET', '/api/rubrics', { auth: WRONG }), 4010);
  });

  it('shows every field to any user', async () => {
    const list = await request(server, 'GET', '/api/rubrics', { auth: other });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        name: 'weather',
        number: 5,
        transmitterGroupNames: ['grp1'],
        label: 'Weather',
        ownerNames: ['owner'],
      },
    ]);
    const one = await request(server, 'GET', '/api/rubrics/WEATHER', { auth: other });
    expect(Object.keys(one.body)).toEqual(FIELDS);
    expect(one.body).toEqual(list.body[0]);
    expect((await request(server, 'GET', '/api/rubrics/nosuch', { auth: other })).body).toEqual(
      ERROR_BODIES.notFound,
    );
  });
});

describe('PUT /rubrics/{name}', () => {
  it('lets only admins create (201 + Location)', async () => {
    expectError(await put(undefined, 'sport', body()), 4030);
    expectError(await put(WRONG, 'sport', body()), 4010);
    expectError(await put(owner, 'sport', body()), 4030);
    const created = await put(ADMIN, 'Sport', body({ number: 95, label: 'Sport' }));
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`${server.url}/api/rubrics/Sport`);
    expect(Object.keys(created.body)).toEqual(FIELDS);
    expect(created.body).toMatchObject({ name: 'sport', number: 95 });
  });

  it('lets the owner update but not other users', async () => {
    expectError(await put(other, 'weather', body()), 4030);
    const updated = await put(owner, 'weather', body({ label: 'Wetter', number: 6 }));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ label: 'Wetter', number: 6 });
    expect((await put(ADMIN, 'weather', body({ number: 5 }))).status).toBe(200);
  });

  it('allows several rubrics with one number', async () => {
    expect((await put(ADMIN, 'twin1', body({ number: 42 }))).status).toBe(201);
    expect((await put(ADMIN, 'twin2', body({ number: 42 }))).status).toBe(201);
  });

  it('limits the number to 1-99', async () => {
    expect((await put(ADMIN, 'skyper96', body({ number: 96 }))).status).toBe(201);
    expect((await put(ADMIN, 'skyper99', body({ number: 99 }))).status).toBe(201);
    expectViolations(await put(ADMIN, 'numbers', body({ number: 100 })), [
      {
        field: 'number',
        code: 6004,
        constraint: 'Max',
        message: 'must be less than or equal to 99',
        value: '100',
      },
    ]);
    expectViolations(await put(ADMIN, 'numbers', body({ number: 0 })), [
      {
        field: 'number',
        code: 6003,
        constraint: 'Min',
        message: 'must be greater than or equal to 1',
        value: '0',
      },
    ]);
    // An absent number is the Java default 0 (the Core would also echo value "0").
    const { number: _number, ...withoutNumber } = body();
    const absent = await put(ADMIN, 'numbers', withoutNumber);
    expectError(absent, 4001);
    expect(absent.body.violations).toHaveLength(1);
    expect(absent.body.violations[0]).toMatchObject({
      field: 'number',
      code: 6003,
      constraint: 'Min',
      message: 'must be greater than or equal to 1',
    });
    expectError(await put(ADMIN, 'numbers', body({ number: 1.5 })), 4003);
    expect((await put(ADMIN, 'numbers', body({ number: '1' }))).body.number).toBe(1);
  });

  it('requires a label of 1 to 11 characters', async () => {
    expectViolations(await put(ADMIN, 'labels', body({ label: '' })), [
      {
        field: 'label',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 1 and 11',
        value: '',
      },
    ]);
    expectViolations(await put(ADMIN, 'labels', body({ label: 'x'.repeat(12) })), [
      {
        field: 'label',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 1 and 11',
        value: 'x'.repeat(12),
      },
    ]);
    expectViolations(await put(ADMIN, 'labels', body({ label: null })), [
      { field: 'label', code: 6001, constraint: 'NotNull', message: 'must not be null' },
    ]);
    expect((await put(ADMIN, 'labels', body({ label: 'x'.repeat(11) }))).status).toBe(201);
  });

  it('requires existing groups and owners', async () => {
    expectViolations(await put(ADMIN, 'refs', rubricBody([])), [
      {
        field: 'transmitterGroupNames',
        code: 6002,
        constraint: 'Size',
        message: 'must contain at least one transmitterGroupName',
        value: '[]',
      },
    ]);
    expectViolations(await put(ADMIN, 'refs', rubricBody(['grp1', 'nosuch'])), [
      {
        field: 'transmitterGroupNames',
        code: 6203,
        constraint: 'ValidTransmitterGroupNames',
        message: 'must contain names of existing transmitterGroups',
      },
    ]);
    expectViolations(await put(ADMIN, 'refs', body({ ownerNames: ['nosuch'] })), [
      {
        field: 'ownerNames',
        code: 6202,
        constraint: 'ValidOwnerNames',
        message: 'must contain names of existing users',
      },
    ]);
    const mixed = await put(ADMIN, 'refs', rubricBody(['GRP1'], { ownerNames: ['Owner'] }));
    expect(mixed.status).toBe(201);
    expect(mixed.body).toMatchObject({ transmitterGroupNames: ['GRP1'], ownerNames: ['Owner'] });
    expect((await put(owner, 'refs', rubricBody(['grp1']))).status).toBe(200);
  });

  it('checks the name from the path', async () => {
    expectViolations(await put(ADMIN, 'xy', body()), [
      {
        field: 'name',
        code: 6002,
        constraint: 'Size',
        message: 'size must be between 3 and 20',
        value: 'xy',
      },
    ]);
    expectViolations(await put(ADMIN, 'dx:news', body()), [
      {
        field: 'name',
        code: 6000,
        constraint: 'Pattern',
        message: 'must not contain a colon',
        value: 'dx:news',
      },
    ]);
  });

  it('refuses a 100th rubric but still updates the existing ones', async () => {
    const list = async () =>
      (await request(server, 'GET', '/api/rubrics', { auth: ADMIN })).body as { name: string }[];
    const before = (await list()).length;
    const added = Array.from({ length: MAX_RUBRICS - before }, (_, index) => `fill${index}`);
    for (const name of added) expect((await put(ADMIN, name, body())).status).toBe(201);

    expectViolations(await put(ADMIN, 'onetoomany', body()), [
      {
        field: 'name',
        code: 6000,
        constraint: 'MaxRubrics',
        message: 'the network already has 99 rubrics, the most it may have',
      },
    ]);
    expect((await put(ADMIN, 'fill0', body({ label: 'Edited' }))).status).toBe(200);

    for (const name of added)
      await request(server, 'DELETE', `/api/rubrics/${name}`, { auth: ADMIN });
    expect(await list()).toHaveLength(before);
  });
});

describe('DELETE /rubrics/{name}', () => {
  it('refuses anonymous callers, bad credentials and other users', async () => {
    expectError(await request(server, 'DELETE', '/api/rubrics/weather'), 4030);
    expectError(await request(server, 'DELETE', '/api/rubrics/weather', { auth: WRONG }), 4010);
    expectError(await request(server, 'DELETE', '/api/rubrics/weather', { auth: other }), 4030);
  });

  it('answers a missing rubric with 404 to any user, 403 to anonymous callers', async () => {
    expectError(await request(server, 'DELETE', '/api/rubrics/nosuch', { auth: other }), 4040);
    expectError(await request(server, 'DELETE', '/api/rubrics/nosuch', { auth: ADMIN }), 4040);
    expectError(await request(server, 'DELETE', '/api/rubrics/nosuch'), 4030);
  });

  it('lets the owner delete: 200 with the rubric, its news gone', async () => {
    await postNews(server, owner, 'weather', 'Sunny');
    const response = await request(server, 'DELETE', '/api/rubrics/Weather', { auth: owner });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: 'weather', ownerNames: ['owner'] });
    expectError(await request(server, 'GET', '/api/rubrics/weather', { auth: owner }), 4040);
    const news = await request(server, 'GET', '/api/news', { auth: owner });
    expect('weather' in news.body).toBe(false);
  });

  it('lets admins delete anything', async () => {
    const response = await request(server, 'DELETE', '/api/rubrics/sport', { auth: ADMIN });
    expect(response.status).toBe(200);
  });
});
