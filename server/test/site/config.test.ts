import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_CONFIG_DEFAULTS } from '@dapnet/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../src/config.js';
import { buildWebConfig, type WebConfig } from '../../src/routes/site/web-config.js';
import { request, startServer, type TestServer } from '../helpers/server.js';

const folder = mkdtempSync(join(tmpdir(), 'dapnet-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

function configWith(overrides: string): WebConfig {
  return buildWebConfig(readSettings({ DAPNET_WEB_CONFIG: file('web.json', overrides) }).web);
}

describe('GET /config.json with the defaults', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { DAPNET_MAP_ZOOM: '7' } });
  });
  afterAll(() => server.close());

  it('answers the runtime configuration, never cached without revalidation', async () => {
    const response = await request<WebConfig>(server, 'GET', '/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.body).toMatchObject({
      apiUrl: '/api',
      updateUrl: '/services/update',
      directoryUrl: '/services/directory',
      feedUrl: '/services/feed.xml',
      coverageUrl: '/assets/coverage',
      tileUrl: expect.stringContaining('{z}/{x}/{y}'),
      map: { center: [51, 10], zoom: 7 },
      links: {
        sourceRepository: 'https://github.com/DecentralizedAmateurPagingNetwork/Web',
        universityGroup: {
          name: 'Amateurfunkgruppe der RWTH Aachen',
          url: 'https://www.afu.rwth-aachen.de',
        },
        contact: expect.stringMatching(/^https:\/\//),
      },
      provider: { email: 'support@hampager.de' },
      texts: {},
    });
    expect(response.body.links.social.length).toBeGreaterThan(0);
    expect(response.body.provider.addressLines.length).toBeGreaterThan(0);
  });
});

describe('the shared contract', () => {
  it("is what an unconfigured server hands the web app, the web app's own fallback too", () => {
    expect(buildWebConfig(readSettings({}).web)).toEqual(WEB_CONFIG_DEFAULTS);
  });
});

describe('the overrides file', () => {
  it('is merged deeply into the configuration and reaches /config.json', async () => {
    const overrides = file(
      'operator.json',
      JSON.stringify({
        texts: { home: { en: 'Welcome to our network', de: 'Willkommen' } },
        provider: { name: 'Example radio club' },
        map: { zoom: 9 },
        links: { social: [{ name: 'Mastodon', url: 'https://mastodon.example/@club' }] },
      }),
    );
    const server = await startServer({ env: { DAPNET_WEB_CONFIG: overrides } });
    try {
      const { body } = await request<WebConfig>(server, 'GET', '/config.json');
      expect(body.texts).toEqual({ home: { en: 'Welcome to our network', de: 'Willkommen' } });
      expect(body.provider.name).toBe('Example radio club');
      // Keys the file does not name keep their values.
      expect(body.provider.email).toBe('support@hampager.de');
      expect(body.map).toEqual({ center: [51, 10], zoom: 9 });
      // Lists are replaced, not appended to.
      expect(body.links.social).toEqual([
        { name: 'Mastodon', url: 'https://mastodon.example/@club' },
      ]);
      expect(body.links.sourceRepository).toBe(
        'https://github.com/DecentralizedAmateurPagingNetwork/Web',
      );
    } finally {
      await server.close();
    }
  });

  it('stops the start-up when it is not valid JSON', async () => {
    const broken = file('broken.json', '{ "texts": ');
    // The database goes into this test's folder, which is removed afterwards.
    const databaseFile = join(folder, 'broken.sqlite');
    await expect(startServer({ databaseFile, env: { DAPNET_WEB_CONFIG: broken } })).rejects.toThrow(
      /DAPNET_WEB_CONFIG: cannot read ".*broken\.json"/,
    );
  });

  it('is refused when missing, not an object, or of the wrong shape, naming the problem', () => {
    const settings = (path: string) => readSettings({ DAPNET_WEB_CONFIG: path }).web;
    expect(() => buildWebConfig(settings(join(folder, 'missing.json')))).toThrow(/cannot read/);
    expect(() => configWith('[1, 2]')).toThrow(/must contain a JSON object/);
    expect(() => configWith('{"map": {"zoom": "far"}}')).toThrow(/map\.zoom/);
    expect(() => configWith('{"map": {"center": [95, 10]}}')).toThrow(/map\.center\.0/);
    expect(() => configWith('{"apiUrl": ""}')).toThrow(/apiUrl/);
    expect(() => configWith('{"feedUrll": "/typo"}')).toThrow(/feedUrll/);
  });

  it('cannot reach object prototypes', () => {
    const config = configWith('{"__proto__": {"polluted": true}, "texts": {"home": "Hi"}}');
    expect(config.texts).toEqual({ home: 'Hi' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the transmitter endpoint and the monitoring address', () => {
  it('name where transmitters connect (the endpoint port, an optional host) and /monitor', () => {
    const config = buildWebConfig(
      readSettings({ DAPNET_TRANSMITTER_PORT: '4343', DAPNET_TRANSMITTER_HOST: 'dapnet.example' })
        .web,
    );
    expect(config.transmitterEndpoint).toEqual({ host: 'dapnet.example', port: 4343 });
    expect(config.monitorUrl).toBe('/monitor');
    expect(buildWebConfig(readSettings({}).web).transmitterEndpoint).toEqual({
      host: '',
      port: 43434,
    });
  });

  it('can be set by the overrides file, for a static deployment in front of a real Core', () => {
    const config = configWith(
      '{"transmitterEndpoint": {"host": "core.example", "port": 43434}, "monitorUrl": ""}',
    );
    expect(config.transmitterEndpoint).toEqual({ host: 'core.example', port: 43434 });
    expect(config.monitorUrl).toBe('');
    expect(() => configWith('{"transmitterEndpoint": {"host": "", "port": 70000}}')).toThrow(
      /transmitterEndpoint\.port/,
    );
  });
});
