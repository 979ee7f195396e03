import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { ADMIN, WRONG, createUser } from '../helpers/fixtures.js';
import { expectError } from '../helpers/expectations.js';
import { coreVersion } from '../../src/routes/api/core.js';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ demo: false });
  await createUser(server, 'other');
});

afterAll(() => server.close());

describe('GET /core/version', () => {
  it('answers {core, api} to everybody, api being the first x.y.z of core', async () => {
    for (const auth of [undefined, ['other', 'password1'] as [string, string], ADMIN]) {
      const response = await request(server, 'GET', '/api/core/version', { auth });
      expect(response.status).toBe(200);
      expect(Object.keys(response.body)).toEqual(['core', 'api']);
      const { core, api } = response.body;
      expect(core).toMatch(/^\d+\.\d+\.\d+/);
      expect(api).toBe(/^\d+\.\d+\.\d+/.exec(core)![0]);
      expect(api).toBe('1.1.5');
    }
  });

  it('answers bad credentials with 401', async () => {
    expectError(await request(server, 'GET', '/api/core/version', { auth: WRONG }), 4010);
  });

  it('has the single-value variants', async () => {
    const { core, api } = (await request(server, 'GET', '/api/core/version')).body;
    expect((await request(server, 'GET', '/api/core/core_version')).body).toEqual({
      version: core,
    });
    expect((await request(server, 'GET', '/api/core/api_version')).body).toEqual({
      version: api,
    });
  });

  it('has no other methods and no other paths', async () => {
    expectError(
      await request(server, 'POST', '/api/core/version', { auth: ADMIN, body: {} }),
      4050,
    );
    expectError(await request(server, 'GET', '/api/core'), 4040);
    expectError(await request(server, 'GET', '/api/core/other'), 4040);
  });
});

describe('coreVersion', () => {
  it('takes the first x.y.z, or the whole text when there is none', () => {
    expect(coreVersion('1.1.5.6')).toEqual({ core: '1.1.5.6', api: '1.1.5' });
    expect(coreVersion('v2.10.3-beta')).toEqual({ core: 'v2.10.3-beta', api: '2.10.3' });
    expect(coreVersion('UNKNOWN')).toEqual({ core: 'UNKNOWN', api: 'UNKNOWN' });
  });
});
