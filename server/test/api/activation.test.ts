import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createGroup,
  createTransmitter,
  type Credentials,
} from '../helpers/fixtures.js';
import { expectError, expectViolations } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
  await createTransmitter(server, 'tx1');
  await createGroup(server, 'grp1', ['tx1']);
});

afterAll(() => server.close());

const post = (auth: Credentials | undefined, body: unknown, path = '/api/activation') =>
  request(server, 'POST', path, { auth, body });

/** Java's default Date format, e.g. "Oct 6, 2022, 8:59:07 PM". */
const JAVA_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d:\d\d (AM|PM)$/;

describe('POST /activation', () => {
  it('refuses anonymous callers (403) and bad credentials (401)', async () => {
    expectError(await post(undefined, { number: 1, transmitterGroupNames: ['grp1'] }), 4030);
    expectError(await post(WRONG, { number: 1, transmitterGroupNames: ['grp1'] }), 4010);
  });

  it('answers any user with 200 and the activation', async () => {
    for (const auth of [other, owner, ADMIN]) {
      const response = await post(auth, { number: 123456, transmitterGroupNames: ['grp1'] });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['number', 'transmitterGroupNames', 'timestamp']);
      expect(response.body).toMatchObject({ number: 123456, transmitterGroupNames: ['grp1'] });
      expect(response.body.timestamp).toMatch(JAVA_DATE);
    }
  });

  it('accepts a trailing slash', async () => {
    const response = await post(
      other,
      { number: 1, transmitterGroupNames: ['grp1'] },
      '/api/activation/',
    );
    expect(response.status).toBe(200);
  });

  it('ignores unknown group names, as the Core does', async () => {
    const response = await post(other, { number: 5, transmitterGroupNames: ['nosuch', 'GRP1'] });
    expect(response.status).toBe(200);
    expect(response.body.transmitterGroupNames).toEqual(['nosuch', 'GRP1']);
  });

  it('stores nothing', async () => {
    const before = (await request(server, 'GET', '/api/stats')).body;
    await post(other, { number: 5, transmitterGroupNames: ['grp1'] });
    expect((await request(server, 'GET', '/api/stats')).body).toEqual(before);
  });

  it('requires a group list with at least one name', async () => {
    expectViolations(await post(other, { number: 1, transmitterGroupNames: [] }), [
      {
        field: 'transmitterGroupNames',
        code: 6002,
        constraint: 'Size',
        message: 'must contain at least one transmitterGroupName',
        value: '[]',
      },
    ]);
    expectViolations(await post(other, { number: 1 }), [
      {
        field: 'transmitterGroupNames',
        code: 6001,
        constraint: 'NotNull',
        message: 'must not be null',
      },
    ]);
    expectError(await post(other, { number: 1, transmitterGroupNames: 'grp1' }), 4003);
  });

  it('limits the number to 21 bits', async () => {
    expectViolations(await post(other, { number: 2097152, transmitterGroupNames: ['grp1'] }), [
      {
        field: 'number',
        code: 6004,
        constraint: 'Max',
        message: 'address is limited to 21 bits',
        value: '2097152',
      },
    ]);
    expectViolations(await post(other, { number: -1, transmitterGroupNames: ['grp1'] }), [
      {
        field: 'number',
        code: 6003,
        constraint: 'Min',
        message: 'address is limited to 21 bits',
        value: '-1',
      },
    ]);
    const top = await post(other, { number: 2097151, transmitterGroupNames: ['grp1'] });
    expect(top.status).toBe(200);
    const absent = await post(other, { transmitterGroupNames: ['grp1'] });
    expect(absent.status).toBe(200);
    expect(absent.body.number).toBe(0);
    expectError(await post(other, { number: 2.5, transmitterGroupNames: ['grp1'] }), 4003);
  });

  it('refuses empty bodies and wrong verbs', async () => {
    expectError(
      await request(server, 'POST', '/api/activation', {
        auth: other,
        rawBody: '',
        headers: { 'content-type': 'application/json' },
      }),
      4002,
    );
    expectError(await request(server, 'GET', '/api/activation', { auth: other }), 4050);
    expectError(await request(server, 'PUT', '/api/activation', { auth: ADMIN, body: {} }), 4050);
  });
});
