import { describe, expect, it, vi } from 'vitest';
import { WEB_CONFIG_DEFAULTS } from '@dapnet/model';
import { configInPage, DEFAULT_CONFIG, isSafeUrl, loadConfig, parseConfig } from './config';

describe('parseConfig', () => {
  it("has the embedded server's defaults for an empty or broken file", () => {
    for (const raw of [{}, null, 'text', [1, 2]]) {
      const config = parseConfig(raw);
      expect(config).toEqual(WEB_CONFIG_DEFAULTS);
      expect(config.apiUrl).toBe('/api');
      expect(config.map).toEqual({ center: [51, 10], zoom: 5 });
    }
  });

  it('reads back what the embedded server sends', () => {
    expect(parseConfig(JSON.parse(JSON.stringify(WEB_CONFIG_DEFAULTS)))).toEqual(
      WEB_CONFIG_DEFAULTS,
    );
  });

  it('falls back field by field', () => {
    const config = parseConfig({
      apiUrl: 'https://dapnet.example/api',
      updateUrl: 'javascript:alert(1)',
      map: { center: [100, 10], zoom: 7 },
      links: {
        universityGroup: { name: 'Gruppe', url: 'https://group.example' },
        social: [
          { name: 'Mastodon', url: 'https://social.example/@x' },
          { name: 'Bad', url: 'data:x' },
        ],
      },
      provider: { name: 'Op', addressLines: ['Street 1', ''], email: 'op@example.org' },
      texts: { home: 'Hello', intro: { en: 'Hi', de: 3 } },
    });
    expect(config.apiUrl).toBe('https://dapnet.example/api');
    expect(config.updateUrl).toBe(DEFAULT_CONFIG.updateUrl);
    expect(config.map).toEqual({ center: [51, 10], zoom: 7 });
    expect(config.links.universityGroup).toEqual({ name: 'Gruppe', url: 'https://group.example' });
    expect(config.links.social).toEqual([{ name: 'Mastodon', url: 'https://social.example/@x' }]);
    expect(config.provider.addressLines).toEqual(['Street 1']);
    expect(config.texts).toEqual({ home: 'Hello', intro: { en: 'Hi' } });
  });

  it('reads the transmitter endpoint and the monitoring address, each falling back alone', () => {
    const set = parseConfig({
      transmitterEndpoint: { host: 'dapnet.example', port: 4343 },
      monitorUrl: '',
    });
    expect(set.transmitterEndpoint).toEqual({ host: 'dapnet.example', port: 4343 });
    // Empty: no monitoring endpoint, as in front of a real Core.
    expect(set.monitorUrl).toBe('');
    const broken = parseConfig({
      transmitterEndpoint: { host: '<b>x</b>', port: 1.5 },
      monitorUrl: 'javascript:alert(1)',
    });
    expect(broken.transmitterEndpoint).toEqual(WEB_CONFIG_DEFAULTS.transmitterEndpoint);
    expect(broken.monitorUrl).toBe('/monitor');
    expect(parseConfig({ transmitterEndpoint: { port: 0 } }).transmitterEndpoint.port).toBe(0);
  });

  it('accepts only http(s) addresses and same-origin paths', () => {
    expect(isSafeUrl('/api')).toBe(true);
    expect(isSafeUrl('https://x.example')).toBe(true);
    expect(isSafeUrl('//x.example')).toBe(false);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('loadConfig', () => {
  it('uses the defaults when config.json cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = vi.fn().mockRejectedValue(new TypeError('offline'));
    expect(await loadConfig(failing)).toEqual(DEFAULT_CONFIG);
    const notFound = vi.fn().mockResolvedValue(new Response('', { status: 404 }));
    expect(await loadConfig(notFound)).toEqual(DEFAULT_CONFIG);
  });
});

/** A page as the embedded server sends it: the configuration in an element of its head. */
function pageWith(text: string): Document {
  const page = document.implementation.createHTMLDocument('DAPNET');
  const element = page.createElement('script');
  element.type = 'application/json';
  element.id = 'dapnet-config';
  element.textContent = text;
  page.head.append(element);
  return page;
}

const SERVED = { apiUrl: 'https://dapnet.example/api', texts: { home: '</script>' } };

describe('the configuration in the page', () => {
  it('is read, field by field as /config.json would be, without asking for /config.json', async () => {
    // As the server escapes it: "<" as \u003c.
    const page = pageWith(JSON.stringify(SERVED).replaceAll('<', '\\u003c'));
    expect(configInPage(page)).toEqual(parseConfig(SERVED));
    expect(configInPage(page)?.texts).toEqual({ home: '</script>' });
    const fetchConfig = vi.fn();
    expect(await loadConfig(fetchConfig, page)).toEqual(parseConfig(SERVED));
    expect(fetchConfig).not.toHaveBeenCalled();
  });

  it('leaves it to /config.json when the page has none (another server) or an empty one', async () => {
    const served = vi.fn(() => Promise.resolve(Response.json(SERVED)));
    for (const page of [document.implementation.createHTMLDocument('x'), pageWith('')]) {
      expect(configInPage(page)).toBeUndefined();
      expect(await loadConfig(served, page)).toEqual(parseConfig(SERVED));
    }
    expect(served).toHaveBeenCalledTimes(2);
  });

  it('leaves it to /config.json when it is not JSON, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = pageWith('{"apiUrl": "https://dapnet.example/api",');
    expect(configInPage(page)).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    const served = vi.fn(() => Promise.resolve(Response.json(SERVED)));
    expect(await loadConfig(served, page)).toEqual(parseConfig(SERVED));
  });
});
