import type { DirectoryEntry } from '@dapnet/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDirectory } from '../../src/services/directory.js';
import { request, startServer, type TestServer } from '../helpers/server.js';

describe('GET /services/directory', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('finds a station by callsign, case-insensitively, by query or path', async () => {
    for (const path of ['/services/directory?callsign=DB0ABC', '/services/directory/Db0Abc']) {
      const response = await request<{ data: DirectoryEntry[] }>(server, 'GET', path);
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.body).toEqual({
        data: [
          { callsign: 'db0abc', name: 'Aachen Lousberg', latitude: 50.7866, longitude: 6.0772 },
        ],
      });
    }
  });

  it('answers an empty list for an unknown callsign', async () => {
    const response = await request(server, 'GET', '/services/directory?callsign=dl9zzz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [] });
  });

  it.each([
    '/services/directory',
    '/services/directory?callsign=',
    '/services/directory?callsign=db0abc%25',
    '/services/directory?callsign=a',
    '/services/directory?callsign=db0abc&callsign=db0xyz',
    '/services/directory/..%2Fconfig.json',
  ])('answers 400 with an error for %s', async (path) => {
    const response = await request<{ error: string }>(server, 'GET', path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body.error).toMatch(/callsign/);
  });
});

describe('the sample directory', () => {
  it('holds about 60 stations with valid positions, including those the demos use', () => {
    const directory = loadDirectory();
    expect(directory.size).toBeGreaterThanOrEqual(55);
    for (const callsign of ['db0abc', 'db0xyz', 'dl1abc', 'on0dap', 'pi1dap', 'f5dap', 'oe1xdp']) {
      const [entry] = directory.lookup(callsign) ?? [];
      expect(entry, callsign).toBeDefined();
      expect(Math.abs(entry!.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(entry!.longitude)).toBeLessThanOrEqual(180);
    }
  });

  it('refuses to start from a broken file', () => {
    expect(() => loadDirectory('/nonexistent/directory.json')).toThrow(
      /Cannot load the callsign directory/,
    );
  });
});
