import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions } from '../../src/services/update.js';
import { NEWEST_VERSIONS } from '../../src/services/versions.js';
import { request, startServer, type TestServer } from '../helpers/server.js';

const { core, api, web } = NEWEST_VERSIONS;

describe('GET /services/update', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  const ask = (query: string) => request<string>(server, 'GET', `/services/update${query}`);

  it('says when every version is the newest known one', async () => {
    const response = await ask(`?core=${core}&api=${api}&web=${web}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const lines = response.text.trim().split('\n');
    expect(lines[0]).toBe('You are running the newest known versions.');
    expect(lines.slice(1)).toEqual([
      `DAPNET Core: you are running ${core}, the newest known version.`,
      `DAPNET API: you are running ${api}, the newest known version.`,
      `DAPNET Web: you are running ${web}, the newest known version.`,
    ]);
  });

  it('answers with the statements as data to a client that asks for JSON', async () => {
    const response = await request<{ updateAvailable: boolean; components: unknown[] }>(
      server,
      'GET',
      `/services/update?core=1.0.0&api=${api}&web=unknown`,
      { headers: { Accept: 'application/json, text/plain;q=0.9' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({
      updateAvailable: true,
      components: [
        {
          component: 'core',
          name: 'DAPNET Core',
          running: '1.0.0',
          newest: core,
          state: 'outdated',
        },
        { component: 'api', name: 'DAPNET API', running: api, newest: api, state: 'current' },
        { component: 'web', name: 'DAPNET Web', running: 'unknown', newest: web, state: 'unknown' },
      ],
    });
  });

  it('counts the version the embedded Core reports as the newest', async () => {
    const version = await request<{ core: string; api: string }>(
      server,
      'GET',
      '/api/core/version',
    );
    const response = await ask(`?core=${version.body.core}&api=${version.body.api}&web=${web}`);
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/^You are running the newest known versions\./);
  });

  it('names the newer version for an old one', async () => {
    const response = await ask(`?core=1.0.0&api=${api}&web=0.0.1`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('An update is available.');
    expect(response.text).toContain(
      `DAPNET Core: an update is available: ${core} (you are running 1.0.0).`,
    );
    expect(response.text).toContain(
      `DAPNET Web: an update is available: ${web} (you are running 0.0.1).`,
    );
    expect(response.text).toContain(
      `DAPNET API: you are running ${api}, the newest known version.`,
    );
  });

  it('copes with versions newer than known and with a Core that reports UNKNOWN', async () => {
    const response = await ask(`?core=UNKNOWN&api=9.0.0&web=${web}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain(
      `DAPNET Core: your version is unknown; the newest known version is ${core}.`,
    );
    expect(response.text).toContain(
      `DAPNET API: you are running 9.0.0, newer than the newest known version ${api}.`,
    );
  });

  it.each([
    ['', 'core, api, web'],
    [`?core=${core}&api=${api}`, 'web'],
    [`?core=${core}&api=${api}&web=<script>`, 'web'],
    [`?core=1.x&api=${api}&web=${web}`, 'core'],
    [`?core=${core}&core=1.0&api=${api}&web=${web}`, 'core'],
    [`?core=${core}&api=&web=${web}`, 'api'],
  ])('answers 400 in plain text for %j', async (query, named) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.text).toContain(`Missing or invalid version for: ${named}.`);
    expect(response.text).not.toContain('<script>');
  });
});

describe('compareVersions', () => {
  it('orders release numbers part by part, with pre-releases before releases', () => {
    expect(compareVersions('1.1.5.6', '1.1.5.6')).toBe(0);
    expect(compareVersions('1.1.5', '1.1.5.0')).toBe(0);
    expect(compareVersions('1.1.10', '1.1.9')).toBeGreaterThan(0);
    expect(compareVersions('1.1.5', '1.1.5.6')).toBeLessThan(0);
    expect(compareVersions('v2.0.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.2.0-beta.1', '1.2.0')).toBeLessThan(0);
    expect(compareVersions('1.2.0-RC2', '1.2.0')).toBeLessThan(0);
    expect(compareVersions('1.2.0+abc1234', '1.2.0')).toBe(0);
    // A tag that is not a pre-release only labels the build (the embedded Core's version).
    expect(compareVersions('1.1.5.6-embedded', '1.1.5.6')).toBe(0);
  });
});

describe('the newest known versions', () => {
  it('know this web app', () => {
    const packageFile = new URL('../../../web/package.json', import.meta.url);
    expect(NEWEST_VERSIONS.web).toBe(JSON.parse(readFileSync(packageFile, 'utf8')).version);
  });
});
