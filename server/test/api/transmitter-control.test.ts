import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import {
  ADMIN,
  WRONG,
  createCast,
  createTransmitter,
  type Credentials,
} from '../helpers/fixtures.js';
import { ERROR_BODIES, expectError } from '../helpers/expectations.js';

let server: TestServer;
let owner: Credentials;
let other: Credentials;

const PATH = '/api/transmitterControl/sendRubricNames';

beforeAll(async () => {
  server = await startServer({ demo: false });
  ({ owner, other } = await createCast(server));
  await createTransmitter(server, 'db0abc');
});

afterAll(() => server.close());

describe('GET /transmitterControl/sendRubricNames/{name}', () => {
  it('answers an unknown transmitter with 400 Empty Body, whoever asks', async () => {
    for (const auth of [undefined, other, owner, ADMIN]) {
      const response = await request(server, 'GET', `${PATH}/nosuch`, { auth });
      expectError(response, 4002);
      expect(response.body).toEqual(ERROR_BODIES.emptyBody);
    }
  });

  it('does not lower-case the name: an upper-case spelling is unknown', async () => {
    expectError(await request(server, 'GET', `${PATH}/DB0ABC`, { auth: ADMIN }), 4002);
    expectError(await request(server, 'GET', `${PATH}/Db0abc`, { auth: owner }), 4002);
  });

  it('refuses bad credentials (401), anonymous callers and other users (403)', async () => {
    expectError(await request(server, 'GET', `${PATH}/db0abc`, { auth: WRONG }), 4010);
    expectError(await request(server, 'GET', `${PATH}/db0abc`), 4030);
    expectError(await request(server, 'GET', `${PATH}/db0abc`, { auth: other }), 4030);
  });

  it('answers the owner and admins with 200 and an empty body', async () => {
    for (const auth of [owner, ['OWNER', owner[1]] as Credentials, ADMIN]) {
      const response = await request(server, 'GET', `${PATH}/db0abc`, { auth });
      expect(response.status).toBe(200);
      expect(response.text).toBe('');
    }
  });

  it('has no other methods', async () => {
    expectError(await request(server, 'POST', `${PATH}/db0abc`, { auth: ADMIN, body: {} }), 4050);
    expectError(await request(server, 'PUT', `${PATH}/db0abc`, { auth: ADMIN, body: {} }), 4050);
    expectError(await request(server, 'DELETE', `${PATH}/db0abc`, { auth: ADMIN }), 4050);
  });

  it('needs a name', async () => {
    expectError(
      await request(server, 'GET', '/api/transmitterControl/sendRubricNames', { auth: ADMIN }),
      4040,
    );
  });
});
