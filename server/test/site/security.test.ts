import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLOR_SCHEME_SCRIPT_HASH,
  contentSecurityPolicy,
  FIRST_SCREEN_SCRIPT_HASH,
  MAP_FRAME_SCRIPT_HASH,
  cspSource,
} from '../../src/routes/site/csp.js';
import type { WebConfig } from '../../src/routes/site/web-config.js';
import { request, startServer, type TestServer } from '../helpers/server.js';
import { transmitter } from './fixtures.js';

const RELATIVE = {
  apiUrl: '/api',
  updateUrl: '/services/update',
  directoryUrl: '/services/directory',
  feedUrl: '/services/feed.xml',
  coverageUrl: '/assets/coverage',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
};

/** The header as directive name -> sources. */
function parseCsp(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('cspSource', () => {
  it.each([
    ['/api', undefined],
    ['services/update', undefined],
    ['https://core.example.org/api', 'https://core.example.org'],
    ['HTTP://Core.Example.org:8080/api?x=1', 'http://core.example.org:8080'],
    ['//cdn.example.org/feed.xml', 'cdn.example.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://[2001:db8::1]:8443/api', 'https://[2001:db8::1]:8443'],
    ["https://evil.example; script-src 'unsafe-inline'", undefined],
    ['https://user:pass@example.org/', undefined],
    ['javascript:alert(1)', undefined],
  ])('%s -> %s', (address, source) => {
    expect(cspSource(address)).toBe(source);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only the site itself when every service address is relative', () => {
    expect(contentSecurityPolicy(RELATIVE)).toEqual({
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        COLOR_SCHEME_SCRIPT_HASH,
        FIRST_SCREEN_SCRIPT_HASH,
        MAP_FRAME_SCRIPT_HASH,
      ],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('adds the origins of absolute service addresses, once each', () => {
    const policy = contentSecurityPolicy({
      ...RELATIVE,
      apiUrl: 'https://www.hampager.de/api',
      updateUrl: 'https://www.hampager.de/dapnet-update/update.php',
      feedUrl: 'https://hampager.de/dokuwiki/feed.php?ns=blog',
      coverageUrl: 'https://coverage.example.org/files',
    });
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://www.hampager.de',
      'https://hampager.de',
      'https://coverage.example.org',
    ]);
    expect(policy['img-src']).toContain('https://coverage.example.org');
    expect(policy['script-src']).toEqual([
      "'self'",
      COLOR_SCHEME_SCRIPT_HASH,
      FIRST_SCREEN_SCRIPT_HASH,
      MAP_FRAME_SCRIPT_HASH,
    ]);
  });
});

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      env: {
        DAPNET_API_URL: 'https://core.example.org/api',
        DAPNET_TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png',
      },
    });
  });
  afterAll(() => server.close());

  it.each(['/', '/config.json', '/services/feed.xml', '/missing.js'])(
    'are sent with %s, the CSP built from the configuration',
    async (path) => {
      const response = await request(server, 'GET', path);
      const config = (await request<WebConfig>(server, 'GET', '/config.json')).body;
      const csp = parseCsp(response.headers.get('content-security-policy'));
      expect(csp).toEqual(contentSecurityPolicy(config));
      expect(csp['connect-src']).toContain('https://core.example.org');
      expect(csp['img-src']).toContain('https://*.tiles.example.net');
      expect(csp).not.toHaveProperty('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('let other origins use coverage images and services', async () => {
    await server.store.transmitters.put(transmitter({ name: 'db0abc' }));
    for (const path of ['/assets/coverage/db0abc.png', '/services/feed.xml']) {
      const response = await request(server, 'GET', path);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
    const page = await request(server, 'GET', '/');
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('leave the API answers alone', async () => {
    const response = await request(server, 'GET', '/api/core/version');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
